import BridgeCore
import BridgeDoubles
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension DemoChapter {
    /// A growing text view: a chat composer that grows from one line to five,
    /// then scrolls, measured once per keystroke; and what Return does.
    static let multilineText = DemoChapter(title: "Multi-line text") {
        MultilineTextDemo.composerGrows() + [""] + MultilineTextDemo.returnKey()
    }
}

/// The multi-line scenarios, replayed on ``HeadlessGrowingTextView`` and a
/// ``TextFieldSession``.
@MainActor
enum MultilineTextDemo {
    /// What the user types into the composer, step by step.
    static let steps = [
        "On my way!",
        " The train is stuck outside the station, sorry.",
        "\nSave me a seat",
        "\nby the window",
        "\nand order the soup",
        "\nplease",
    ]

    /// The composer's width in its row.
    static let width: CGFloat = 300

    static func composerGrows() -> [String] {
        let ours = HeadlessGrowingTextView(maximumLines: 5)
        let naive = HeadlessGrowingTextView(maximumLines: 5, sizing: .measureEveryProbe)
        let probes = SwiftUIProbes.keystroke(width: width)
        var lines = [
            "A chat composer, lineLimit(1...5), \(LengthText.string(width)) points wide under .fixedSize(horizontal: false, vertical: true)",
            "(8-point characters, 20-point lines, 8 points of inset above and below); typed one character at a time:",
        ]
        // The empty composer appears: its first layout pass.
        for probe in probes {
            _ = naive.sizeThatFits(probe)
            _ = ours.sizeThatFits(probe)
        }
        let (oursAppearing, naiveAppearing) = (ours.measurementCount, naive.measurementCount)
        var keystrokes = 0
        var sameHeights = true
        for step in steps {
            // The answers to the last probe, the one the composer is placed with.
            var size = CGSize.zero
            for character in step {
                keystrokes += 1
                ours.type(String(character))
                naive.type(String(character))
                var naiveSize = CGSize.zero
                for probe in probes {
                    naiveSize = naive.sizeThatFits(probe)
                    size = ours.sizeThatFits(probe)
                }
                sameHeights = sameHeights && naiveSize == size && naive.scrolls == ours.scrolls
            }
            let count = ours.lines(width: width).count
            let typed = step.replacingOccurrences(of: "\n", with: "⏎ ")
            lines.append(
                "  + \"\(typed)\" → \(count) line\(count == 1 ? "" : "s"), \(LengthText.string(size.height)) pt high"
                    + (ours.scrolls ? ", scrolls" : "")
            )
        }
        let probeList = probes.map { SizingDemo.describe($0) }.joined(separator: " ")
        lines += [
            "  SwiftUI proposes \(probes.count) sizes per keystroke: \(probeList)",
            "  text measurements, appearing and then for \(keystrokes) keystrokes:",
            "    GrowingTextSizer: \(oursAppearing), then \(ours.measurementCount - oursAppearing) (one a keystroke)",
            "    sizeThatFits measuring every probe: \(naiveAppearing), then \(naive.measurementCount - naiveAppearing)"
                + " (\((naive.measurementCount - naiveAppearing) / keystrokes) a keystroke), \(sameHeights ? "the same final sizes" : "different final sizes")",
        ]
        return lines
    }

    static func returnKey() -> [String] {
        ["Return in a multi-line view, text \"See you\", caret at the end:"]
            + [false, true].map { submits in
                let (effects, binding) = pressReturn(in: "See you", returnKeySubmits: submits)
                let setting = submits ? "returnKeySubmits on" : "returnKeySubmits off (default)"
                let keyboard = effects.contains(describe(.resignFirstResponder)) ? "the keyboard goes down" : "the keyboard stays up"
                return "  \(setting): \(effects.joined(separator: ", ")) → binding \"\(binding.replacingOccurrences(of: "\n", with: "\\n"))\""
                    + (submits ? ", submitted; \(keyboard)" : ", a new line")
            }
    }

    /// The session's answer to Return at the end of `text`, and the binding after it.
    static func pressReturn(in text: String, returnKeySubmits: Bool) -> (effects: [String], binding: String) {
        var session = TextFieldSession()
        session.returnKeySubmits = returnKeySubmits
        var binding = text
        _ = session.handle(.viewUpdateBegan)
        _ = session.handle(.modelChanged(text))
        _ = session.handle(.viewUpdateEnded)
        _ = session.handle(.beganEditing)
        let end = text.utf16.count
        let edit = TextEdit(range: NSRange(location: end, length: 0), replacement: "\n")
        var effects = session.handle(.editProposed(edit, fieldText: text, isComposing: false))
        if effects.contains(.allowEdit) {
            // UIKit applies the newline and reports the new text.
            let newText = text + "\n"
            effects += session.handle(.textChanged(newText, selection: NSRange(location: end + 1, length: 0), isComposing: false))
        }
        for case .setBinding(let value) in effects { binding = value }
        return (effects.map(describe), binding)
    }

    static func describe(_ effect: TextFieldSession.Effect) -> String {
        switch effect {
        case .allowEdit: "allowEdit"
        case .setBinding: "setBinding"
        case .commit: "commit (onSubmit)"
        case .resignFirstResponder: "resignFirstResponder"
        case .editingChanged(let editing): "editingChanged(\(editing))"
        default: "\(effect)"
        }
    }
}

import BridgeKit
import SwiftUI
import UIKit

// A chat composer (issue 31): a Send button that sees the composition, SwiftUI's
// line limit after a SwiftUI modifier, and a hardware keyboard's Return.
//
// UIKit behaviour these checks rely on, beyond the text view checks':
// - `setMarkedText(_:selectedRange:)` with the caret at 0 is an inline
//   prediction's shape; on iOS 17 and later, where a new text view's
//   `inlinePredictionType` is not `.no`, the wrapper treats it as one.
// - A `UIPress` made in code has no `key` (`UIPress.key` is read-only, and
//   `UIKey` has no public initializer), so no check can press a hardware
//   Return: `aKeyPressWithoutAKeyLeavesReturnSubmitting` shows what can be
//   shown, and the gallery's chat composer carries the manual step.

/// The content-state binding a check owns.
@MainActor
final class CheckContentModel {
    var value = TextFieldContentState()
    /// Every value the wrapper wrote, in order.
    var writes: [TextFieldContentState] = []
    var binding: Binding<TextFieldContentState> {
        Binding(get: { self.value }, set: { self.value = $0; self.writes.append($0) })
    }
}

/// Reads the `lineLimit` SwiftUI publishes where it is placed, through a
/// representable (as the wrapper reads it).
private struct LineLimitProbe: UIViewRepresentable {
    let report: (Int?) -> Void

    func makeUIView(context: Context) -> UILabel { UILabel() }

    func updateUIView(_ label: UILabel, context: Context) {
        report(context.environment.lineLimit)
    }
}

/// Where a check keeps what the probe saw.
@MainActor
private final class LineLimitSeen {
    var value: Int?? = .none
}

extension DeviceChecks {
    private static func composerTextView(_ check: DeviceCheckContext, _ text: String = "",
                                         _ content: CheckContentModel) async throws -> HostedCheckTextView {
        try await HostedCheckTextView.make(check, CheckTextModel(text)) { model in
            check.bridged {
                TextFieldWrapper("message", text: model.binding, axis: .vertical)
                    .lineLimit(1...5)
                    .submitsOnReturn()
                    .contentState(content.binding)
                    .onBridgedSubmit { model.commits.append(model.text) }
            } naive: {
                // Send follows the draft: enabled whenever the text the view reported is not empty.
                HandWrittenTextView(text: Binding(get: { model.text }, set: { text in
                    model.text = text
                    content.binding.wrappedValue = TextFieldContentState(hasContent: !text.isEmpty, isComposing: false)
                }))
            }
        }
    }

    static let composerChecks: [DeviceCheck] = [
        // The first word in Japanese: the binding is still "" while it is
        // marked, and Send is enabled by the content state all the same.
        DeviceCheck("markedTextEnablesSendBeforeTheDraftHoldsIt", feature: "Multi-line text",
                    control: .handWrittenComposer) { check in
            let content = CheckContentModel()
            let input = try await composerTextView(check, "", content)
            input.field.setMarkedText("に", selectedRange: NSRange(location: 1, length: 0))
            try await check.waitUntil("content and composing (state \(content.value))") {
                content.value == TextFieldContentState(hasContent: true, isComposing: true)
            }
            check.expect(input.model.text.isEmpty, "the marked text reached the binding: \(input.model.text)")
            input.field.unmarkText()
            try await check.waitUntil("content, not composing (state \(content.value))") {
                content.value == TextFieldContentState(hasContent: true, isComposing: false) && input.model.text == "に"
            }
        },

        // A prediction's shape alone (grey text after the caret, iOS 17) is
        // not content; typed text then is.
        DeviceCheck("aPredictionAloneLeavesSendDisabled", feature: "Multi-line text", control: .handWrittenComposer) { check in
            let content = CheckContentModel()
            let input = try await composerTextView(check, "", content)
            input.field.setMarkedText("Hello", selectedRange: NSRange(location: 0, length: 0))
            await check.turns(3)
            check.expect(input.field.markedTextRange != nil, "no marked text shows")
            guard #available(iOS 17.0, *) else {
                // No inline predictions before iOS 17: that shape is a composition, which is content.
                check.expect(content.value == TextFieldContentState(hasContent: true, isComposing: true),
                             "state \(content.value) for a composition on iOS 16")
                return
            }
            check.expect(!content.value.hasContent && !content.value.isComposing, "state \(content.value) for a prediction alone")
            check.expect(!content.writes.contains { $0.hasContent }, "Send was enabled for a moment: \(content.writes)")
        },

        // Typing and deleting flip it; the app emptying the draft (Send) too.
        DeviceCheck("typingAndSendingFlipTheContentState", feature: "Multi-line text") { check in
            let content = CheckContentModel()
            let input = try await composerTextView(check, "", content)
            input.field.insertText("Hi")
            try await check.waitUntil("content after typing (state \(content.value))") { content.value.hasContent }
            input.model.text = ""
            await input.update()
            try await check.waitUntil("no content after the app emptied the draft (state \(content.value))") {
                !content.value.hasContent
            }
        },

        // The presses UIKit sends pass through the text view, and a press
        // that is not a hardware Return (a `UIPress` made in code has no key)
        // leaves Return submitting.
        DeviceCheck("aKeyPressWithoutAKeyLeavesReturnSubmitting", feature: "Multi-line text") { check in
            let content = CheckContentModel()
            let input = try await composerTextView(check, "Hi", content)
            let presses: Set<UIPress> = [UIPress()]
            input.field.pressesBegan(presses, with: nil)
            input.field.insertText("\n")
            input.field.pressesEnded(presses, with: nil)
            try await check.waitUntil("Return submitted \"Hi\" (commits \(input.model.commits))") { input.model.commits == ["Hi"] }
            check.expect(input.field.text == "Hi", "a newline went in: \(input.field.text.debugDescription)")
            check.expect(input.field.isFirstResponder, "the keyboard went down")
        },

        // What SwiftUI's range forms publish to a representable: the wrapper's
        // documented behaviour after `.padding()` rests on the upper bound
        // arriving as `EnvironmentValues.lineLimit`.
        DeviceCheck("swiftUIsRangeLineLimitReachesTheEnvironmentAsItsUpperBound", feature: "Multi-line text") { check in
            let seen = LineLimitSeen()
            _ = try await check.host(LineLimitProbe { seen.value = .some($0) }.padding().lineLimit(2...4))
            try await check.waitUntil("the probe was updated") { seen.value != nil }
            check.expect(seen.value == .some(4), "EnvironmentValues.lineLimit under .lineLimit(2...4) is \(String(describing: seen.value))")
        },
    ]
}

import Benchmark
import BridgeCore
import Foundation

// An app write while the user edits: the model reformats the text (a "-" goes in
// the middle, as a phone or card formatter does), the caret at the end. BridgeKit
// writes the field once and carries the caret through the change (end stays end);
// a hand-written wrapper writes `uiView.text = text` when it differs and UIKit
// puts the caret at the end. Both compare the whole text; BridgeKit also finds the
// changed range, which is what the carried caret costs.

func appWriteBenchmarks() {
    for size in [1_000, 100_000, 1_000_000] {
        appWriteBenchmark("App reformats the text, \(sizeLabel(size)) mixed: BridgeKit, caret carried", .mixed(size), naive: false)
        appWriteBenchmark("App reformats the text, \(sizeLabel(size)) mixed: hand-written, text = and caret to the end", .mixed(size), naive: true)
    }
}

func appWriteBenchmark(_ name: String, _ content: FieldContent, naive: Bool) {
    let texts = Lazy { () -> (base: String, formatted: String) in
        let base = content.text
        var formatted = base
        formatted.insert("-", at: formatted.index(formatted.startIndex, offsetBy: base.count / 2))
        return (base, formatted)
    }
    Benchmark(name) { benchmark in
        let (base, formatted) = texts.value
        var session = TextFieldSession()
        _ = session.handle(.modelChanged(base))
        _ = session.handle(.beganEditing)
        _ = session.handle(.selectionChanged(NSRange(location: base.utf16.count, length: 0)))
        var shown = base
        var caret = base.utf16.count
        var effects: [TextFieldSession.Effect] = []
        benchmark.startMeasurement()
        if naive {
            if shown != formatted {
                shown = formatted
                caret = formatted.utf16.count
            }
        } else {
            effects = session.handle(.modelChanged(formatted))
        }
        benchmark.stopMeasurement()
        blackHole(shown)
        blackHole(caret)
        precondition(naive || effects == [.setFieldText(formatted, selection: NSRange(location: formatted.utf16.count, length: 0))],
                     "one field write, the end stays the end")
    }
}

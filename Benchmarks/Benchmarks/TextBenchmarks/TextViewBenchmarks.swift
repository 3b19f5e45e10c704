import Benchmark
import BridgeCore
import Foundation

// Text view: ONE keystroke in a multi-line text of 1 000 000 UTF-16 units (lines
// ending in LF and CRLF, CJK, a ZWJ family, combining marks, flags), played by a
// text view's shell against the same keystroke played by a field's, both on
// `TextFieldSession`. The text view's shell forwards one event more
// (`textViewDidChangeSelection(_:)` before `textViewDidChange(_:)`); the issue
// asks for the text view within 2× of the field. Return ("\n") is a text view's
// keystroke too, with its own row. Same-string and fresh-copy rows as in
// TextBenchmarks.swift.

func textViewBenchmarks() {
    let content = FieldContent.multiLine(1_000_000)
    for position in [KeystrokePosition.end, .middle] {
        for arrival in [TextArrival.same, .fresh] {
            let label = "Keystroke 1M multi-line, \(position)"
            keystrokeBenchmark("\(label): field, \(arrival)", content, at: position, arrival: arrival)
            keystrokeBenchmark("\(label): text view, \(arrival)", content, at: position, arrival: arrival, textView: true)
            keystrokeBenchmark("\(label): text view, Return, \(arrival)", content, at: position, arrival: arrival, key: "\n", textView: true)
        }
    }
}

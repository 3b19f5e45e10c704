import Benchmark
import BridgeCore
import BridgeDoubles
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// Growing text view: what one keystroke's layout costs when SwiftUI probes the
// view six times (a composer in an HStack under .fixedSize vertically in a VStack:
// widths 0, ∞, 300, then heights 0, ∞ and nil at 300). BridgeCore's
// GrowingTextSizer against a hand-written sizeThatFits that measures on every
// probe; both measure with the headless UITextView (greedy word wrap of the whole
// text, as TextKit lays it out again after an edit). The custom metric counts
// measurements (UITextView.sizeThatFits calls) per keystroke.

/// `units` UTF-16 units of chat text: 60-character paragraphs of words.
func chatText(utf16Units units: Int) -> String {
    let paragraph = "See you at eight? I will bring the cake, you bring candles.\n"
    var text = String(repeating: paragraph, count: units / paragraph.utf16.count + 1)
    text.removeLast(text.utf16.count - units)
    return text
}

func growingTextBenchmarks() {
    for units in [10_000, 100_000] {
        let label = units >= 1_000 ? "\(units / 1_000)k" : "\(units)"
        growingTextKeystrokeBenchmark("Growing text view keystroke, \(label) UTF-16 units: GrowingTextSizer", units: units, sizing: .growingTextSizer)
        growingTextKeystrokeBenchmark("Growing text view keystroke, \(label) UTF-16 units: measure every probe", units: units, sizing: .measureEveryProbe)
    }
}

/// Types "a" (or deletes it again, so the text never grows) and answers the six
/// probes, once per iteration; reports the measurements of the last keystroke.
func growingTextKeystrokeBenchmark(_ name: String, units: Int, sizing: HeadlessGrowingTextView.Sizing) {
    let measurements = BenchmarkMetric.custom("measurements", useScalingFactor: false)
    let configuration = Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal, measurements])
    Benchmark(name, configuration: configuration) { benchmark async in
        await OnMain.run(benchmark) { benchmark in
            let base = chatText(utf16Units: units)
            let typed = base + "a"
            let view = HeadlessGrowingTextView(text: base, maximumLines: 5, sizing: sizing)
            let probes = SwiftUIProbes.keystroke(width: 300)
            for probe in probes { blackHole(view.sizeThatFits(probe)) }
            var perKeystroke = 0
            benchmark.startMeasurement()
            for iteration in benchmark.scaledIterations {
                let before = view.measurementCount
                view.text = iteration.isMultiple(of: 2) ? typed : base
                for probe in probes { blackHole(view.sizeThatFits(probe)) }
                perKeystroke = view.measurementCount - before
            }
            benchmark.stopMeasurement()
            benchmark.measurement(measurements, perKeystroke)
        }
    }
}

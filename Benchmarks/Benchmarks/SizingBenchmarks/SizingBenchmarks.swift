import Benchmark
import BridgeCore
import BridgeDoubles
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// Sizing: what one `sizeThatFits` answer costs, and how many measurements and
// layout passes a settled layout needs with BridgeKit's single pass against the
// GeometryReader-and-@State approach (RepresentableKit's).

let quote = "To love the journey is to accept no such end. I have found, through painful experience, that the most important step a person can take is always the next one."
let column = ProposedSize(width: 300, height: nil)

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration.maxDuration = .seconds(1)
    Benchmark.defaultConfiguration.metrics = [.wallClock, .throughput, .mallocCountTotal]

    Benchmark("Resolve a proposal from the sizing table (plain representable)") { benchmark in
        let traits = SizingTraits(intrinsicSize: IdealSize(width: 1264, height: 20))
        for _ in benchmark.scaledIterations {
            blackHole(traits.range.size(for: column))
        }
    }

    // Main-actor benchmarks hop to the main actor once per sample; a thousand calls per
    // sample keep that hop (a few microseconds) out of the per-call figures.
    let perCall = Benchmark.Configuration(scalingFactor: .kilo)

    Benchmark("AdaptiveSizer.size, proposal already measured (sizer overhead)", configuration: perCall) { benchmark async in
        await OnMain.run(benchmark) { benchmark in
            let view = HeadlessView(SizingTraits(intrinsicSize: IdealSize(width: 40, height: 34)))
            var sizer = AdaptiveSizer<HeadlessView>(idealSizeCalculator: .default)
            _ = sizer.size(for: column, of: view)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(sizer.size(for: column, of: view))
            }
        }
    }

    Benchmark("AdaptiveSizer.size, label content changed every call (measures each time)", configuration: perCall) { benchmark async in
        await OnMain.run(benchmark) { benchmark in
            let label = HeadlessLabel(text: quote)
            var sizer = AdaptiveSizer<HeadlessLabel>(idealSizeCalculator: .default)
            benchmark.startMeasurement()
            for iteration in benchmark.scaledIterations {
                label.text = iteration.isMultiple(of: 2) ? quote : quote + "!"
                blackHole(sizer.size(for: column, of: label))
            }
        }
    }

    // A list whose rows see 20 distinct widths (live resize, rotation, swipe actions),
    // each proposed twice: the custom metric counts measurements per round.
    let measured = BenchmarkMetric.custom("measurements", useScalingFactor: false)
    Benchmark(
        "AdaptiveSizer.size, 20 distinct widths proposed twice",
        configuration: .init(metrics: [.wallClock, .mallocCountTotal, measured])
    ) { benchmark async in
        await OnMain.run(benchmark) { benchmark in
            let label = HeadlessLabel(text: quote)
            let counter = MeasurementCounter()
            let widths = (0..<20).map { ProposedSize(width: CGFloat(280 + $0 * 5), height: nil) }
            for _ in benchmark.scaledIterations {
                counter.count = 0
                var sizer = AdaptiveSizer<HeadlessLabel>(idealSizeCalculator: counter.counting())
                for _ in 0..<2 {
                    for width in widths { blackHole(sizer.size(for: width, of: label)) }
                }
            }
            benchmark.measurement(measured, counter.count)
        }
    }

    // A settled layout: SwiftUI proposes a 300-point column and the view must end up
    // with the wrapped height. Both approaches measure the same headless label; the
    // custom metrics count layout passes and measurements (systemLayoutSizeFitting calls).
    settledLayoutBenchmark("Settled layout: BridgeKit single pass", settle: SinglePassLayout.settle)
    settledLayoutBenchmark("Settled layout: GeometryReader + @State (RepresentableKit)", settle: GeometryReaderLayout.settle)

    // A growing text view's keystroke (GrowingTextBenchmarks.swift).
    growingTextBenchmarks()
}

/// Lays the label out until it settles, changing its text every iteration so that
/// each layout has to measure, and reports the passes and measurements it took.
func settledLayoutBenchmark(
    _ name: String,
    settle: @escaping @MainActor @Sendable (HeadlessLabel, ProposedSize, MeasurementCounter) -> LayoutOutcome
) {
    let passes = BenchmarkMetric.custom("layout passes", useScalingFactor: false)
    let measurements = BenchmarkMetric.custom("measurements", useScalingFactor: false)
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal, passes, measurements],
        scalingFactor: .kilo
    )
    Benchmark(name, configuration: configuration) { benchmark async in
        await OnMain.run(benchmark) { benchmark in
            let label = HeadlessLabel(text: quote)
            let counter = MeasurementCounter()
            var outcome = LayoutOutcome()
            for iteration in benchmark.scaledIterations {
                label.text = iteration.isMultiple(of: 2) ? quote : quote + "!"
                counter.count = 0
                outcome = settle(label, column, counter)
                blackHole(outcome)
            }
            benchmark.measurement(passes, outcome.passes)
            benchmark.measurement(measurements, outcome.measurements)
        }
    }
}

/// Counts calls to the ideal-size calculator, i.e. view measurements.
@MainActor
final class MeasurementCounter {
    var count = 0

    func counting(_ base: IdealSizeCalculator<HeadlessLabel> = .default) -> IdealSizeCalculator<HeadlessLabel> {
        .custom { view, proposal in
            self.count += 1
            return base.idealSize(view, proposal)
        }
    }
}

/// Hands package-benchmark's `Benchmark` (a non-Sendable class) to the main actor,
/// where BridgeCore's measurable views live. The runner awaits the closure, so the
/// benchmark is never touched from two places at once.
struct OnMain: @unchecked Sendable {
    let benchmark: Benchmark

    static func run(_ benchmark: Benchmark, _ body: @MainActor (Benchmark) -> Void) async {
        let box = OnMain(benchmark: benchmark)
        await MainActor.run { body(box.benchmark) }
    }
}

struct LayoutOutcome {
    var size = CGSize.zero
    var passes = 0
    var measurements = 0
}

/// BridgeKit: `sizeThatFits` answers from the calculator in the pass that asks.
@MainActor
enum SinglePassLayout {
    static func settle(_ label: HeadlessLabel, proposal: ProposedSize, counter: MeasurementCounter) -> LayoutOutcome {
        var sizer = AdaptiveSizer(flexibility: .all, idealSizeCalculator: counter.counting())
        let size = sizer.size(for: proposal, of: label)
        return LayoutOutcome(size: size, passes: 1, measurements: counter.count)
    }
}

/// RepresentableKit's approach: SwiftUI sizes the view from intrinsic size and priorities
/// with the ideal size held in `@State`; a `GeometryReader` reports the frame it got,
/// the calculator measures for that frame, and a changed ideal size means another
/// layout pass, until the ideal size stops changing.
@MainActor
enum GeometryReaderLayout {
    static func settle(_ label: HeadlessLabel, proposal: ProposedSize, counter: MeasurementCounter) -> LayoutOutcome {
        let calculator = counter.counting()
        var state = IdealSize.none  // RepresentableKit's holder.idealSize
        var outcome = LayoutOutcome()
        while outcome.passes < 10 {
            outcome.passes += 1
            let ideal = IdealSize(
                width: state.width ?? label.intrinsicSize.width,
                height: state.height ?? label.intrinsicSize.height
            )
            outcome.size = SizingTraits(idealSize: ideal, flexibility: .all).range.size(for: proposal)
            // onPreferenceChange(SizeKey) → holder.updateSize(proxySize:)
            let measured = calculator.idealSize(label, ProposedSize(outcome.size))
            if measured == state { break }
            state = measured
        }
        outcome.measurements = counter.count
        return outcome
    }
}

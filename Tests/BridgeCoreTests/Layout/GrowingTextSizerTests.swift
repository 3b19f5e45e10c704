import BridgeCore
import BridgeDoubles
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing

@Suite("Growing text sizer: measuring once per text and width")
@MainActor
struct GrowingTextMeasurementTests {
    static let metrics = HeadlessTextMetrics(characterAdvance: 10, lineHeight: 20)

    func composer(_ sizing: HeadlessGrowingTextView.Sizing = .growingTextSizer) -> HeadlessGrowingTextView {
        HeadlessGrowingTextView(maximumLines: 5, metrics: Self.metrics, sizing: sizing)
    }

    /// Lays the view out as it appears, then types `text` one character at a time,
    /// answering SwiftUI's probes after each keystroke, and returns the
    /// measurements each keystroke cost.
    func measurementsPerKeystroke(_ view: HeadlessGrowingTextView, typing text: String, width: CGFloat = 300) -> [Int] {
        for probe in SwiftUIProbes.keystroke(width: width) { _ = view.sizeThatFits(probe) }
        return text.map { character in
            let before = view.measurementCount
            view.type(String(character))
            for probe in SwiftUIProbes.keystroke(width: width) { _ = view.sizeThatFits(probe) }
            return view.measurementCount - before
        }
    }

    @Test("a keystroke measures the text once whatever SwiftUI probes (0, ∞, nil, 300 × nil / 0 / ∞ / nil)")
    func oncePerKeystroke() {
        let view = composer()
        #expect(measurementsPerKeystroke(view, typing: "Hi there\nhow are you") == Array(repeating: 1, count: 20))
    }

    @Test("appearing, before any finite width, the ideal-size probe measures the text unbounded once more")
    func appearing() {
        let view = composer()
        for probe in SwiftUIProbes.keystroke(width: 300) { _ = view.sizeThatFits(probe) }
        #expect(view.measurementCount == 2)
    }

    @Test("the wrapper that measures on every probe measures 7 times per keystroke")
    func naiveMeasuresEveryProbe() {
        let view = composer(.measureEveryProbe)
        #expect(measurementsPerKeystroke(view, typing: "Hi") == [7, 7])
    }

    @Test("both wrappers give the same final size")
    func sameAnswers() {
        let ours = composer()
        let naive = composer(.measureEveryProbe)
        for character in "one\ntwo\nthree\nfour\nfive\nsix" {
            ours.type(String(character))
            naive.type(String(character))
            let final = ProposedSize(width: 300, height: nil)
            #expect(ours.sizeThatFits(final) == naive.sizeThatFits(final))
            #expect(ours.scrolls == naive.scrolls)
        }
    }

    @Test("probes without a text change measure nothing; setting the same text is no change")
    func noChangeNoMeasurement() {
        let view = composer()
        view.type("Hello")
        for probe in SwiftUIProbes.keystroke(width: 300) { _ = view.sizeThatFits(probe) }
        let count = view.measurementCount
        view.text = "Hello"
        for probe in SwiftUIProbes.keystroke(width: 300) { _ = view.sizeThatFits(probe) }
        #expect(view.measurementCount == count)
    }

    @Test("a new width measures once; nil then answers at it")
    func newWidth() {
        let view = composer()
        view.type("Hello")
        _ = view.sizeThatFits(ProposedSize(width: 300, height: nil))
        #expect(view.measurementCount == 1)
        for _ in 0..<3 { _ = view.sizeThatFits(ProposedSize(width: 320, height: nil)) }
        #expect(view.measurementCount == 2)
        for _ in 0..<3 { #expect(view.sizeThatFits(.unspecified).width == 320) }
        #expect(view.measurementCount == 2)
    }

    @Test("under .fixedSize() (nil widths only) the text is measured unbounded, once per text")
    func fixedSize() {
        let view = composer()
        var widths: [CGFloat] = []
        for character in "Hi you" {
            view.type(String(character))
            for _ in 0..<3 { widths.append(view.sizeThatFits(.unspecified).width) }
        }
        #expect(view.measurementCount == 6)
        // The view hugs its text: 10 points a character and 10 of padding.
        let expected: [CGFloat] = [20, 30, 40, 50, 60, 70].flatMap { Array(repeating: $0, count: 3) }
        #expect(widths == expected)
    }

    @Test("after a keystroke, an ∞ probe before the final width answers as one after it")
    func infinityProbeIsStable() {
        let view = composer()
        view.type("one\ntwo\nthree")
        _ = view.sizeThatFits(ProposedSize(width: 300, height: nil))
        view.type("\nfour")
        let before = view.sizeThatFits(ProposedSize(width: .infinity, height: nil))
        _ = view.sizeThatFits(ProposedSize(width: 300, height: nil))
        let after = view.sizeThatFits(ProposedSize(width: .infinity, height: nil))
        #expect(before == after)
        #expect(before.height == 96)
        #expect(view.measurementCount == 2)
    }

    @Test("changing the metrics (Dynamic Type) forgets every measurement; equal metrics do not")
    func metricsChange() {
        var sizer = GrowingTextSizer(lineLimit: LineLimit(1...5), metrics: TextLineMetrics(lineHeight: 20, verticalInsets: 16))
        let measure: (CGFloat?) -> CGSize = { CGSize(width: $0 ?? 50, height: 36) }
        _ = sizer.size(for: ProposedSize(width: 300, height: nil), measure: measure)
        sizer.metrics = TextLineMetrics(lineHeight: 20, verticalInsets: 16)
        _ = sizer.size(for: ProposedSize(width: 300, height: nil), measure: measure)
        #expect(sizer.measurementCount == 1)
        sizer.metrics = TextLineMetrics(lineHeight: 24, verticalInsets: 16)
        let answer = sizer.size(for: ProposedSize(width: 300, height: 0), measure: measure)
        #expect(sizer.measurementCount == 2)
        #expect(answer.size.height == 40)  // one 24-point line and the insets
    }

    @Test("a full cache drops its oldest width only")
    func cacheLimit() {
        var sizer = GrowingTextSizer(metrics: TextLineMetrics(lineHeight: 20, verticalInsets: 16))
        let measure: (CGFloat?) -> CGSize = { CGSize(width: $0 ?? 50, height: 36) }
        let widths = (0...GrowingTextSizer.cacheLimit).map { CGFloat(200 + $0 * 10) }
        for width in widths { _ = sizer.size(for: ProposedSize(width: width, height: nil), measure: measure) }
        #expect(sizer.measurementCount == GrowingTextSizer.cacheLimit + 1)
        for width in widths.dropFirst() { _ = sizer.size(for: ProposedSize(width: width, height: nil), measure: measure) }
        #expect(sizer.measurementCount == GrowingTextSizer.cacheLimit + 1)
        _ = sizer.size(for: ProposedSize(width: widths[0], height: nil), measure: measure)
        #expect(sizer.measurementCount == GrowingTextSizer.cacheLimit + 2)
    }
}

@Suite("Growing text sizer: bad input is corrected, never trapped on")
struct GrowingTextCorrectionTests {
    static let metrics = TextLineMetrics(lineHeight: 20, verticalInsets: 16)

    @Test(
        "a measured height that is negative, NaN or infinite counts as no text: the minimum lines",
        arguments: [-40, CGFloat.nan, .infinity, -.infinity]
    )
    func badMeasuredHeight(height: CGFloat) {
        var sizer = GrowingTextSizer(lineLimit: LineLimit(2...5), metrics: Self.metrics)
        let answer = sizer.size(for: ProposedSize(width: 300, height: nil)) { _ in CGSize(width: 300, height: height) }
        #expect(answer.size == CGSize(width: 300, height: 56))
        #expect(answer.scrolls == false)
    }

    @Test("a bad measured width under .fixedSize() becomes 0", arguments: [-10, CGFloat.nan, .infinity])
    func badMeasuredWidth(width: CGFloat) {
        var sizer = GrowingTextSizer(metrics: Self.metrics)
        let answer = sizer.size(for: .unspecified) { _ in CGSize(width: width, height: 56) }
        #expect(answer.size == CGSize(width: 0, height: 56))
    }

    @Test("a negative or NaN proposed width is the 0 probe: no measurement", arguments: [-300, CGFloat.nan])
    func badProposedWidth(width: CGFloat) {
        var sizer = GrowingTextSizer(lineLimit: LineLimit(3...), metrics: Self.metrics)
        var measured = 0
        let answer = sizer.size(for: ProposedSize(width: width, height: nil)) { _ in
            measured += 1
            return CGSize(width: 300, height: 500)
        }
        #expect(answer.size == CGSize(width: 0, height: 76))
        #expect(measured == 0)
    }

    @Test("a NaN proposed height is nil, a negative one the minimum")
    func badProposedHeight() {
        var sizer = GrowingTextSizer(lineLimit: LineLimit(1...5), metrics: Self.metrics)
        let measure: (CGFloat?) -> CGSize = { _ in CGSize(width: 300, height: 76) }
        #expect(sizer.size(for: ProposedSize(width: 300, height: .nan), measure: measure).size.height == 76)
        let negative = sizer.size(for: ProposedSize(width: 300, height: -5), measure: measure)
        #expect(negative.size == CGSize(width: 300, height: 36))
        #expect(negative.scrolls == true)
    }

    @Test("line metrics that are negative, NaN or infinite become 0", arguments: [-20, CGFloat.nan, .infinity])
    func badMetrics(value: CGFloat) {
        let metrics = TextLineMetrics(lineHeight: value, verticalInsets: value)
        #expect(metrics.lineHeight == 0)
        #expect(metrics.verticalInsets == 0)
        #expect(metrics.height(lines: 5) == 0)
    }

    @Test("heights round up to a whole point, so the last line never clips; negative lines are none")
    func rounding() {
        let metrics = TextLineMetrics(lineHeight: 20.3, verticalInsets: 16)
        #expect(metrics.height(lines: 3) == 77)
        #expect(metrics.height(lines: -2) == 16)
    }

    @Test("half a point of measuring noise does not make the view scroll")
    func scrollTolerance() {
        var sizer = GrowingTextSizer(lineLimit: LineLimit(1...2), metrics: Self.metrics)
        let noisy = sizer.size(for: ProposedSize(width: 300, height: nil)) { _ in CGSize(width: 300, height: 56.4) }
        #expect(noisy.size == CGSize(width: 300, height: 56))
        #expect(noisy.scrolls == false)
        sizer.textChanged()
        let taller = sizer.size(for: ProposedSize(width: 300, height: nil)) { _ in CGSize(width: 300, height: 57) }
        #expect(taller.scrolls)
    }
}

/// Whether the view scrolls is decided where UIKit lays it out, at its bounds,
/// and only at a size SwiftUI was given for the current text.
@Suite("Growing text sizer: scrolling decided at an answered size")
struct GrowingTextScrollDecisionTests {
    /// 20-point lines, no insets; the text is `lines` lines high at any width.
    func measure(lines: Int) -> (CGFloat?) -> CGSize {
        { width in CGSize(width: width ?? 100, height: CGFloat(lines) * 20) }
    }

    /// UIKit lays the view out after a keystroke added a line, before SwiftUI
    /// has made it taller: the bounds are the old text's. Scrolling on there
    /// would scroll the first line away; the rule says "not decided".
    @Test func boundsFromBeforeTheTextChangedDecideNothing() {
        var sizer = GrowingTextSizer(lineLimit: LineLimit(1...5), metrics: TextLineMetrics(lineHeight: 20, verticalInsets: 0))
        let two = sizer.size(for: ProposedSize(width: 300, height: nil), measure: measure(lines: 2))
        #expect(two.size == CGSize(width: 300, height: 40))
        #expect(sizer.scrolls(in: CGSize(width: 300, height: 40), measure: measure(lines: 2)) == false)
        sizer.textChanged()   // a third line
        #expect(sizer.scrolls(in: CGSize(width: 300, height: 40), measure: measure(lines: 3)) == nil)
        _ = sizer.size(for: ProposedSize(width: 300, height: nil), measure: measure(lines: 3))
        #expect(sizer.scrolls(in: CGSize(width: 300, height: 60), measure: measure(lines: 3)) == false)
    }

    @Test func pastTheLimitTheAnsweredHeightScrolls() {
        var sizer = GrowingTextSizer(lineLimit: LineLimit(1...5), metrics: TextLineMetrics(lineHeight: 20, verticalInsets: 0))
        let seven = sizer.size(for: ProposedSize(width: 300, height: nil), measure: measure(lines: 7))
        #expect(seven.size.height == 100)
        #expect(sizer.scrolls(in: CGSize(width: 300, height: 100), measure: measure(lines: 7)) == true)
    }

    /// A parent that proposes less than the text (a short screen) is a height
    /// SwiftUI really gives: the view scrolls there.
    @Test func aSmallerProposalScrolls() {
        var sizer = GrowingTextSizer(lineLimit: .unlimited, metrics: TextLineMetrics(lineHeight: 20, verticalInsets: 0))
        let squeezed = sizer.size(for: ProposedSize(width: 300, height: 50), measure: measure(lines: 4))
        #expect(squeezed.size.height == 50)
        #expect(sizer.scrolls(in: CGSize(width: 300, height: 50), measure: measure(lines: 4)) == true)
    }

    /// A limit change forgets the answered sizes: the old 3-line height is
    /// no longer one SwiftUI will give, but the text fits in it, so it says
    /// "no scrolling" rather than guessing from the old answer.
    @Test func aNewLineLimitForgetsTheAnsweredSizes() {
        var sizer = GrowingTextSizer(lineLimit: LineLimit(1...5), metrics: TextLineMetrics(lineHeight: 20, verticalInsets: 0))
        _ = sizer.size(for: ProposedSize(width: 300, height: nil), measure: measure(lines: 3))
        sizer.lineLimit = LineLimit(1...2)
        #expect(sizer.scrolls(in: CGSize(width: 300, height: 60), measure: measure(lines: 3)) == false)
        #expect(sizer.scrolls(in: CGSize(width: 300, height: 40), measure: measure(lines: 3)) == true)
    }

    /// At the upper limit the view cannot grow: a keystroke that adds a line
    /// turns scrolling on at once, even if SwiftUI never measures again (an
    /// input method composing writes no binding, so no update may follow);
    /// the measurement is the one SwiftUI's next probe would make.
    @Test func atTheMaximumAStaleFrameStillTurnsScrollingOn() {
        var sizer = GrowingTextSizer(lineLimit: LineLimit(1...5), metrics: TextLineMetrics(lineHeight: 20, verticalInsets: 0))
        _ = sizer.size(for: ProposedSize(width: 300, height: nil), measure: measure(lines: 5))
        sizer.textChanged()   // a sixth line
        let before = sizer.measurementCount
        #expect(sizer.scrolls(in: CGSize(width: 300, height: 100), measure: measure(lines: 6)) == true)
        _ = sizer.size(for: ProposedSize(width: 300, height: nil), measure: measure(lines: 6))
        #expect(sizer.measurementCount == before + 1)
    }
}

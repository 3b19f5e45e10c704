import BridgeCore
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A headless stand-in for a growing `UITextView` in a `UIViewRepresentable`:
/// its text, laid out with ``HeadlessTextMetrics`` inside `textContainerInset`
/// and `lineFragmentPadding`, and the `sizeThatFits(_:uiView:context:)` answer
/// the wrapper gives SwiftUI for each proposal.
///
/// Why: the tests, `bridgekit demo` and the benchmarks need a text view that
/// wraps for real and counts how often it is measured, to compare BridgeCore's
/// `GrowingTextSizer` with a wrapper that measures on every probe.
///
/// ```swift
/// let composer = HeadlessGrowingTextView(maximumLines: 5)
/// composer.type("Hello")
/// composer.sizeThatFits(ProposedSize(width: 300, height: nil))  // 300 × 36: one line
/// composer.measurementCount                                      // 1
/// ```
@MainActor
public final class HeadlessGrowingTextView {
    /// How the wrapper answers SwiftUI's proposals.
    public enum Sizing: Sendable {
        /// BridgeCore's `GrowingTextSizer`: one measurement per width per text.
        case growingTextSizer
        /// A hand-written `sizeThatFits` that calls `uiView.sizeThatFits` on every probe.
        case measureEveryProbe
    }

    /// The text; setting a different one is a text change the sizer hears of.
    public var text: String {
        didSet { if text != oldValue { sizer.textChanged() } }
    }
    /// Character advance and line height of the view's font.
    public let metrics: HeadlessTextMetrics
    /// `textContainerInset`.
    public let insets: HeadlessTextInsets
    /// `textContainer.lineFragmentPadding`, on each side of every line.
    public let lineFragmentPadding: CGFloat
    /// How proposals are answered.
    public let sizing: Sizing
    /// Calls to `sizeThatFits` on the text view: text layouts, the expensive part.
    public private(set) var measurementCount = 0
    /// Whether the last answer was shorter than the text: the shell turns scrolling on.
    public private(set) var scrolls = false

    /// The rule under test; `package` so the tests can read its cache counters.
    package private(set) var sizer: GrowingTextSizer

    /// A text view `minimumLines` to `maximumLines` high (`nil`: no limit), with
    /// `UITextView`'s default insets (8 above and below, 5 padding per side).
    public init(
        text: String = "",
        minimumLines: Int = 1,
        maximumLines: Int? = nil,
        metrics: HeadlessTextMetrics = HeadlessTextMetrics(),
        insets: HeadlessTextInsets = .textViewDefault,
        lineFragmentPadding: CGFloat = 5,
        sizing: Sizing = .growingTextSizer
    ) {
        self.text = text
        self.metrics = metrics
        self.insets = insets
        self.lineFragmentPadding = lineFragmentPadding
        self.sizing = sizing
        self.sizer = GrowingTextSizer(
            lineLimit: LineLimit(minimum: minimumLines, maximum: maximumLines),
            metrics: TextLineMetrics(lineHeight: metrics.lineHeight, verticalInsets: insets.top + insets.bottom)
        )
    }

    /// Types `string` at the end, one keystroke.
    public func type(_ string: String) {
        text += string
    }

    /// The lines the text takes in a view `width` wide (`nil`: unbounded); an
    /// empty text still has its caret's line, as in `UITextView`.
    public func lines(width: CGFloat?) -> [String] {
        let textWidth = width.map { $0 - insets.left - insets.right - 2 * lineFragmentPadding }
        let lines = metrics.lines(of: text, width: textWidth)
        return lines.isEmpty ? [""] : lines
    }

    /// `UITextView.sizeThatFits(CGSize(width: width ?? .greatestFiniteMagnitude, height: .greatestFiniteMagnitude))`:
    /// the text's lines plus the insets; counted in ``measurementCount``.
    public func measure(width: CGFloat?) -> CGSize {
        measurementCount += 1
        let bound = width.flatMap { $0.isFinite ? $0 : nil }
        let lines = lines(width: bound)
        let horizontal = insets.left + insets.right + 2 * lineFragmentPadding
        let natural = metrics.size(ofLines: lines).width + horizontal
        return CGSize(
            width: bound ?? natural,
            height: CGFloat(lines.count) * metrics.lineHeight + insets.top + insets.bottom
        )
    }

    /// What the wrapper's `sizeThatFits(_:uiView:context:)` answers for `proposal`;
    /// sets ``scrolls``.
    public func sizeThatFits(_ proposal: ProposedSize) -> CGSize {
        switch sizing {
        case .growingTextSizer:
            let answer = sizer.size(for: proposal) { measure(width: $0) }
            scrolls = answer.scrolls
            return answer.size
        case .measureEveryProbe:
            return measuringEveryProbe(proposal)
        }
    }

    /// The hand-written wrapper: `uiView.sizeThatFits` at the proposed width,
    /// the height clamped between the line limits and the proposal.
    private func measuringEveryProbe(_ proposal: ProposedSize) -> CGSize {
        let text = measure(width: proposal.width)
        let ideal = Swift.min(Swift.max(text.height, sizer.minimumHeight), sizer.maximumHeight)
        let height = AxisRange(min: sizer.minimumHeight, ideal: ideal, max: ideal).resolve(proposal.height)
        scrolls = text.height > height + 0.5
        return CGSize(width: proposal.width ?? text.width, height: height)
    }
}

/// The space around a text view's text (`UITextView.textContainerInset`).
///
/// Why: BridgeCore takes only the vertical sum; the double needs all four
/// sides to wrap at the right width.
///
/// ```swift
/// HeadlessTextInsets.textViewDefault  // 8, 0, 8, 0: UITextView's default
/// ```
public struct HeadlessTextInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// `UITextView`'s default `textContainerInset`: 8 above and below.
    public static let textViewDefault = HeadlessTextInsets(top: 8, bottom: 8)
}

/// The proposals SwiftUI makes a growing text view per layout pass after a
/// keystroke, for the tests, the demo and the benchmarks.
///
/// A composer in an `HStack` next to a send button, the whole row under
/// `.fixedSize(horizontal: false, vertical: true)` inside a `VStack`: the
/// `HStack` probes the width at `0`, `∞` and `nil` (the ideal), places it at
/// `width`, the `VStack` probes `0` and `∞` heights at that width, then the
/// final proposal.
///
/// ```swift
/// SwiftUIProbes.keystroke(width: 300).count  // 7
/// ```
public enum SwiftUIProbes {
    /// `(0, nil)`, `(∞, nil)`, `(nil, nil)`, `(width, nil)`, `(width, 0)`, `(width, ∞)`, `(width, nil)`.
    public static func keystroke(width: CGFloat) -> [ProposedSize] {
        [
            ProposedSize(width: 0, height: nil),
            ProposedSize(width: .infinity, height: nil),
            .unspecified,
            ProposedSize(width: width, height: nil),
            ProposedSize(width: width, height: 0),
            ProposedSize(width: width, height: .infinity),
            ProposedSize(width: width, height: nil),
        ]
    }
}

import BridgeCore
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A headless stand-in for a `UIView` with fixed Auto Layout traits, such as a
/// `UIActivityIndicatorView` (intrinsic size, hugs) or a custom view with no
/// intrinsic size. Used by tests and `bridgekit demo`.
@MainActor
public final class HeadlessView: LayoutMeasurable {
    /// The intrinsic size and priorities, settable as `setContent…Priority` would.
    public var sizingTraits: SizingTraits

    /// A view with these traits and no subviews.
    public init(_ sizingTraits: SizingTraits) {
        self.sizingTraits = sizingTraits
    }

    public func fittingSize(
        _ target: CGSize,
        horizontalPriority: LayoutPriority,
        verticalPriority: LayoutPriority
    ) -> CGSize {
        CGSize(
            width: sizingTraits.horizontal.fittingLength(target.width, priority: horizontalPriority),
            height: sizingTraits.vertical.fittingLength(target.height, priority: verticalPriority)
        )
    }
}

/// A headless stand-in for a `UILabel`, laid out with ``HeadlessTextMetrics``.
///
/// Like `UILabel` with `numberOfLines = 0` and no `preferredMaxLayoutWidth`, its
/// intrinsic size is the text on a single line; only a width imposed through
/// `systemLayoutSizeFitting` makes it wrap.
@MainActor
public final class HeadlessLabel: LayoutMeasurable {
    /// The text, wrapped with ``metrics``.
    public var text: String
    /// Character advance and line height.
    public var metrics: HeadlessTextMetrics
    /// The maximum number of lines; `0` means no limit, as in `UILabel`.
    public var numberOfLines: Int
    /// Compression resistance per axis (750 by default, as `UILabel`).
    public var compressionResistance: (horizontal: LayoutPriority, vertical: LayoutPriority)
    /// Content hugging per axis (250 by default, as `UILabel`).
    public var hugging: (horizontal: LayoutPriority, vertical: LayoutPriority)

    /// A label as `UILabel()` creates it in code: compression resistance 750, hugging 250.
    public init(
        text: String,
        numberOfLines: Int = 0,
        metrics: HeadlessTextMetrics = HeadlessTextMetrics()
    ) {
        self.text = text
        self.numberOfLines = numberOfLines
        self.metrics = metrics
        self.compressionResistance = (.defaultHigh, .defaultHigh)
        self.hugging = (.defaultLow, .defaultLow)
    }

    /// The lines the text takes at `width` (`nil`: one line per paragraph).
    public func lines(width: CGFloat?) -> [String] {
        let lines = metrics.lines(of: text, width: width)
        return numberOfLines > 0 ? Array(lines.prefix(numberOfLines)) : lines
    }

    /// The unwrapped size of the text (its `intrinsicContentSize`) with the label's priorities.
    public var sizingTraits: SizingTraits {
        traits(intrinsic: intrinsicContentSize)
    }

    /// Like `UILabel`, the one-line size is computed once per content, not per question.
    private var intrinsicContentSize: CGSize {
        let content = IntrinsicContent(text: text, metrics: metrics, numberOfLines: numberOfLines)
        if let cached = intrinsicCache, cached.content == content { return cached.size }
        let size = size(width: nil)
        intrinsicCache = (content, size)
        return size
    }

    private struct IntrinsicContent: Equatable {
        var text: String
        var metrics: HeadlessTextMetrics
        var numberOfLines: Int
    }

    private var intrinsicCache: (content: IntrinsicContent, size: CGSize)?

    public func fittingSize(
        _ target: CGSize,
        horizontalPriority: LayoutPriority,
        verticalPriority: LayoutPriority
    ) -> CGSize {
        let width = sizingTraits.horizontal.fittingLength(target.width, priority: horizontalPriority)
        // The height the text needs once the width is settled, defended by the same priorities.
        let wrapped = traits(intrinsic: CGSize(width: width, height: size(width: width).height))
        return CGSize(width: width, height: wrapped.vertical.fittingLength(target.height, priority: verticalPriority))
    }

    private func size(width: CGFloat?) -> CGSize {
        text.isEmpty ? .zero : metrics.size(ofLines: lines(width: width))
    }

    private func traits(intrinsic: CGSize) -> SizingTraits {
        SizingTraits(intrinsicSize: IdealSize(intrinsic), compressionResistance: compressionResistance, hugging: hugging)
    }
}

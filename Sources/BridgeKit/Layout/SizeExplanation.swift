#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

/// How SwiftUI sizes a UIKit view for one proposal, line by line: per axis the
/// inputs, the sizing table's row, `min … ideal … max` and the length the
/// proposal resolves to, then the size. The same lines `bridgekit size` prints.
///
/// Ask it when a wrapped view takes a size you did not expect: a plain
/// `UIViewRepresentable` sizes from `intrinsicContentSize` and the priorities,
/// ``UIViewAdaptor`` from its ideal-size calculator and flexibility.
///
/// ```swift
/// let label = UILabel()
/// label.numberOfLines = 0
/// label.text = "A note far too long for one line at 200 points wide"
/// let proposal = ProposedSize(width: 200, height: nil)
/// let plain = SizeExplanation(plainRepresentable: label, proposal: proposal)
/// print(plain.lines.joined(separator: "\n"))  // one line high: it cannot wrap
/// let adapted = SizeExplanation(adaptor: label, flexibility: .horizontal, proposal: proposal)
/// adapted.size  // 200 wide, as tall as the wrapped text
/// ```
public struct SizeExplanation: Sendable {
    /// The explanation, line by line; the last line is the size.
    ///
    /// ```swift
    /// explanation.lines.last  // the size, as in "size: 200 × 61"
    /// ```
    public let lines: [String]

    /// The size SwiftUI gives the view for the proposal.
    ///
    /// ```swift
    /// if explanation.size.height < 30 { print("one line: the label cannot wrap") }
    /// ```
    public let size: CGSize

    private init(traits: SizingTraits, proposal: ProposedSize) {
        lines = traits.explanation(for: proposal)
        size = traits.range.size(for: proposal)
    }

    /// How a plain `UIViewRepresentable` (one without `sizeThatFits`) sizes `view`:
    /// from its `intrinsicContentSize` and its hugging and compression-resistance
    /// priorities, as they are now.
    ///
    /// ```swift
    /// let slider = UISlider()
    /// SizeExplanation(plainRepresentable: slider, proposal: ProposedSize(width: 300, height: 800)).size
    /// // 300 wide: no intrinsic width, the proposal decides
    /// ```
    @MainActor
    public init(plainRepresentable view: UIView, proposal: ProposedSize) {
        self.init(traits: Measured(view).sizingTraits, proposal: proposal)
    }

    /// How ``UIViewAdaptor`` sizes `view` with `flexibility` and `idealSizeCalculator`:
    /// the calculator's ideal for this proposal (negative, NaN and infinite lengths
    /// dropped, as the adaptor drops them) in the table's place of the intrinsic size.
    ///
    /// ```swift
    /// let label = UILabel()
    /// label.numberOfLines = 0
    /// label.text = order.note
    /// let explanation = SizeExplanation(adaptor: label, flexibility: .horizontal,
    ///                                   proposal: ProposedSize(width: 320, height: nil))
    /// print(explanation.lines.joined(separator: "\n"))
    /// ```
    @MainActor
    public init<Content: UIView>(
        adaptor view: Content,
        flexibility: Flexibility = .automatic,
        idealSizeCalculator: IdealSizeCalculator<Content> = .default,
        proposal: ProposedSize
    ) {
        var sizer = AdaptiveSizer(flexibility: flexibility, idealSizeCalculator: idealSizeCalculator.measuring())
        let ideal = sizer.idealSize(for: proposal, of: Measured(view))
        let resolved = flexibility.resolved(intrinsic: Measured(view).intrinsicSize)
        self.init(traits: SizingTraits(idealSize: ideal, flexibility: resolved), proposal: proposal)
    }
}
#endif

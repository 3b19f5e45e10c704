import BridgeCore
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What `bridgekit size` found: per-axis traits, rule and range, and the resolved size.
struct SizeReport {
    let traits: SizingTraits
    let proposal: ProposedSize

    init(
        intrinsic: IdealSize,
        hugging: (horizontal: LayoutPriority, vertical: LayoutPriority),
        compression: (horizontal: LayoutPriority, vertical: LayoutPriority),
        proposal: ProposedSize
    ) {
        self.traits = SizingTraits(intrinsicSize: intrinsic, compressionResistance: compression, hugging: hugging)
        self.proposal = proposal
    }

    var size: CGSize { traits.range.size(for: proposal) }

    /// The human explanation.
    var text: String {
        traits.explanation(for: proposal, infinity: "inf").joined(separator: "\n")
    }

    /// `{"horizontal":{"min":…,"ideal":…,"max":…},"vertical":{…},"size":{"width":…,"height":…}}`,
    /// infinity written as the string `"inf"`.
    var json: String {
        func axis(_ range: AxisRange) -> String {
            "{\"min\":\(Self.json(range.min)),\"ideal\":\(Self.json(range.ideal)),\"max\":\(Self.json(range.max))}"
        }
        let range = traits.range
        return "{\"horizontal\":\(axis(range.horizontal)),\"vertical\":\(axis(range.vertical)),"
            + "\"size\":{\"width\":\(Self.json(size.width)),\"height\":\(Self.json(size.height))}}"
    }

    private static func json(_ value: CGFloat) -> String {
        value == .infinity ? "\"inf\"" : number(value)
    }

    private static func number(_ value: CGFloat?) -> String {
        value.map { LengthText.string($0, infinity: "inf") } ?? "none"
    }
}

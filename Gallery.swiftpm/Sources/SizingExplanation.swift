import BridgeCore
import BridgeKit
import UIKit

/// The sizing table applied to fresh copies of the shown views, for the current
/// proposal: what a plain representable gets from intrinsic size and priorities,
/// and what `UIViewAdaptor` answers instead. The same numbers `bridgekit size`
/// prints for the plain case.
@MainActor
struct SizingExplanation {
    let subject: SizingSubject
    let proposal: ProposedSize
    let flexibility: Flexibility
    let plainPriorities: Flexibility?

    var text: String {
        (plainLines + [""] + adaptorLines).joined(separator: "\n")
    }

    private var plainLines: [String] {
        let view = subject.makeView()
        if let plainPriorities { view.apply(flexibility: plainPriorities) }
        let traits = Self.traits(of: view)
        var lines = ["Plain UIViewRepresentable: SwiftUI reads intrinsic size and priorities."]
        lines += traits.explanation(for: proposal)
        lines.append(Self.verdict(for: subject, size: traits.range.size(for: proposal)))
        lines.append("Same as: bridgekit size --intrinsic \(Self.length(traits.horizontal.intrinsic)),\(Self.length(traits.vertical.intrinsic))"
            + " --hugging \(Self.priority(traits.horizontal.hugging)),\(Self.priority(traits.vertical.hugging))"
            + " --compression \(Self.priority(traits.horizontal.compressionResistance)),\(Self.priority(traits.vertical.compressionResistance))"
            + " --propose \(Self.proposed(proposal.width)),nil")
        return lines
    }

    private var adaptorLines: [String] {
        let view = subject.makeView()
        view.apply(flexibility: flexibility)
        // What UIViewAdaptor does: the calculator's ideal, bounded by the flexibility.
        // (The adaptor also drops negative, NaN and infinite lengths a custom
        // calculator may return; `.default` returns none.)
        let ideal = IdealSizeCalculator<UIView>.default.idealSize(view, proposal)
        return [
            "UIViewAdaptor answers sizeThatFits itself.",
            "ideal for this proposal: \(Self.length(ideal.width)) × \(Self.length(ideal.height))"
                + (proposal.width == nil ? " (natural width)" : " (fits the proposed width)"),
            "flexibility \(flexibility.description) puts the ideal in the table's place:",
        ] + SizingTraits(idealSize: ideal, flexibility: flexibility).explanation(for: proposal)
    }

    /// What the plain representable's size means on screen.
    private static func verdict(for subject: SizingSubject, size: CGSize) -> String {
        switch subject {
        case .label where size.height < 30:
            return "One line high: the label cannot wrap, it is cut or runs past the offered width."
        case .custom where size.width == 0 || size.height == 0:
            return "No intrinsic size on an axis left at nil: the view collapses to 0 there and vanishes."
        default:
            return "Priorities decide the range; the text's or the constraints' real needs never enter it."
        }
    }

    /// The intrinsic size and priorities UIKit reports: what SwiftUI sizes a plain
    /// representable from.
    private static func traits(of view: UIView) -> SizingTraits {
        func axis(_ length: CGFloat, _ axis: NSLayoutConstraint.Axis) -> AxisTraits {
            AxisTraits(
                intrinsic: length == UIView.noIntrinsicMetric ? nil : length,
                compressionResistance: LayoutPriority(view.contentCompressionResistancePriority(for: axis).rawValue),
                hugging: LayoutPriority(view.contentHuggingPriority(for: axis).rawValue)
            )
        }
        let intrinsic = view.intrinsicContentSize
        return SizingTraits(horizontal: axis(intrinsic.width, .horizontal), vertical: axis(intrinsic.height, .vertical))
    }

    private static func length(_ value: CGFloat?) -> String {
        value.map { LengthText.string($0) } ?? "none"
    }

    private static func proposed(_ value: CGFloat?) -> String {
        value.map { LengthText.string($0) } ?? "nil"
    }

    private static func priority(_ value: LayoutPriority) -> String {
        String(Int(value.rawValue))
    }
}

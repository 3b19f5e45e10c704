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
        for axis in LayoutAxis.allCases {
            let axisTraits = traits[axis]
            let range = axisTraits.range
            lines.append("\(axis.rawValue): intrinsic \(Self.length(axisTraits.intrinsic)), compression \(axisTraits.compressionResistance), hugging \(axisTraits.hugging)")
            lines.append("  table row \(axisTraits.rule.row): \(axisTraits.rule.tableRow)")
            lines.append("  \(range) , proposed \(Self.proposed(proposal, axis)) → \(Self.length(range.resolve(Self.length(of: proposal, axis))))")
        }
        let size = traits.range.size(for: proposal)
        lines.append("size: \(Self.length(size.width)) × \(Self.length(size.height))")
        lines.append(Self.verdict(for: subject, size: size))
        lines.append("Same as: bridgekit size --intrinsic \(Self.arg(traits.horizontal.intrinsic)),\(Self.arg(traits.vertical.intrinsic))"
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
        let range = SizingTraits(idealSize: ideal, flexibility: flexibility).range
        var lines = [
            "UIViewAdaptor answers sizeThatFits itself.",
            "ideal for this proposal: \(Self.length(ideal.width)) × \(Self.length(ideal.height))"
                + (proposal.width == nil ? " (natural width)" : " (fits the proposed width)"),
            "flexibility \(flexibility.description) puts the ideal in the table's place:",
        ]
        for axis in LayoutAxis.allCases {
            lines.append("  \(axis.rawValue): \(range[axis]) , proposed \(Self.proposed(proposal, axis)) → \(Self.length(range[axis].resolve(Self.length(of: proposal, axis))))")
        }
        let size = range.size(for: proposal)
        lines.append("size: \(Self.length(size.width)) × \(Self.length(size.height))")
        return lines
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

    private static func length(of proposal: ProposedSize, _ axis: LayoutAxis) -> CGFloat? {
        axis == .horizontal ? proposal.width : proposal.height
    }

    private static func proposed(_ proposal: ProposedSize, _ axis: LayoutAxis) -> String {
        proposed(length(of: proposal, axis))
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

    private static func arg(_ value: CGFloat?) -> String {
        value.map { LengthText.string($0) } ?? "none"
    }
}

import BridgeKit
import UIKit

/// The sizing table applied to fresh copies of the shown views, for the current
/// proposal: what a plain representable gets from intrinsic size and priorities,
/// and what `UIViewAdaptor` answers instead. The same numbers `bridgekit size`
/// prints for the plain case, from `SizeExplanation` (`import BridgeKit` only).
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
        let explanation = SizeExplanation(plainRepresentable: view, proposal: proposal)
        var lines = ["Plain UIViewRepresentable: SwiftUI reads intrinsic size and priorities."]
        lines += explanation.lines
        lines.append(Self.verdict(for: subject, size: explanation.size))
        lines.append(Self.toolLine(for: view, proposal: proposal))
        return lines
    }

    private var adaptorLines: [String] {
        let view = subject.makeView()
        view.apply(flexibility: flexibility)
        let ideal = IdealSizeCalculator<UIView>.default.idealSize(view, proposal)
        return [
            "UIViewAdaptor answers sizeThatFits itself.",
            "ideal for this proposal: \(Self.length(ideal.width)) × \(Self.length(ideal.height))"
                + (proposal.width == nil ? " (natural width)" : " (fits the proposed width)"),
            "flexibility \(flexibility.description) puts the ideal in the table's place:",
        ] + SizeExplanation(adaptor: view, flexibility: flexibility, proposal: proposal).lines
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

    /// The `bridgekit size` command that prints the plain lines, from what UIKit reports.
    private static func toolLine(for view: UIView, proposal: ProposedSize) -> String {
        let intrinsic = view.intrinsicContentSize
        func metric(_ value: CGFloat) -> String { value == UIView.noIntrinsicMetric ? "none" : length(value) }
        func hugging(_ axis: NSLayoutConstraint.Axis) -> String {
            String(Int(view.contentHuggingPriority(for: axis).rawValue))
        }
        func compression(_ axis: NSLayoutConstraint.Axis) -> String {
            String(Int(view.contentCompressionResistancePriority(for: axis).rawValue))
        }
        return "Same as: bridgekit size --intrinsic \(metric(intrinsic.width)),\(metric(intrinsic.height))"
            + " --hugging \(hugging(.horizontal)),\(hugging(.vertical))"
            + " --compression \(compression(.horizontal)),\(compression(.vertical))"
            + " --propose \(proposal.width.map { length($0) } ?? "nil"),nil"
    }

    /// A length as the sizing table writes it: whole numbers without a decimal point.
    private static func length(_ value: CGFloat?) -> String {
        guard let value else { return "none" }
        if value == .infinity { return "∞" }
        return value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(Double(value))
    }
}

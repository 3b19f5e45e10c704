import BridgeCore
import BridgeDoubles
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension DemoChapter {
    /// Sizing UIKit views in SwiftUI: a wrapping label and a text field that takes the screen.
    static let sizing = DemoChapter(title: "Sizing UIKit views in SwiftUI") {
        SizingDemo.labelInAdaptor()
            + [""] + SizingDemo.textFieldPriorities()
            + [""] + SizingDemo.activityIndicator()
            + [""] + SizingDemo.customViewUnderFixedSize()
    }
}

/// The sizing scenarios, each a short story told with BridgeCore's numbers.
@MainActor
enum SizingDemo {
    /// A multi-line label, sized naively and with the adaptor.
    static let quote = "To love the journey is to accept no such end. I have found, through painful experience, that the most important step a person can take is always the next one."

    /// The proposal a 300-point-wide column makes, height left to the view.
    static let column = ProposedSize(width: 300, height: nil)

    /// A phone-sized proposal for views that take what they are offered.
    static let screen = ProposedSize(width: 390, height: 800)

    static func labelInAdaptor() -> [String] {
        let label = HeadlessLabel(text: quote)
        let naive = label.sizingTraits.range
        var adaptor = AdaptiveSizer<HeadlessLabel>(idealSizeCalculator: .default)
        let adapted = adaptor.range(for: column, of: label)
        let size = adapted.size(for: column)
        let lines = label.lines(width: size.width)
        var text = [
            "UILabel, numberOfLines = 0, \(label.text.count) characters (8 pt each, 20 pt lines), proposed \(describe(column)):",
            "  plain UIViewRepresentable: width \(naive.horizontal), height \(naive.vertical)",
            "    → \(describe(naive.size(for: column))): one line, wider than the column",
            "  UIViewAdaptor (flexibility .all, ideal size .default): width \(adapted.horizontal), height \(adapted.vertical)",
            "    → \(describe(size)): \(lines.count) lines",
        ]
        text += lines.map { "      | \($0)" }
        return text
    }

    static func textFieldPriorities() -> [String] {
        let field = HeadlessView(SizingTraits(intrinsicSize: IdealSize(width: 40, height: 34)))
        let before = field.sizingTraits
        field.sizingTraits.vertical.hugging = .defaultHigh
        field.sizingTraits.horizontal.compressionResistance = .defaultLow
        let after = field.sizingTraits
        return [
            "UITextField (intrinsic 40 × 34), proposed \(describe(screen)):",
            "  default priorities (hugging 250, compression 750): width \(before.range.horizontal), height \(before.range.vertical)",
            "    → \(describe(before.range.size(for: screen))): the field takes the whole screen",
            "  the usual fix: setContentHuggingPriority(.defaultHigh, for: .vertical),",
            "                 setContentCompressionResistancePriority(.defaultLow, for: .horizontal)",
            "    width \(after.range.horizontal) (row \(after.horizontal.rule.row)), height \(after.range.vertical) (row \(after.vertical.rule.row))",
            "    → \(describe(after.range.size(for: screen))): full width, one line tall",
        ]
    }

    static func activityIndicator() -> [String] {
        let spinner = HeadlessView(
            SizingTraits(
                intrinsicSize: IdealSize(width: 20, height: 20),
                hugging: (.defaultHigh, .defaultHigh)
            )
        )
        let range = spinner.sizingTraits.range
        return [
            "UIActivityIndicatorView-like view (intrinsic 20 × 20, hugging 750, compression 750):",
            "  width \(range.horizontal) (row \(spinner.sizingTraits.horizontal.rule.row)), height \(range.vertical)",
            "  → \(describe(range.size(for: screen))) when offered \(describe(screen)); no constraints needed",
        ]
    }

    static func customViewUnderFixedSize() -> [String] {
        let custom = HeadlessView(SizingTraits(intrinsicSize: .none))
        let range = custom.sizingTraits.range
        var fixed = AdaptiveSizer<HeadlessView>(idealSizeCalculator: .fixed(CGSize(width: 120, height: 44)))
        return [
            "Custom UIView with no intrinsic size:",
            "  width \(range.horizontal), height \(range.vertical) (row \(custom.sizingTraits.horizontal.rule.row))",
            "  → \(describe(range.size(for: screen))) when offered \(describe(screen)), \(describe(range.size(for: .unspecified))) under .fixedSize(): it vanishes",
            "  UIViewAdaptor(idealSizeCalculator: .fixed(120 × 44)) under .fixedSize() → \(describe(fixed.size(for: .unspecified, of: custom)))",
        ]
    }

    static func describe(_ size: CGSize) -> String {
        "\(LengthText.string(size.width)) × \(LengthText.string(size.height))"
    }

    static func describe(_ proposal: ProposedSize) -> String {
        let width = proposal.width.map { LengthText.string($0) } ?? "nil"
        let height = proposal.height.map { LengthText.string($0) } ?? "nil"
        return "(\(width), \(height))"
    }
}

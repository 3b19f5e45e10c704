import BridgeCore
import BridgeDoubles
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing

/// The sizing table: intrinsic size, compression resistance and hugging → min … ideal … max.
@Suite("The sizing table")
struct SizingTableTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var intrinsic: CGFloat?
        var compression: LayoutPriority
        var hugging: LayoutPriority
        var rule: SizingRule
        var expected: AxisRange
        var testDescription: String { "\(intrinsic.map { "\($0)" } ?? "-1") c\(compression) h\(hugging)" }
    }

    static let x: CGFloat = 120

    static let rows: [Row] = [
        Row(intrinsic: nil, compression: .defaultHigh, hugging: .defaultHigh, rule: .noIntrinsicMetric,
            expected: AxisRange(min: 0, ideal: 0, max: .infinity)),
        Row(intrinsic: nil, compression: .defaultLow, hugging: .defaultLow, rule: .noIntrinsicMetric,
            expected: AxisRange(min: 0, ideal: 0, max: .infinity)),
        Row(intrinsic: x, compression: .defaultLow, hugging: .defaultLow, rule: .flexible,
            expected: AxisRange(min: 0, ideal: x, max: .infinity)),
        Row(intrinsic: x, compression: .defaultLow, hugging: .defaultHigh, rule: .hugging,
            expected: AxisRange(min: 0, ideal: x, max: x)),
        Row(intrinsic: x, compression: .defaultHigh, hugging: .defaultLow, rule: .compressionResistant,
            expected: AxisRange(min: x, ideal: x, max: .infinity)),
        Row(intrinsic: x, compression: .defaultHigh, hugging: .defaultHigh, rule: .rigid,
            expected: AxisRange(min: x, ideal: x, max: x)),
        // The threshold is 750 itself: 749 is flexible, 750 and 1000 are rigid.
        Row(intrinsic: x, compression: LayoutPriority(749), hugging: LayoutPriority(749), rule: .flexible,
            expected: AxisRange(min: 0, ideal: x, max: .infinity)),
        Row(intrinsic: x, compression: .required, hugging: LayoutPriority(750), rule: .rigid,
            expected: AxisRange(min: x, ideal: x, max: x)),
    ]

    @Test("each row maps to its range", arguments: rows)
    func rowMapsToRange(_ row: Row) {
        let traits = AxisTraits(intrinsic: row.intrinsic, compressionResistance: row.compression, hugging: row.hugging)
        #expect(traits.rule == row.rule)
        #expect(traits.range == row.expected)
    }

    @Test("rows are numbered 1 to 5, as the table is usually written")
    func rowNumbers() {
        #expect(SizingRule.allCases.map(\.row) == [1, 2, 3, 4, 5])
        #expect(SizingRule.compressionResistant.tableRow == "x | >= 750 | < 750 | x … x … ∞")
    }

    @Test("a UILabel with default priorities is x … x … ∞ and becomes x under fixedSize()")
    @MainActor
    func labelDefaults() {
        let label = HeadlessLabel(text: "Hello")
        let width = label.sizingTraits.horizontal
        #expect(width.range == AxisRange(min: 40, ideal: 40, max: .infinity))
        #expect(label.sizingTraits.range.size(for: .unspecified) == CGSize(width: 40, height: 20))
    }

    @Test("the axes are independent")
    func axesIndependent() {
        let traits = SizingTraits(
            intrinsicSize: IdealSize(width: 40, height: nil),
            compressionResistance: (.defaultLow, .defaultHigh),
            hugging: (.defaultHigh, .defaultHigh)
        )
        #expect(traits.horizontal.rule == .hugging)
        #expect(traits.vertical.rule == .noIntrinsicMetric)
        #expect(traits.range.size(for: ProposedSize(width: 100, height: 100)) == CGSize(width: 40, height: 100))
    }

    @Test("the explanation walks each axis through the table and ends with the size the proposal gets")
    func explanation() {
        // A label with UIKit's default priorities, offered a narrower width than it wants.
        let label = SizingTraits(intrinsicSize: IdealSize(width: 120, height: 34))
        let lines = label.explanation(for: ProposedSize(width: 90, height: nil))
        #expect(lines == [
            "horizontal:",
            "  intrinsic 120, compression resistance 750, hugging 250",
            "  sizing table row 4: x | >= 750 | < 750 | x … x … ∞",
            "  min 120, ideal 120, max ∞",
            "  proposed 90 → 120",
            "vertical:",
            "  intrinsic 34, compression resistance 750, hugging 250",
            "  sizing table row 4: x | >= 750 | < 750 | x … x … ∞",
            "  min 34, ideal 34, max ∞",
            "  proposed nil → 34",
            "size: 120 × 34",
        ])
        #expect(label.explanation(for: .infinity, infinity: "inf").last == "size: inf × inf")
    }
}

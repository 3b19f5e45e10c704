import BridgeCore
import BridgeDoubles
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing

/// The growing text view's sizing table: three texts × five line limits × four
/// proposed widths × five proposed heights, wrapped for real by the headless text
/// view (10-point characters, 20-point lines, `UITextView`'s insets: 8 above and
/// below, 5 padding per side, so a 300-point view holds 29 characters a line).
/// n lines are 20n + 16 high: 1 → 36, 2 → 56, 3 → 76, 4 → 96, 5 → 116, 12 → 256.
@Suite("Growing text view: sizing table")
@MainActor
struct GrowingTextSizingTableTests {
    enum Text: String, Sendable, CaseIterable {
        /// One line at any width; 60 points unbounded.
        case oneLine = "Hello"
        /// Three lines at 300 points, one (700 points) unbounded.
        case wrapsToThree = "Running late, sorry! Save me a seat by the window and order the soup."
        /// Twelve paragraphs; 80 points unbounded.
        case twelveLines = "line 1\nline 2\nline 3\nline 4\nline 5\nline 6\nline 7\nline 8\nline 9\nline 10\nline 11\nline 12"
    }

    enum Limit: String, Sendable {
        case none = "none", oneToFive = "1...5", threeOrMore = "3...", upToFour = "...4", exactlyTwo = "exactly 2"

        var lines: (minimum: Int, maximum: Int?) {
            switch self {
            case .none: (1, nil)
            case .oneToFive: (1, 5)
            case .threeOrMore: (3, nil)
            case .upToFour: (1, 4)
            case .exactlyTwo: (2, 2)
            }
        }
    }

    /// The height proposals each row answers, in the order of its cells.
    nonisolated static let heights: [CGFloat?] = [nil, 0, .infinity, 50, 500]

    struct Row: Sendable, CustomTestStringConvertible {
        let text: Text
        let limit: Limit
        let width: CGFloat?
        /// The answered width.
        let answerWidth: CGFloat
        /// The answered heights for ``heights``; `s` after a height: the view scrolls.
        let cells: String

        init(_ text: Text, _ limit: Limit, _ width: CGFloat?, _ answerWidth: CGFloat, _ cells: String) {
            (self.text, self.limit, self.width, self.answerWidth, self.cells) = (text, limit, width, answerWidth, cells)
        }

        var testDescription: String {
            "\(text), \(limit.rawValue), width \(width.map { LengthText.string($0) } ?? "nil")"
        }
    }

    // Width 0 asks for the least the view can be: its minimum lines, without measuring.
    // Width ∞ answers the height at the last finite width (300 here). The nil rows are
    // a view under .fixedSize(), which never sees a finite width: the text's own width
    // and unwrapped height (once placed at a width, nil answers as that width does). Heights: nil and ∞ give the text's height
    // between the limits, 0 the minimum lines, 50 is clamped (and scrolls when the text
    // is taller), 500 hugs the text: the view never grows past its text.
    nonisolated static let table: [Row] = [
        Row(.oneLine, .none, nil, 60, "36 36 36 36 36"),
        Row(.oneLine, .none, 0, 0, "36 36 36 36 36"),
        Row(.oneLine, .none, .infinity, .infinity, "36 36 36 36 36"),
        Row(.oneLine, .none, 300, 300, "36 36 36 36 36"),
        Row(.oneLine, .oneToFive, nil, 60, "36 36 36 36 36"),
        Row(.oneLine, .oneToFive, 0, 0, "36 36 36 36 36"),
        Row(.oneLine, .oneToFive, .infinity, .infinity, "36 36 36 36 36"),
        Row(.oneLine, .oneToFive, 300, 300, "36 36 36 36 36"),
        Row(.oneLine, .threeOrMore, nil, 60, "76 76 76 76 76"),
        Row(.oneLine, .threeOrMore, 0, 0, "76 76 76 76 76"),
        Row(.oneLine, .threeOrMore, .infinity, .infinity, "76 76 76 76 76"),
        Row(.oneLine, .threeOrMore, 300, 300, "76 76 76 76 76"),
        Row(.oneLine, .upToFour, nil, 60, "36 36 36 36 36"),
        Row(.oneLine, .upToFour, 0, 0, "36 36 36 36 36"),
        Row(.oneLine, .upToFour, .infinity, .infinity, "36 36 36 36 36"),
        Row(.oneLine, .upToFour, 300, 300, "36 36 36 36 36"),
        Row(.oneLine, .exactlyTwo, nil, 60, "56 56 56 56 56"),
        Row(.oneLine, .exactlyTwo, 0, 0, "56 56 56 56 56"),
        Row(.oneLine, .exactlyTwo, .infinity, .infinity, "56 56 56 56 56"),
        Row(.oneLine, .exactlyTwo, 300, 300, "56 56 56 56 56"),

        Row(.wrapsToThree, .none, nil, 700, "36 36 36 36 36"),
        Row(.wrapsToThree, .none, 0, 0, "36 36 36 36 36"),
        Row(.wrapsToThree, .none, .infinity, .infinity, "76 36s 76 50s 76"),
        Row(.wrapsToThree, .none, 300, 300, "76 36s 76 50s 76"),
        Row(.wrapsToThree, .oneToFive, nil, 700, "36 36 36 36 36"),
        Row(.wrapsToThree, .oneToFive, 0, 0, "36 36 36 36 36"),
        Row(.wrapsToThree, .oneToFive, .infinity, .infinity, "76 36s 76 50s 76"),
        Row(.wrapsToThree, .oneToFive, 300, 300, "76 36s 76 50s 76"),
        Row(.wrapsToThree, .threeOrMore, nil, 700, "76 76 76 76 76"),
        Row(.wrapsToThree, .threeOrMore, 0, 0, "76 76 76 76 76"),
        Row(.wrapsToThree, .threeOrMore, .infinity, .infinity, "76 76 76 76 76"),
        Row(.wrapsToThree, .threeOrMore, 300, 300, "76 76 76 76 76"),
        Row(.wrapsToThree, .upToFour, nil, 700, "36 36 36 36 36"),
        Row(.wrapsToThree, .upToFour, 0, 0, "36 36 36 36 36"),
        Row(.wrapsToThree, .upToFour, .infinity, .infinity, "76 36s 76 50s 76"),
        Row(.wrapsToThree, .upToFour, 300, 300, "76 36s 76 50s 76"),
        Row(.wrapsToThree, .exactlyTwo, nil, 700, "56 56 56 56 56"),
        Row(.wrapsToThree, .exactlyTwo, 0, 0, "56 56 56 56 56"),
        Row(.wrapsToThree, .exactlyTwo, .infinity, .infinity, "56s 56s 56s 56s 56s"),
        Row(.wrapsToThree, .exactlyTwo, 300, 300, "56s 56s 56s 56s 56s"),

        Row(.twelveLines, .none, nil, 80, "256 36s 256 50s 256"),
        Row(.twelveLines, .none, 0, 0, "36 36 36 36 36"),
        Row(.twelveLines, .none, .infinity, .infinity, "256 36s 256 50s 256"),
        Row(.twelveLines, .none, 300, 300, "256 36s 256 50s 256"),
        Row(.twelveLines, .oneToFive, nil, 80, "116s 36s 116s 50s 116s"),
        Row(.twelveLines, .oneToFive, 0, 0, "36 36 36 36 36"),
        Row(.twelveLines, .oneToFive, .infinity, .infinity, "116s 36s 116s 50s 116s"),
        Row(.twelveLines, .oneToFive, 300, 300, "116s 36s 116s 50s 116s"),
        Row(.twelveLines, .threeOrMore, nil, 80, "256 76s 256 76s 256"),
        Row(.twelveLines, .threeOrMore, 0, 0, "76 76 76 76 76"),
        Row(.twelveLines, .threeOrMore, .infinity, .infinity, "256 76s 256 76s 256"),
        Row(.twelveLines, .threeOrMore, 300, 300, "256 76s 256 76s 256"),
        Row(.twelveLines, .upToFour, nil, 80, "96s 36s 96s 50s 96s"),
        Row(.twelveLines, .upToFour, 0, 0, "36 36 36 36 36"),
        Row(.twelveLines, .upToFour, .infinity, .infinity, "96s 36s 96s 50s 96s"),
        Row(.twelveLines, .upToFour, 300, 300, "96s 36s 96s 50s 96s"),
        Row(.twelveLines, .exactlyTwo, nil, 80, "56s 56s 56s 56s 56s"),
        Row(.twelveLines, .exactlyTwo, 0, 0, "56 56 56 56 56"),
        Row(.twelveLines, .exactlyTwo, .infinity, .infinity, "56s 56s 56s 56s 56s"),
        Row(.twelveLines, .exactlyTwo, 300, 300, "56s 56s 56s 56s 56s"),
    ]

    static func view(_ text: Text, _ limit: Limit) -> HeadlessGrowingTextView {
        HeadlessGrowingTextView(
            text: text.rawValue,
            minimumLines: limit.lines.minimum,
            maximumLines: limit.lines.maximum,
            metrics: HeadlessTextMetrics(characterAdvance: 10, lineHeight: 20)
        )
    }

    @Test("the table covers every text, limit and width once")
    func coverage() {
        #expect(Self.table.count == 3 * 5 * 4)
        #expect(Set(Self.table.map(\.testDescription)).count == Self.table.count)
    }

    @Test("each proposal's size and whether the view scrolls", arguments: table)
    func row(_ row: Row) {
        let view = Self.view(row.text, row.limit)
        if row.width != nil {
            _ = view.sizeThatFits(ProposedSize(width: 300, height: nil))  // placed once, as after a first layout pass
        }
        var answers: [String] = []
        for height in Self.heights {
            let size = view.sizeThatFits(ProposedSize(width: row.width, height: height))
            #expect(size.width == row.answerWidth, "height \(height.map { LengthText.string($0) } ?? "nil")")
            answers.append(LengthText.string(size.height) + (view.scrolls ? "s" : ""))
        }
        #expect(answers.joined(separator: " ") == row.cells)
    }

    @Test(
        "once placed at 300, a nil width answers as 300 does, without measuring",
        arguments: table.filter { $0.width == 300 }
    )
    func idealAfterPlacement(_ row: Row) {
        let view = Self.view(row.text, row.limit)
        for height in Self.heights {
            let placed = view.sizeThatFits(ProposedSize(width: 300, height: height))
            let placedScrolls = view.scrolls
            #expect(view.sizeThatFits(ProposedSize(width: nil, height: height)) == placed)
            #expect(view.scrolls == placedScrolls)
        }
        #expect(view.measurementCount == 1)
    }

    @Test("the wrapping the table relies on")
    func wrapping() {
        let view = Self.view(.wrapsToThree, .none)
        #expect(view.lines(width: 300) == ["Running late, sorry! Save me", "a seat by the window and", "order the soup."])
        #expect(view.lines(width: nil).count == 1)
        #expect(Self.view(.twelveLines, .none).lines(width: 300).count == 12)
        #expect(Self.view(.oneLine, .none).measure(width: nil) == CGSize(width: 60, height: 36))
    }

    @Test("side insets narrow the wrapping width; top and bottom insets add to every height")
    func insets() {
        let view = HeadlessGrowingTextView(
            text: Text.wrapsToThree.rawValue,
            maximumLines: 3,
            metrics: HeadlessTextMetrics(characterAdvance: 10, lineHeight: 20),
            insets: HeadlessTextInsets(top: 12, left: 30, bottom: 12, right: 30)
        )
        // 300 - 60 of insets - 10 of padding: 23 characters a line, four lines.
        #expect(view.lines(width: 300).count == 4)
        #expect(view.measure(width: 300).height == 104)  // 4 × 20 + 12 + 12
        #expect(view.sizeThatFits(ProposedSize(width: 300, height: nil)) == CGSize(width: 300, height: 84))
        #expect(view.scrolls)
        #expect(view.sizeThatFits(ProposedSize(width: 300, height: 0)).height == 44)
    }

    @Test("an empty view is its minimum lines high, its caret's line at least")
    func empty() {
        #expect(Self.view(.oneLine, .none).measure(width: 300).height == 36)
        let empty = HeadlessGrowingTextView(minimumLines: 3, metrics: HeadlessTextMetrics(characterAdvance: 10, lineHeight: 20))
        #expect(empty.sizeThatFits(ProposedSize(width: 300, height: nil)) == CGSize(width: 300, height: 76))
        #expect(!empty.scrolls)
    }

    @Test("before any finite width, an ∞ probe answers the minimum lines without measuring")
    func infinityFirst() {
        let view = Self.view(.twelveLines, .oneToFive)
        #expect(view.sizeThatFits(ProposedSize(width: .infinity, height: nil)) == CGSize(width: CGFloat.infinity, height: 36))
        #expect(view.measurementCount == 0)
    }

    @Test("growing line by line to 5 lines under .fixedSize vertically, then scrolling")
    func growsThenScrolls() {
        let view = HeadlessGrowingTextView(maximumLines: 5, metrics: HeadlessTextMetrics(characterAdvance: 10, lineHeight: 20))
        var heights: [String] = []
        for line in 1...7 {
            view.type(line == 1 ? "line 1" : "\nline \(line)")
            let size = view.sizeThatFits(ProposedSize(width: 300, height: nil))
            heights.append(LengthText.string(size.height) + (view.scrolls ? "s" : ""))
        }
        #expect(heights == ["36", "56", "76", "96", "116", "116s", "116s"])
    }
}

import BridgeCore
import BridgeDoubles
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing

@Suite("Headless text measurer")
struct HeadlessTextTests {
    let metrics = HeadlessTextMetrics(characterAdvance: 10, lineHeight: 20)

    @Test("greedy word wrap keeps words whole")
    func greedyWrap() {
        #expect(metrics.lines(of: "hello big world", width: 90) == ["hello big", "world"])
        #expect(metrics.lines(of: "hello big world", width: 150) == ["hello big world"])
        #expect(metrics.lines(of: "hello big world", width: 149) == ["hello big", "world"])
    }

    @Test("no width, or an infinite one, never wraps", arguments: [nil, CGFloat.infinity])
    func noWrap(width: CGFloat?) {
        #expect(metrics.lines(of: "a b c d e f", width: width) == ["a b c d e f"])
    }

    @Test("CJK may break between any two characters")
    func cjkBreaksAnywhere() {
        #expect(metrics.lines(of: "你好世界和平", width: 40) == ["你好世界", "和平"])
        #expect(metrics.lines(of: "在 SwiftUI 中使用", width: 100) == ["在 SwiftUI", "中使用"])
    }

    @Test("a word longer than the line breaks between characters")
    func longWord() {
        #expect(metrics.lines(of: "abcdefghij xy", width: 40) == ["abcd", "efgh", "ij", "xy"])
    }

    @Test("explicit newlines always break, empty lines included")
    func newlines() {
        #expect(metrics.lines(of: "one\n\ntwo", width: 1000) == ["one", "", "two"])
    }

    @Test("a width narrower than one character still places one character per line")
    func tinyWidth() {
        #expect(metrics.lines(of: "abc", width: 1) == ["a", "b", "c"])
        #expect(metrics.lines(of: "abc", width: 0) == ["a", "b", "c"])
    }

    @Test("emoji and combining marks count as one character each")
    func graphemes() {
        #expect(metrics.size(of: "👨‍👩‍👧🇨🇳é", width: nil) == CGSize(width: 30, height: 20))
    }

    @Test("size is the longest line by the number of lines; empty text is zero")
    func size() {
        #expect(metrics.size(of: "hello big world", width: 90) == CGSize(width: 90, height: 40))
        #expect(metrics.size(of: "", width: 90) == .zero)
    }

    @Test("a label limited to two lines stops there")
    @MainActor
    func numberOfLines() {
        let label = HeadlessLabel(text: "one two three four", numberOfLines: 2, metrics: metrics)
        #expect(label.lines(width: 50) == ["one", "two"])
        #expect(label.fittingSize(CGSize(width: 50, height: 0), horizontalPriority: .required, verticalPriority: .fittingSizeLevel)
            == CGSize(width: 50, height: 40))
    }
}

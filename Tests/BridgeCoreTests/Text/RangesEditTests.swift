import BridgeCore
import BridgeDoubles
import Foundation
import Testing

/// iOS 26 proposes an edit of several ranges (typing over a selection of
/// bidirectional text); UIKit puts the replacement at one range of its choosing
/// and deletes the others. The rules judge that edit, asked through the new
/// method or, for a delegate without it, through the old one with the union.
@Suite struct RangesEditTests {

    private static let b = NSRange(location: 1, length: 1)
    private static let e = NSRange(location: 4, length: 1)

    private func editing(_ model: String, rules: TextInputRules = TextInputRules()) -> HeadlessTextView {
        var view = HeadlessTextView(model: model, rules: rules)
        view.tap()
        view.clearLog()
        return view
    }

    @Test(arguments: [HeadlessTextView.RangesDelegate.ranges, .union], [0, 1])
    func anAllowedEditReachesTheBindingOnce(delegate: HeadlessTextView.RangesDelegate, chosen: Int) {
        var view = editing("abcdef")
        view.replace(ranges: [Self.b, Self.e], with: "X", asking: delegate, chosen: chosen)
        let expected = chosen == 0 ? "aXcdf" : "acdXf"
        #expect(view.text == expected)
        #expect(view.model == expected)
        #expect(view.log == ["binding ← \(expected)"])
    }

    @Test(arguments: [HeadlessTextView.RangesDelegate.ranges, .union])
    func deletingSeveralRanges(delegate: HeadlessTextView.RangesDelegate) {
        var view = editing("abcdef", rules: TextInputRules(maxLength: 6))
        view.replace(ranges: [Self.b, Self.e], with: "", asking: delegate)
        #expect(view.model == "acdf")
        #expect(view.text == "acdf")
    }

    /// The union "bcde" leaves room for "XYZ"; the edit UIKit applies does not.
    @Test(arguments: [HeadlessTextView.RangesDelegate.ranges, .union])
    func theLimitJudgesTheEditUIKitApplies(delegate: HeadlessTextView.RangesDelegate) {
        var view = editing("abcdef", rules: TextInputRules(maxLength: 6))
        view.replace(ranges: [Self.b, Self.e], with: "XYZ", asking: delegate)
        #expect(view.text == "abcdef")
        #expect(view.model == "abcdef")
        #expect(view.bindingWrites == 0)
    }

    @Test(arguments: [HeadlessTextView.RangesDelegate.ranges, .union])
    func theFilterDropsWhatItDoesNotAllow(delegate: HeadlessTextView.RangesDelegate) {
        var view = editing("abcdef", rules: TextInputRules(allowedCharacters: .letters))
        view.replace(ranges: [Self.b, Self.e], with: "X1", asking: delegate)
        #expect(view.text == "aXcdf")
        #expect(view.model == "aXcdf")
    }

    @Test func oneRangeIsAnOrdinaryEdit() {
        var view = editing("ab", rules: TextInputRules(maxLength: 3))
        view.replace(ranges: [NSRange(location: 2, length: 0)], with: "cd")
        #expect(view.model == "abc")
    }

    @Test func overlappingOrBadRangesAreRefused() {
        var view = editing("abcdef")
        view.replace(ranges: [NSRange(location: 1, length: 3), NSRange(location: 2, length: 2)], with: "X")
        view.replace(ranges: [NSRange(location: 1, length: 1), NSRange(location: 9, length: 1)], with: "X")
        #expect(view.text == "abcdef")
        #expect(view.bindingWrites == 0)
        #expect(view.log.count == 2)
    }

    @Test func aFieldTakesTheSameEdit() {
        var field = HeadlessTextField(model: "abcdef")
        field.tap()
        field.replace(ranges: [Self.b, Self.e], with: "X", chosen: 1)
        #expect(field.model == "acdXf")
    }
}

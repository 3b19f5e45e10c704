import BridgeKit
import SwiftUI
import UIKit

// The multi-line wrapper (`axis: .vertical`, issue 21): a `UITextView` on the
// field's text session, driven through `UITextInput`.
//
// UIKit behaviour these checks rely on (none is promised for `UITextInput`
// calls made in code, so each is an assumption the run checks):
// - `insertText(_:)` and `deleteBackward()` on a first-responder `UITextView`
//   ask `textView(_:shouldChangeTextIn:replacementText:)`, then call
//   `textViewDidChange(_:)`, as a keystroke does (Apple's delegate page: asked
//   "whenever the user types a new character or deletes an existing
//   character"; not documented for calls made in code). If the growth checks
//   fail with an empty binding, check this first.
// - `setMarkedText(_:selectedRange:)` calls `textViewDidChange(_:)` while
//   `markedTextRange` is set, and ending the composition calls it again.
// - Setting `selectedTextRange` calls `textViewDidChangeSelection(_:)`.
// - `invalidateIntrinsicContentSize()` makes SwiftUI ask `sizeThatFits` again.

extension HostedTextInput where Input == UITextView {
    /// The text view's height in lines of its font, to the nearest line (0 without a font).
    var lines: Int {
        guard let font = field.font else { return 0 }
        return Int((field.bounds.height / font.lineHeight).rounded())
    }

    /// Whether the caret's rectangle lies within the visible bounds (`bounds.origin` is the content offset).
    var caretInSight: Bool {
        guard let end = field.selectedTextRange?.end else { return false }
        return field.bounds.insetBy(dx: -2, dy: -2).contains(field.caretRect(for: end))
    }
}

extension DeviceChecks {
    private static func growingTextView(_ check: DeviceCheckContext, _ text: String = "",
                                        _ limit: ClosedRange<Int> = 1...5) async throws -> HostedCheckTextView {
        try await HostedCheckTextView.make(check, CheckTextModel(text)) { model in
            check.bridged { TextFieldWrapper("message", text: model.binding, axis: .vertical).lineLimit(limit) }
                naive: { HandWrittenTextView(text: model.binding).lineLimit(limit) }
        }
    }

    static let textViewGrowthChecks: [DeviceCheck] = [
        // One line empty; a line per newline; five lines then scrolling; back
        // down as text is deleted, scrolling off again.
        DeviceCheck("growsWithItsTextBetweenTheLineLimitsThenScrolls", feature: "Multi-line text",
                    control: .handWrittenTextView) { check in
            let input = try await growingTextView(check)
            try await check.waitUntil("one line high while empty") { input.lines == 1 }
            check.expect(!input.field.isScrollEnabled, "scrolling is on while empty")
            input.field.insertText("1\n2\n3\n4")
            try await check.waitUntil("four lines high, binding written") { input.lines == 4 && input.model.text == "1\n2\n3\n4" }
            check.expect(!input.field.isScrollEnabled, "scrolling is on at four lines")
            input.field.insertText("\n5\n6\n7")
            try await check.waitUntil("five lines high and scrolling") { input.lines == 5 && input.field.isScrollEnabled }
            for _ in 0..<6 { input.field.deleteBackward() }   // "\n5\n6\n7" gone
            try await check.waitUntil("back to four lines, not scrolling") {
                input.model.text == "1\n2\n3\n4" && input.lines == 4 && !input.field.isScrollEnabled
            }
            for _ in 0..<6 { input.field.deleteBackward() }
            try await check.waitUntil("back to one line") { input.model.text == "1" && input.lines == 1 }
        },

        // The line typed past the limit is in sight: scrolling turns on at the
        // next layout, and the caret's line scrolls into view.
        DeviceCheck("theCaretStaysInSightWhenTheTextOutgrowsTheLimit", feature: "Multi-line text") { check in
            let input = try await growingTextView(check)
            input.field.insertText("1\n2\n3\n4\n5\n6\n7")
            try await check.waitUntil("scrolling with the caret in sight") { input.field.isScrollEnabled && input.caretInSight }
        },

        // Five lines high, the view cannot grow. A composition long enough to
        // wrap onto a sixth line writes nothing to the binding (so SwiftUI may
        // bring no update and the frame stays the five-line one): the view must
        // still turn scrolling on and bring the caret into sight. The binding
        // is required unchanged first, so the check is on that path.
        DeviceCheck("atTheLimitAComposedLineTurnsScrollingOn", feature: "Multi-line text") { check in
            let input = try await growingTextView(check, "1\n2\n3\n4\n5")
            try await check.waitUntil("five lines high") { input.lines == 5 }
            check.expect(!input.field.isScrollEnabled, "scrolling is on at exactly five lines")
            let end = input.field.endOfDocument
            input.field.selectedTextRange = input.field.textRange(from: end, to: end)
            let composed = String(repeating: "に", count: 60)   // wraps past the fifth line at any phone width
            input.field.setMarkedText(composed, selectedRange: NSRange(location: 60, length: 0))
            await check.turns(1)
            check.expect(input.model.text == "1\n2\n3\n4\n5", "the composition reached the binding: not the no-update path")
            try await check.waitUntil("scrolling on, still five lines, the caret in sight") {
                input.field.isScrollEnabled && input.lines == 5 && input.caretInSight
            }
            check.expect(input.model.text == "1\n2\n3\n4\n5", "the composition reached the binding")
        },

        // .disabled(true) while the view edits: it resigns (as a disabled field
        // does), can no longer be selected, and refuses focus.
        DeviceCheck("disablingWhileFocusedResignsAndRefusesFocus", feature: "Multi-line text") { check in
            let switchBox = DisabledSwitch()
            let input = try await HostedCheckTextView.make(check, CheckTextModel("hi")) { model in
                AnyView(TextFieldWrapper("message", text: model.binding, axis: .vertical).disabled(switchBox.isDisabled))
            }
            check.expect(input.field.isFirstResponder, "the text view is not first responder before disabling")
            switchBox.isDisabled = true
            await input.update()
            try await check.waitUntil("the text view resigned") { !input.field.isFirstResponder }
            check.expect(!input.field.isEditable, "still editable")
            check.expect(!input.field.isSelectable, "still selectable")
            check.expect(!input.field.becomeFirstResponder(), "took focus while disabled")
            check.expect(input.model.text == "hi", "the binding changed to \(input.model.text.debugDescription)")
        },

        DeviceCheck("aLowerLimitHoldsTheHeightWhileEmpty", feature: "Multi-line text", control: .handWrittenTextView) { check in
            let input = try await growingTextView(check, "", 3...5)
            try await check.waitUntil("three lines high while empty") { input.lines == 3 }
            check.expect(!input.field.isScrollEnabled, "scrolling is on while empty")
        },

        // A 10-point frame: with its height fixed, the view takes its text's
        // height for the proposed width, overflowing the frame, and does not scroll.
        DeviceCheck("fixedSizeVerticallyTakesTheTextsHeight", feature: "Multi-line text") { check in
            let input = try await HostedCheckTextView.make(check, CheckTextModel("1\n2\n3")) { model in
                AnyView(
                    TextFieldWrapper("notes", text: model.binding, axis: .vertical)
                        .fixedSize(horizontal: false, vertical: true)
                        .frame(height: 10)
                )
            }
            try await check.waitUntil("three lines high") { input.lines == 3 }
            let width = input.field.bounds.width
            try check.require(width > 0, "the text view has no width")
            // UITextView's own measurement, which GrowingTextView does not override.
            let text = input.field.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
            check.expect(abs(input.field.bounds.height - text.height) <= 1,
                         "height \(input.field.bounds.height), the text's \(text.height)")
            check.expect(!input.field.isScrollEnabled, "scrolling is on")
        },

        // The placeholder is a label among the text view's subviews (not public API).
        DeviceCheck("thePlaceholderShowsOnlyWhileNothingIsTypedOrComposed", feature: "Multi-line text") { check in
            let input = try await growingTextView(check)
            let placeholder = try check.require(input.field.placeholderLabel("message"), "no placeholder label")
            check.expect(!placeholder.isHidden, "the placeholder is hidden while empty")
            input.field.insertText("Hi")
            try await check.waitUntil("the placeholder hides once typed") { placeholder.isHidden }
            input.field.deleteBackward()
            input.field.deleteBackward()
            try await check.waitUntil("the placeholder shows again when emptied") { input.model.text == "" && !placeholder.isHidden }
            input.field.setMarkedText("に", selectedRange: NSRange(location: 1, length: 0))
            try await check.waitUntil("the placeholder hides during a composition") {
                input.field.markedTextRange != nil && placeholder.isHidden
            }
            input.field.unmarkText()
            input.field.deleteBackward()
            try await check.waitUntil("the placeholder shows once the composed text is gone") {
                input.field.text == "" && !placeholder.isHidden
            }
        },
    ]
}

/// A flag the hosted view reads when it is rebuilt.
@MainActor
private final class DisabledSwitch {
    var isDisabled = false
}

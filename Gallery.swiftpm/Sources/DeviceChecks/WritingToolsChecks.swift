import BridgeKit
import SwiftUI
import UIKit

// Writing Tools settings and state (iOS 18), the iOS 26 several-range delegate
// methods, app writes under marked text, and the length limit a text view's
// edits meet outside a session: what a simulator can show. A
// Writing Tools session itself needs Apple Intelligence on a device; the Linux
// tests play it on the doubles (WritingToolsTests).
/// Two fields under SwiftUI's `writingToolsBehavior(.limited)` (iOS 18): one
/// with the wrapper's own `.none`, one without.
private struct WritingToolsForm: View {
    let model: CheckTextModel

    var body: some View {
        let form = VStack {
            TextFieldWrapper("code", text: .constant("")).writingToolsBehavior(.none)
            TextFieldWrapper("title", text: model.binding)
        }
        #if canImport(SwiftUI, _version: 6.0)
        if #available(iOS 18.0, *) {
            return AnyView(form.writingToolsBehavior(WritingToolsBehavior.limited))
        }
        #endif
        return AnyView(form)
    }
}

extension DeviceChecks {
    /// The wrapper's text view; a control's, the hand-written text view that
    /// cuts its text to `maxLength` after each change (`truncatingTextView`).
    private static func writingToolsTextView(_ check: DeviceCheckContext, _ model: CheckTextModel = CheckTextModel(),
                                             maxLength: Int? = nil) async throws -> HostedCheckTextView {
        try await HostedCheckTextView.make(check, model) { model in
            check.bridged {
                TextFieldWrapper("notes", text: model.binding, axis: .vertical)
                    .maxLength(maxLength)
                    .writingToolsBehavior(.limited)
                    .allowedWritingToolsResultOptions([.plainText, .table])
            } naive: {
                HandWrittenDelegateTextView(text: model.binding, edit: maxLength.map(cutToLength))
            }
        }
    }

    static let writingToolsChecks: [DeviceCheck] = [
        DeviceCheck("writingToolsSettingsReachTheViews", feature: "Writing Tools", configuration: true) { check in
            let model = CheckTextModel()
            let input = try await writingToolsTextView(check, model)
            input.field.insertText("Hi")
            try await check.waitUntil("binding is Hi") { model.text == "Hi" }
            #if canImport(SwiftUI, _version: 6.0)
            if #available(iOS 18.0, *) {
                check.expect(input.field.writingToolsBehavior == .limited, "behavior \(input.field.writingToolsBehavior.rawValue)")
                // A text view throws for tables: the wrapper drops them.
                check.expect(input.field.allowedWritingToolsResultOptions == .plainText,
                             "options \(input.field.allowedWritingToolsResultOptions.rawValue)")
                check.expect(!input.field.isWritingToolsActive, "Writing Tools active outside a session")
            }
            #endif
        },
        DeviceCheck("swiftUIsWritingToolsBehaviorReachesAWrapper", feature: "Writing Tools", configuration: true) { check in
            let model = CheckTextModel()
            let hosted = try await check.host(WritingToolsForm(model: model))
            let code = try check.require(hosted.first(UITextField.self, placeholder: "code"), "no field \"code\"")
            let title = try check.require(hosted.first(UITextField.self, placeholder: "title"), "no field \"title\"")
            try check.require(title.becomeFirstResponder(), "title did not become first responder")
            title.insertText("A1")
            try await check.waitUntil("binding is A1") { model.text == "A1" }
            #if canImport(SwiftUI, _version: 6.0)
            if #available(iOS 18.0, *) {
                // SwiftUI's environment reaches a wrapper without its own value;
                // the wrapper's own modifier wins over it.
                check.expect(title.writingToolsBehavior == .limited, "title \(title.writingToolsBehavior.rawValue)")
                check.expect(code.writingToolsBehavior == UIWritingToolsBehavior.none, "code \(code.writingToolsBehavior.rawValue)")
            }
            #endif
        },
        // Calls the delegate method itself: it checks BridgeKit's judgement of
        // several ranges, not what UIKit sends (issue 37, item 10). A selection
        // of several ranges in code: `returnOverSeveralSelectedRangesSubmits`.
        DeviceCheck("theDelegateJudgesSeveralRangesAsUIKitAppliesThem", feature: "Writing Tools") { check in
            let model = CheckTextModel("abcdef")
            let input = try await writingToolsTextView(check, model, maxLength: 6)
            let delegate = try check.require(input.field.delegate, "no delegate")
            let b = NSValue(range: NSRange(location: 1, length: 1)), e = NSValue(range: NSRange(location: 4, length: 1))
            // The iOS 26 method exists in the iOS 26 SDK (SwiftUI 7) and later.
            #if canImport(SwiftUI, _version: 7.0)
            if #available(iOS 26.0, *) {
                // UIKit asks with every range; "XYZ" in place of b and e is 7 characters.
                let tooLong = delegate.textView?(input.field, shouldChangeTextInRanges: [b, e], replacementText: "XYZ")
                check.expect(tooLong == false, "XYZ over b and e answered \(String(describing: tooLong))")
                let fits = delegate.textView?(input.field, shouldChangeTextInRanges: [b, e], replacementText: "X")
                check.expect(fits == true, "X over b and e answered \(String(describing: fits))")
                check.expect(input.field.text == "abcdef", "text \(input.field.text ?? "nil")")
                return
            }
            #endif
            _ = (b, e)
            let fits = delegate.textView?(input.field, shouldChangeTextIn: NSRange(location: 1, length: 4), replacementText: "X")
            check.expect(fits == true, "X over bcde answered \(String(describing: fits))")
            check.expect(input.field.text == "abcdef", "text \(input.field.text ?? "nil")")
        },
        DeviceCheck("anAppWriteUnderMarkedTextEndsItFirst", feature: "Writing Tools") { check in
            let model = CheckTextModel("ab")
            let input = try await writingToolsTextView(check, model)
            input.field.setMarkedText("ni", selectedRange: NSRange(location: 2, length: 0))
            try await check.waitUntil("marked text shows") { input.field.markedTextRange != nil }
            model.text = "xyz"
            await input.update()
            try await check.waitUntil("the view shows xyz") { input.field.text == "xyz" }
            check.expect(input.field.markedTextRange == nil, "marked text survived the write")
            input.field.insertText("!")
            try await check.waitUntil("binding is xyz!") { model.text == "xyz!" }
            await check.turns(2)
            check.expect(input.field.text == "xyz!", "the old composition came back: \(input.field.text ?? "nil")")
        },

        // Outside a Writing Tools session (allowed, none running: the state a
        // missed session end must not leave behind) the limit holds in a text
        // view as it holds for a field's rewrite (WritingTools.md): a
        // replacement of the selection that does not fit is refused whole, no
        // text before or after it lost, the selection kept; one that fits goes
        // in. Driven by `insertText(_:)` over the selection, which asks the
        // delegate as every text-view check here assumes (whether a
        // `replace(_:withText:)` from code asks it, Apple does not say).
        // Control: the hand-written limit, which lets UIKit apply the edit and
        // cuts the text's end.
        DeviceCheck("aTextViewRefusesAReplacementThatDoesNotFitWhole", feature: "Writing Tools",
                    control: .truncatingTextView) { check in
            let model = CheckTextModel("See you soon")
            let input = try await writingToolsTextView(check, model, maxLength: 12)
            let view = input.field
            try input.select(NSRange(location: 8, length: 4), check)             // "soon"
            await check.turns(2)
            view.insertText("tomorrow")                                          // over "soon": 16 characters in all
            await check.turns(3)
            check.expect(view.text == "See you soon", "the replacement went in: \(view.text.debugDescription)")
            check.expect(model.text == "See you soon", "the binding is \(model.text.debugDescription)")
            check.expect(input.selection == NSRange(location: 8, length: 4),
                         "the refusal left the selection at \(String(describing: input.selection)), not on soon")
            view.insertText("then")                                              // 12: it fits
            try await check.waitUntil("the binding is See you then") { model.text == "See you then" }
            check.expect(view.text == "See you then", "the view shows \(view.text.debugDescription)")
        },

        // An insertion at the caret that does not fit is cut to what fits, where
        // it was typed: the text after the caret stays (TextInputRules: "an
        // insertion is cut to what fits rather than refused"; WritingTools.md:
        // a rewrite "inserted at the caret is cut"). Control: the hand-written
        // limit, which cuts the text's end instead.
        DeviceCheck("aTextViewCutsAnInsertionNotTheTextAfterIt", feature: "Writing Tools",
                    control: .truncatingTextView) { check in
            let model = CheckTextModel("abcdef")
            let input = try await writingToolsTextView(check, model, maxLength: 8)
            try input.select(NSRange(location: 3, length: 0), check)             // abc|def
            await check.turns(2)
            input.field.insertText("XYZ")                                        // room for two
            try await check.waitUntil("the binding is abcXYdef (\(model.text.debugDescription))") { model.text == "abcXYdef" }
            check.expect(input.field.text == "abcXYdef", "the view shows \(input.field.text.debugDescription)")
            check.expect(input.caret == 5, "the caret is at \(String(describing: input.caret)), not after XY")
        },
    ]
}

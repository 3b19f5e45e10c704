import BridgeKit
import SwiftUI
import UIKit

extension DeviceChecks {
    /// Issue 37's items 3, 4, 5 and 7 on the real UIKit views (item 1:
    /// `aReplacementThatDoesNotFitIsRefusedWhole`). Writing Tools
    /// (item 2) cannot be started from code and a pan cannot be synthesized
    /// without private API (item 6): VERIFICATION.md lists them as manual steps.
    static let thirdReadChecks: [DeviceCheck] = [
        // 3: iOS 26: a selection of several ranges; Return goes to the
        // several-range delegate method. Where UIKit merges the ranges into
        // one, the one-range path runs and the check cannot tell the fix.
        DeviceCheck("returnOverSeveralSelectedRangesSubmits", feature: "Multi-line text") { check in
            let input = try await HostedCheckTextView.make(check, CheckTextModel("abc def")) { model in
                AnyView(
                    TextFieldWrapper("message", text: model.binding, axis: .vertical)
                        .submitsOnReturn()
                        .onBridgedSubmit { model.commits.append(model.text) }
                )
            }
            #if canImport(SwiftUI, _version: 7.0)
            if #available(iOS 26.0, *) {
                input.field.selectedRanges = [NSRange(location: 0, length: 1), NSRange(location: 4, length: 1)]
                await check.turns(1)
                input.field.insertText("\n")
                try await check.waitUntil("Return submitted (\(input.model.commits))") { input.model.commits == ["abc def"] }
                check.expect(input.field.text == "abc def", "the newline went in: \(input.field.text.debugDescription)")
                check.expect(input.field.isFirstResponder, "the composer lost the keyboard")
                return
            }
            #endif
            _ = input
        },

        // 4: select-all on focus, set before editing: the field and the
        // binding both end on the app's range, not on UIKit's caret.
        DeviceCheck("anAppSelectionSetBeforeEditingEndsInFieldAndBinding", feature: "Text field",
                    control: .handWrittenTextField) { check in
            let selection = CheckSelectionModel()
            let text = "hello"
            selection.value = TextFieldSelection(range: text.startIndex..<text.endIndex)
            let model = CheckTextModel(text)
            let hosted = try await check.host(check.bridged { TextFieldWrapper("name", text: model.binding, selection: selection.binding) }
                                              naive: { HandWrittenTextField(placeholder: "name", text: model.binding) })
            let field = try check.require(hosted.first(UITextField.self), "no UITextField")
            try check.require(field.becomeFirstResponder(), "the field did not become first responder")
            await check.turns(3)
            let range = field.selectedTextRange.map {
                NSRange(location: field.offset(from: field.beginningOfDocument, to: $0.start), length: field.offset(from: $0.start, to: $0.end))
            }
            check.expect(range == NSRange(location: 0, length: 5), "the field selects \(String(describing: range))")
            check.expect(utf16Range(selection.value, in: model.text) == NSRange(location: 0, length: 5),
                         "the binding holds \(String(describing: utf16Range(selection.value, in: model.text)))")
        },

        // 5: a TextEditor inside `dismissesKeyboardOnDrag()` keeps the mode
        // SwiftUI gives it by default; before, the modifier's
        // `.immediately` reached it and scrolling it dismissed the keyboard.
        // Reads the UIKit value SwiftUI resolved, not one BridgeKit writes.
        DeviceCheck("aTextEditorInsideDragDismissalIsNotSetToDismissOnScroll", feature: "Keyboard",
                    configuration: true) { check in
            let model = CheckTextModel(String(repeating: "line\n", count: 60))
            let hosted = try await check.host(
                VStack { TextEditor(text: model.binding) }.dismissesKeyboardOnDrag())
            let editor = try check.require(hosted.first(UITextView.self), "no UITextView behind the TextEditor")
            try check.require(editor.becomeFirstResponder(), "the editor did not become first responder")
            await check.turns(2)
            check.expect(editor.keyboardDismissMode != .onDrag,
                         "the TextEditor dismisses the keyboard as it scrolls (keyboardDismissMode \(editor.keyboardDismissMode.rawValue))")
        },

        // 7: a spinner left running as the list leaves the window (a tab
        // switch, a push) and comes back: UIKit removed its animation, and
        // BridgeKit begins it afresh. Reads the layers' animations (public
        // `CALayer.animationKeys()`), after first requiring them while it spins.
        DeviceCheck("aSpinnerThatLeftTheWindowTurnsWhenBack", feature: "Pull to refresh",
                    control: .immediateRefreshControl) { check in
            let model = CheckRefreshModel()
            model.isRefreshing = true
            let list = List(0..<30, id: \.self) { Text("row \($0)") }
            let hosted = try await check.host(check.bridged { list.pullToRefresh(isRefreshing: model.binding) { } }
                                              naive: { list.naivePullToRefresh(isRefreshing: model.binding) { } })
            try await check.waitUntil("the control spins") {
                hosted.all(UIScrollView.self).contains { $0.refreshControl?.isRefreshing == true }
            }
            let scrollView = try check.require(hosted.all(UIScrollView.self).first { $0.refreshControl != nil }, "no control")
            let control = try check.require(scrollView.refreshControl, "no control")
            try check.require(hasAnimation(control.layer), "the instrument: a spinning control shows no layer animation")
            let root: UIView = hosted.host.view
            let parent = try check.require(root.superview, "the page is not in the window")
            root.removeFromSuperview()                   // what a tab switch or a push does to the list
            await check.turns(2)
            parent.addSubview(root)
            await check.turns(3)
            check.expect(control.isRefreshing, "the spinner ended though the refresh still runs")
            check.expect(hasAnimation(control.layer), "the spinner came back frozen: no animation in its layers")
        },

        // 9: asked for its ideal width (`.fixedSize()`, a horizontal scroll
        // view), a bound slider or progress view is as wide as SwiftUI's own
        // Slider or ProgressView in the same place, not 0 points. SwiftUI's
        // widths are read from SwiftUI (GeometryReader), the bridged ones from
        // UIKit (the views' bounds).
        DeviceCheck("aSliderAskedForItsIdealWidthIsAsWideAsSwiftUIs", feature: "Controls",
                    control: .plainRepresentable) { check in
            let widths = CheckWidths()
            @MainActor func slider() -> AnyView {
                check.bridged { BoundControl(0.5, CheckSlider()) { $0.value = Float($1) } }
                    naive: { UnsizedRepresentable(make: { CheckSlider() }) { $0.value = 0.5 } }
            }
            let hosted = try await check.host(
                VStack(spacing: 24) {
                    Slider(value: .constant(0.5)).fixedSize().recordingWidth("Slider", in: widths)
                    slider().fixedSize()
                    ProgressView(value: 0.5).progressViewStyle(.linear).fixedSize()
                        .recordingWidth("ProgressView", in: widths)
                    check.bridged { BoundControl(0.5, CheckProgressView()) { $0.progress = Float($1) } }
                        naive: { UnsizedRepresentable(make: { CheckProgressView() }) { $0.progress = 0.5 } }
                        .fixedSize()
                    ScrollView(.horizontal) {
                        HStack {
                            Slider(value: .constant(0.5)).recordingWidth("Slider in a scroll view", in: widths)
                            slider()
                        }
                    }
                },
                size: CGSize(width: 390, height: 500)
            )
            try await check.waitUntil("SwiftUI laid its own controls out (\(widths.widths))") { widths.widths.count == 3 }
            let sliders = hosted.all(CheckSlider.self)
            try check.require(sliders.count == 2, "\(sliders.count) bridged sliders, not 2")
            @MainActor func inScrollView(_ view: UIView) -> Bool {
                sequence(first: view, next: { $0.superview }).contains { $0 is UIScrollView }
            }
            let scrolled = try check.require(sliders.first(where: inScrollView), "no bridged slider in the scroll view")
            let fixed = try check.require(sliders.first { !inScrollView($0) }, "no bridged slider under .fixedSize()")
            let progress = try check.require(hosted.first(CheckProgressView.self), "no bridged UIProgressView")
            // SwiftUI's width is read again on each turn: the first one recorded may be passing.
            // A SwiftUI control under 1 point wide there would leave nothing to tell
            // apart from the 0-wide bridge: the check says so instead of passing.
            for (name, view) in [("Slider", fixed as UIView), ("ProgressView", progress), ("Slider in a scroll view", scrolled)] {
                try await check.waitUntil("the bridged \(name) is as wide as SwiftUI's (\(widths.widths[name] ?? -1)), which is at least 1 point; it is \(view.bounds.width)") {
                    widths.widths[name].map { $0 >= 1 && abs(view.bounds.width - $0) < 1 } ?? false
                }
            }
        },
    ]
}

/// Whether `layer` or a layer under it runs an animation.
@MainActor
func hasAnimation(_ layer: CALayer) -> Bool {
    !(layer.animationKeys() ?? []).isEmpty || (layer.sublayers ?? []).contains { hasAnimation($0) }
}

/// A slider and a progress view only the check makes, told apart from the
/// ones SwiftUI's own controls may hold.
final class CheckSlider: UISlider {}
final class CheckProgressView: UIProgressView {}

/// The widths SwiftUI gave the views a check measures, by name.
@MainActor
final class CheckWidths {
    var widths: [String: CGFloat] = [:]
}

extension View {
    /// Records the width SwiftUI lays this view out at in `widths[name]`,
    /// again whenever it changes.
    func recordingWidth(_ name: String, in widths: CheckWidths) -> some View {
        background(GeometryReader { proxy in
            let width = proxy.size.width
            Color.clear.task(id: width) { @MainActor in widths.widths[name] = width }
        })
    }
}

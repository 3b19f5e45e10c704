import BridgeKit
import SwiftUI
import UIKit

/// What a check reads and drives from outside a hosted view: the focus value
/// as the body last showed it, and the view's own `$focus` moves.
@MainActor
final class CheckFocusModel {
    enum Field: Hashable, Sendable { case name, email, phone, message }
    var rows: [Field] = [.name, .phone]
    var sent = 0
    var next: () -> Void = {}
    /// Writes the view's focus value, as app code does.
    var focus: (Field?) -> Void = { _ in }
    var dismissKeyboard: (() -> Void)?
    var path: [Int] = []
    var pathBinding: Binding<[Int]> { Binding(get: { self.path }, set: { self.path = $0 }) }
}

/// A `Double` a slider is bound to, and every value written to it.
@MainActor
final class CheckLevelModel {
    var value: Double
    var writes: [Double] = []
    init(_ value: Double) { self.value = value }
    var binding: Binding<Double> { Binding(get: { self.value }, set: { self.value = $0; self.writes.append($0) }) }
}

/// A form whose body shows the focus value in a `UILabel` (through
/// `BoundControl`), so a redraw is visible to the check.
struct FocusReadingForm: View {
    let model: CheckFocusModel
    @FieldFocusState private var focus: CheckFocusModel.Field?

    var body: some View {
        let shown = "\(focus.map { "\($0)" } ?? "nil")"
        VStack {
            BoundControl(shown, UILabel()) { label, text in label.text = text }
            ForEach(model.rows, id: \.self) { field in
                TextFieldWrapper("\(field)", text: .constant(""))
                    .focused($focus, equals: field)
            }
        }
        .onAppear { model.next = { $focus.focusNext() } }
    }
}

/// `FocusReadingForm` as an app writes it without BridgeKit (a control):
/// SwiftUI's `@FocusState` on hand-written representable fields.
private struct NaiveFocusReadingForm: View {
    let model: CheckFocusModel
    @FocusState private var focus: CheckFocusModel.Field?

    var body: some View {
        let shown = "\(focus.map { "\($0)" } ?? "nil")"
        VStack {
            BoundControl(shown, UILabel()) { label, text in label.text = text }
            ForEach(model.rows, id: \.self) { field in
                HandWrittenTextField(placeholder: "\(field)", text: .constant(""))
                    .focused($focus, equals: field)
            }
        }
    }
}

/// `ChatBox` without BridgeKit (a control): `.onSubmit` and `@FocusState`.
private struct NaiveChatBox: View {
    let model: CheckFocusModel
    @FocusState private var focus: CheckFocusModel.Field?

    var body: some View {
        HandWrittenTextField(placeholder: "message", text: .constant(""))
            .focused($focus, equals: .message)
            .onSubmit {
                model.sent += 1
                focus = .message
            }
    }
}

/// A chat box whose Return sends and keeps the keyboard.
private struct ChatBox: View {
    let model: CheckFocusModel
    @FieldFocusState private var focus: CheckFocusModel.Field?

    var body: some View {
        TextFieldWrapper("message", text: .constant(""))
            .focused($focus, equals: .message)
            .onBridgedSubmit {
                model.sent += 1
                focus = .message
            }
    }
}

/// A root page whose native field takes focus on appear, in a navigation stack
/// the check pushes onto and pops back to: with `.focusOnAppear`, or (`naive`,
/// a control) with SwiftUI's `.onAppear`, which runs again each time the root
/// appears, setting the focus after the half second apps wait (a focus written
/// in `onAppear` itself is often dropped, which would fail the control at its
/// first step instead of the one the check names).
private struct FocusOnAppearPage: View {
    let model: CheckFocusModel
    let naive: Bool
    @FocusState private var isFocused: Bool
    @State private var text = ""

    var body: some View {
        NavigationStack(path: model.pathBinding) {
            field.navigationDestination(for: Int.self) { Text("page \($0)") }
        }
    }

    @ViewBuilder private var field: some View {
        if naive {
            TextField("search", text: $text)
                .focused($isFocused)
                .onAppear {
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { isFocused = true }
                }
        } else {
            TextField("search", text: $text)
                .focused($isFocused)
                .focusOnAppear($isFocused)
        }
    }
}

/// A view that hands its `dismissKeyboard` to the check.
private struct DismissingView: View {
    let model: CheckFocusModel
    @Environment(\.dismissKeyboard) private var dismissKeyboard

    var body: some View {
        TextFieldWrapper("a", text: .constant(""))
            .onAppear { model.dismissKeyboard = { dismissKeyboard() } }
    }
}

extension DeviceChecks {
    /// The label showing a form's focus value.
    static func shownFocus<Content: View>(in hosted: HostedCheckWindow<Content>) -> String? {
        hosted.all(UILabel.self).first { label in
            !sequence(first: label as UIView, next: { $0.superview }).contains { $0 is UITextInput }
        }?.text
    }

    /// The text field whose placeholder is `name`.
    static func field<Content: View>(_ name: String, in hosted: HostedCheckWindow<Content>,
                                     _ check: DeviceCheckContext) throws -> UITextField {
        try check.require(hosted.first(UITextField.self, placeholder: name), "no field \"\(name)\"")
    }

    static let focusKeyboardControlsChecks: [DeviceCheck] = [
        DeviceCheck("aViewReadingTheFocusValueRedrawsAfterBecomeFirstResponder", feature: "Focus and keyboard",
                    control: .swiftUIFocusState) { check in
            let model = CheckFocusModel()
            let hosted = try await check.host(check.bridged { FocusReadingForm(model: model) } naive: { NaiveFocusReadingForm(model: model) })
            check.expect(shownFocus(in: hosted) == "nil", "the form starts showing \(shownFocus(in: hosted) ?? "no label")")
            check.expect(try field("phone", in: hosted, check).becomeFirstResponder(), "phone did not become first responder")
            try await check.waitUntil("the form shows phone") { shownFocus(in: hosted) == "phone" }
        },

        // Asking a second field whether it can become first responder (UIKit asks
        // textFieldShouldBeginEditing) must publish nothing. The check first sees
        // a real focus publish, so "nothing published" is not "nothing works".
        DeviceCheck("canBecomeFirstResponderOnASecondFieldLeavesTheFocusValueAlone", feature: "Focus and keyboard",
                    control: .swiftUIFocusState) { check in
            let model = CheckFocusModel()
            let hosted = try await check.host(check.bridged { FocusReadingForm(model: model) } naive: { NaiveFocusReadingForm(model: model) })
            let name = try field("name", in: hosted, check)
            check.expect(name.becomeFirstResponder(), "name did not become first responder")
            try await check.waitUntil("the form shows name") { shownFocus(in: hosted) == "name" }
            _ = try field("phone", in: hosted, check).canBecomeFirstResponder
            await check.expectThroughout("the form keeps showing name", for: .milliseconds(500)) {
                shownFocus(in: hosted) == "name" && name.isFirstResponder
            }
            check.expect(name.resignFirstResponder(), "name did not resign")
            try await check.waitUntil("the form shows nil") { shownFocus(in: hosted) == "nil" }
        },

        DeviceCheck("returnWithAHandlerThatKeepsFocusKeepsTheFieldFirstResponder", feature: "Focus and keyboard",
                    control: .swiftUIOnSubmit) { check in
            let model = CheckFocusModel()
            let hosted = try await check.host(check.bridged { ChatBox(model: model) } naive: { NaiveChatBox(model: model) })
            let message = try field("message", in: hosted, check)
            check.expect(message.becomeFirstResponder(), "message did not become first responder")
            await check.turns(1)
            _ = message.delegate?.textFieldShouldReturn?(message)
            try await check.waitUntil("the submit handler ran") { model.sent == 1 }
            await check.expectThroughout("the field stays first responder", for: .milliseconds(500)) { message.isFirstResponder }
        },

        DeviceCheck("anInsertedRowTakesItsPlaceInNextAndPreviousOrder", feature: "Focus and keyboard") { check in
            let model = CheckFocusModel()
            let hosted = try await check.host(FocusReadingForm(model: model))
            model.rows = [.name, .email, .phone]
            await hosted.update(FocusReadingForm(model: model))
            let email = try field("email", in: hosted, check)
            check.expect(try field("name", in: hosted, check).becomeFirstResponder(), "name did not become first responder")
            try await check.waitUntil("the form shows name") { shownFocus(in: hosted) == "name" }
            model.next()
            try await check.waitUntil("email (the inserted row) is first responder") { email.isFirstResponder }
        },

        // .focusOnAppear focuses once per identity: the check sees it focus, then
        // pushes a page and pops back (the root appears again) and requires that
        // the field does not take focus again.
        DeviceCheck("poppingBackDoesNotFocusAgain", feature: "Focus and keyboard",
                    control: .swiftUIOnAppearFocus) { check in
            let model = CheckFocusModel()
            let hosted = try await check.host(FocusOnAppearPage(model: model, naive: check.isControl))
            let field = try check.require(hosted.first(UITextField.self), "no UITextField")
            try await check.waitUntil("the field is focused on appear") { field.isFirstResponder }
            check.expect(field.resignFirstResponder(), "the field did not resign")
            model.path = [1]
            await hosted.update(FocusOnAppearPage(model: model, naive: check.isControl))
            try await check.waitUntil("the page is pushed (the root's field left the window)", timeout: .seconds(3)) {
                field.window == nil
            }
            model.path = []
            await hosted.update(FocusOnAppearPage(model: model, naive: check.isControl))
            try await check.waitUntil("popped back (a field is in the window)", timeout: .seconds(3)) {
                hosted.first(UITextField.self) != nil
            }
            await check.expectThroughout("no field takes focus again", for: .milliseconds(1500)) {
                !hosted.all(UITextField.self).contains { $0.isFirstResponder }
            }
        },

        DeviceCheck("aDisabledBoundControlIsNotEnabled", feature: "Controls", configuration: true) { check in
            @MainActor func control(disabled: Bool) -> some View {
                BoundControl(.constant(true), UISwitch(), events: .valueChanged,
                             currentValue: { $0.isOn }) { $0.isOn = $1 }
                    .disabled(disabled)
            }
            let hosted = try await check.host(control(disabled: false))
            let toggle = try check.require(hosted.first(UISwitch.self), "no UISwitch")
            check.expect(toggle.isEnabled, "the switch starts disabled")
            await hosted.update(control(disabled: true))
            try await check.waitUntil("the switch is disabled") { !toggle.isEnabled }
        },

        // A UISlider bound to a Double: appearing must not write the binding
        // (0.1 is not a Float, so a write-back of the slider's value would change
        // it and fire the app's onChange). The check then moves the slider as a
        // drag does, so "no write" is not "never writes".
        DeviceCheck("aSliderBoundToADoubleDoesNotWriteTheBindingOnAppear", feature: "Controls") { check in
            let level = CheckLevelModel(0.1)
            let hosted = try await check.host(
                BoundControl(level.binding, CheckSlider(), events: .valueChanged,
                             currentValue: { Double($0.value) }, write: { $0.value = Float($1) })
            )
            let slider = try check.require(hosted.first(CheckSlider.self), "no bound UISlider")
            await check.expectThroughout("the binding is not written on appear", for: .milliseconds(500)) {
                level.writes.isEmpty && level.value == 0.1
            }
            check.expect(abs(slider.value - 0.1) < 0.0001, "the slider shows \(slider.value), not 0.1")
            slider.value = 0.5
            slider.sendActions(for: .valueChanged)   // what a drag sends
            try await check.waitUntil("moving the slider writes 0.5") { level.writes == [0.5] }
        },

        // No touch (a call from code): the typing window is no longer key in its
        // scene, so its field keeps editing. The touched-window rule (Done in
        // Split View) needs a finger: README's manual step.
        DeviceCheck("dismissKeyboardWithNoTouchLeavesAFieldInAWindowNoLongerKey", feature: "Focus and keyboard") { check in
            let other = try await check.host(TextFieldWrapper("b", text: .constant("")))
            let editing = try field("b", in: other, check)
            check.expect(editing.becomeFirstResponder(), "b did not become first responder")
            let model = CheckFocusModel()
            _ = try await check.host(DismissingView(model: model))   // a second window, made key
            let dismissKeyboard = try check.require(model.dismissKeyboard, "the view's dismissKeyboard was not read")
            dismissKeyboard()
            await check.expectThroughout("the other window's field b keeps editing", for: .milliseconds(300)) {
                editing.isFirstResponder
            }
        },
    ]
}

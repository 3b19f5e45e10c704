import BridgeKit
import SwiftUI
import UIKit

/// What the check drives from outside the hosted form: the form's own `focus(_:)`.
@MainActor
final class MixedFocusModel {
    enum Field: Hashable, Sendable { case name, phone, notes }
    var focus: (Field?) -> Void = { _ in }
}

/// The article's `ShippingForm` (*Focusing text fields*, Recipes/RecipeFormExamples.swift),
/// instrumented: native fields on a `@FocusState`, a wrapped one on a
/// `@FieldFocusState`, bridged by writing only the state that owns the target.
/// A copy because the check needs what the article's form keeps private (its
/// `focus(_:)` from outside, both states shown in a `UILabel` as "native wrapped").
/// Keep `focus(_:)` as the article's.
struct MixedFocusForm: View {
    typealias Field = MixedFocusModel.Field
    let model: MixedFocusModel

    @State private var name = ""
    @State private var phone = ""
    @State private var notes = ""
    @FocusState private var nativeFocus: Field?
    @FieldFocusState private var wrappedFocus: Field?

    private func focus(_ field: Field?) {
        switch field {
        case .name, .notes:
            nativeFocus = field
        case .phone:
            wrappedFocus = .phone
        case nil:
            nativeFocus = nil
            wrappedFocus = nil
        }
    }

    var body: some View {
        let shown = "\(nativeFocus.map { "\($0)" } ?? "nil") \(wrappedFocus.map { "\($0)" } ?? "nil")"
        Form {
            BoundControl(shown, UILabel()) { label, text in label.text = text }
            TextField("Name", text: $name)
                .focused($nativeFocus, equals: .name)
                .submitLabel(.next)
                .onSubmit { focus(.phone) }
            TextFieldWrapper("Phone", text: $phone)
                .submitLabel(.next)
                .focused($wrappedFocus, equals: .phone)
                .onBridgedSubmit { focus(.notes) }
            TextField("Notes", text: $notes)          // one line: a UITextField, as Name
                .focused($nativeFocus, equals: .notes)
        }
        .onAppear { model.focus = { focus($0) } }
    }
}

/// The form without BridgeKit (a control): one SwiftUI `@FocusState` for all
/// three fields, Phone a hand-written representable. Shown as the article's
/// form shows its two states ("native wrapped").
private struct NaiveMixedFocusForm: View {
    typealias Field = MixedFocusModel.Field
    let model: MixedFocusModel
    @State private var name = ""
    @State private var phone = ""
    @State private var notes = ""
    @FocusState private var focus: Field?

    var body: some View {
        let native = focus == .phone ? nil : focus
        let wrapped = focus == .phone ? focus : nil
        let shown = "\(native.map { "\($0)" } ?? "nil") \(wrapped.map { "\($0)" } ?? "nil")"
        Form {
            BoundControl(shown, UILabel()) { label, text in label.text = text }
            TextField("Name", text: $name)
                .focused($focus, equals: .name)
                .submitLabel(.next)
                .onSubmit { focus = .phone }
            HandWrittenTextField(placeholder: "Phone", text: $phone)
                .focused($focus, equals: .phone)
                .onSubmit { focus = .notes }
            TextField("Notes", text: $notes)
                .focused($focus, equals: .notes)
        }
        .onAppear { model.focus = { focus = $0 } }
    }
}

// The bridge between SwiftUI's focus and BridgeKit's, on real UIKit fields.
// Relies on SwiftUI's one-line `TextField` being a `UITextField` whose
// placeholder is its title (iOS 16–18): a check fails with "no field" if not.
extension DeviceChecks {
    /// The field whose placeholder is `title`, native or wrapped.
    private static func mixedField(_ title: String, in hosted: HostedCheckWindow<AnyView>,
                                   _ check: DeviceCheckContext) throws -> UITextField {
        try check.require(hosted.all(UITextField.self).first {
            ($0.attributedPlaceholder?.string ?? $0.placeholder) == title
        }, "no field \"\(title)\"")
    }

    /// Which of the form's fields is first responder, by title.
    private static func mixedFirstResponder(in hosted: HostedCheckWindow<AnyView>) -> String? {
        hosted.all(UITextField.self).first(where: \.isFirstResponder)
            .map { $0.attributedPlaceholder?.string ?? $0.placeholder ?? "untitled" }
    }

    private static func hostMixedForm(_ check: DeviceCheckContext) async throws
        -> (MixedFocusModel, HostedCheckWindow<AnyView>) {
        let model = MixedFocusModel()
        let hosted = try await check.host(check.bridged { MixedFocusForm(model: model) } naive: { NaiveMixedFocusForm(model: model) })
        check.expect(shownFocus(in: hosted) == "nil nil", "the form starts showing \(shownFocus(in: hosted) ?? "no label")")
        return (model, hosted)
    }

    static let mixedFocusChecks: [DeviceCheck] = [
        DeviceCheck("aTapOnEachKindOfFieldReachesItsOwnState", feature: "Mixed focus", control: .swiftUIFocusState) { check in
            let (_, hosted) = try await hostMixedForm(check)
            check.expect(try mixedField("Name", in: hosted, check).becomeFirstResponder(), "Name did not become first responder")
            try await check.waitUntil("the form shows name nil") { shownFocus(in: hosted) == "name nil" }
            check.expect(try mixedField("Phone", in: hosted, check).becomeFirstResponder(), "Phone did not become first responder")
            try await check.waitUntil("the form shows nil phone") { shownFocus(in: hosted) == "nil phone" }
        },

        DeviceCheck("writingTheWrappedStateMovesFirstResponderFromANativeField", feature: "Mixed focus",
                    control: .swiftUIFocusState) { check in
            let (model, hosted) = try await hostMixedForm(check)
            check.expect(try mixedField("Name", in: hosted, check).becomeFirstResponder(), "Name did not become first responder")
            try await check.waitUntil("the form shows name nil") { shownFocus(in: hosted) == "name nil" }
            model.focus(.phone)
            try await check.waitUntil("Phone is first responder") { mixedFirstResponder(in: hosted) == "Phone" }
            try await check.waitUntil("the native state followed: nil phone") { shownFocus(in: hosted) == "nil phone" }
        },

        // Starts from a focus the check has seen published (nil phone), so the
        // native state's move is what moves first responder, not a leftover.
        DeviceCheck("writingTheNativeStateMovesFirstResponderFromTheWrappedField", feature: "Mixed focus") { check in
            let (model, hosted) = try await hostMixedForm(check)
            check.expect(try mixedField("Phone", in: hosted, check).becomeFirstResponder(), "Phone did not become first responder")
            try await check.waitUntil("the form shows nil phone") { shownFocus(in: hosted) == "nil phone" }
            model.focus(.notes)
            try await check.waitUntil("Notes is first responder") { mixedFirstResponder(in: hosted) == "Notes" }
            try await check.waitUntil("the wrapped state followed: notes nil") { shownFocus(in: hosted) == "notes nil" }
        },

        // The form showing nil phone is required of BridgeKit only: the
        // control's one @FocusState never hears of Phone (the step
        // aTapOnEachKindOfFieldReachesItsOwnState's control fails), and the
        // control must fail here at Return, which its .onSubmit never hears.
        DeviceCheck("returnOnTheWrappedFieldMovesToTheNextNativeField", feature: "Mixed focus",
                    control: .swiftUIOnSubmit) { check in
            let (_, hosted) = try await hostMixedForm(check)
            let phone = try mixedField("Phone", in: hosted, check)
            check.expect(phone.becomeFirstResponder(), "Phone did not become first responder")
            if !check.isControl {
                try await check.waitUntil("the form shows nil phone") { shownFocus(in: hosted) == "nil phone" }
            }
            _ = phone.delegate?.textFieldShouldReturn?(phone)
            // The wrapped field resigns first; SwiftUI focuses Notes at its next update.
            try await check.waitUntil("Notes is first responder") { mixedFirstResponder(in: hosted) == "Notes" }
        },

        // Phone is focused by a tap (becomeFirstResponder), so the control,
        // whose one @FocusState never hears of it, reaches the nil write (the
        // form showing nil phone is required of BridgeKit only, as above).
        DeviceCheck("writingNilToBothStatesLeavesNoFieldFirstResponder", feature: "Mixed focus",
                    control: .swiftUIFocusState) { check in
            let (model, hosted) = try await hostMixedForm(check)
            check.expect(try mixedField("Phone", in: hosted, check).becomeFirstResponder(), "Phone did not become first responder")
            try await check.waitUntil("Phone is first responder") { mixedFirstResponder(in: hosted) == "Phone" }
            if !check.isControl {
                try await check.waitUntil("the form shows nil phone") { shownFocus(in: hosted) == "nil phone" }
            }
            model.focus(nil)
            try await check.waitUntil("no field is first responder") { mixedFirstResponder(in: hosted) == nil }
            try await check.waitUntil("the form shows nil nil") { shownFocus(in: hosted) == "nil nil" }
            model.focus(.name)
            try await check.waitUntil("Name is first responder") { mixedFirstResponder(in: hosted) == "Name" }
            model.focus(nil)
            try await check.waitUntil("no field is first responder again") { mixedFirstResponder(in: hosted) == nil }
        },
    ]
}

#if canImport(UIKit) && canImport(SwiftUI)
import BridgeKit
import SwiftUI
import Testing
import UIKit

/// What the test drives from outside the hosted form: the form's own `focus(_:)`.
@MainActor
final class MixedFocusModel {
    enum Field: Hashable, Sendable { case name, phone, notes }
    var focus: (Field?) -> Void = { _ in }
}

/// The article's `ShippingForm` (*Focusing text fields*,
/// Gallery.swiftpm/Sources/Recipes/RecipeFormExamples.swift), instrumented: native
/// fields on a `@FocusState`, a wrapped one on a `@FieldFocusState`, bridged by
/// writing only the state that owns the target. A copy on purpose: this module cannot
/// import the gallery app, and the test needs what the article's form keeps private
/// (its `focus(_:)` from outside, both states shown in a `UILabel`, "native wrapped",
/// so the test reads them as the body last saw them). Keep `focus(_:)` as the article's.
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

/// The bridge between SwiftUI's focus and BridgeKit's, on real UIKit fields. Relies on
/// SwiftUI's one-line `TextField` being a `UITextField` whose placeholder is its title
/// (iOS 16–18), which is how the test tells the fields apart.
@MainActor @Suite("Native and wrapped fields sharing focus on UIKit")
struct MixedFocusDeviceTests {
    typealias Field = MixedFocusModel.Field

    /// The field whose placeholder is `title`, native or wrapped.
    static func field(_ title: String, in window: HostedWindow<MixedFocusForm>) throws -> UITextField {
        try #require(window.all(UITextField.self).first {
            ($0.attributedPlaceholder?.string ?? $0.placeholder) == title
        })
    }

    /// Both states as the body last read them: "native wrapped".
    static func shown(in window: HostedWindow<MixedFocusForm>) -> String? {
        window.first(UILabel.self)?.text
    }

    /// Every field of the form, by title, for "which one is first responder?".
    static func firstResponder(in window: HostedWindow<MixedFocusForm>) throws -> String? {
        for title in ["Name", "Phone", "Notes"] {
            let candidate = try field(title, in: window)
            if candidate.isFirstResponder { return title }
        }
        return nil
    }

    @Test func aTapOnEachKindOfFieldReachesItsOwnState() throws {
        let model = MixedFocusModel()
        let window = HostedWindow(MixedFocusForm(model: model))
        defer { window.close() }
        #expect(Self.shown(in: window) == "nil nil")
        #expect(try Self.field("Name", in: window).becomeFirstResponder())
        window.settle()
        #expect(Self.shown(in: window) == "name nil")
        #expect(try Self.field("Phone", in: window).becomeFirstResponder())
        window.settle()
        #expect(Self.shown(in: window) == "nil phone")
    }

    @Test func writingTheWrappedStateMovesFirstResponderFromANativeField() throws {
        let model = MixedFocusModel()
        let window = HostedWindow(MixedFocusForm(model: model))
        defer { window.close() }
        #expect(try Self.field("Name", in: window).becomeFirstResponder())
        window.settle()
        model.focus(.phone)
        window.settle()
        #expect(try Self.firstResponder(in: window) == "Phone")
        #expect(Self.shown(in: window) == "nil phone")   // the native state followed
    }

    @Test func writingTheNativeStateMovesFirstResponderFromTheWrappedField() throws {
        let model = MixedFocusModel()
        let window = HostedWindow(MixedFocusForm(model: model))
        defer { window.close() }
        #expect(try Self.field("Phone", in: window).becomeFirstResponder())
        window.settle()
        model.focus(.notes)
        window.settle()
        #expect(try Self.firstResponder(in: window) == "Notes")
        #expect(Self.shown(in: window) == "notes nil")   // the wrapped state followed
    }

    @Test func returnOnTheWrappedFieldMovesToTheNextNativeField() throws {
        let model = MixedFocusModel()
        let window = HostedWindow(MixedFocusForm(model: model))
        defer { window.close() }
        let phone = try Self.field("Phone", in: window)
        #expect(phone.becomeFirstResponder())
        window.settle()
        _ = phone.delegate?.textFieldShouldReturn?(phone)
        window.settle()   // the wrapped field resigns first; SwiftUI focuses Notes at its next update
        #expect(try Self.firstResponder(in: window) == "Notes")
    }

    @Test func writingNilToBothStatesLeavesNoFieldFirstResponder() throws {
        let model = MixedFocusModel()
        let window = HostedWindow(MixedFocusForm(model: model))
        defer { window.close() }
        model.focus(.phone)
        window.settle()
        #expect(try Self.firstResponder(in: window) == "Phone")
        model.focus(nil)
        window.settle()
        #expect(try Self.firstResponder(in: window) == nil)
        #expect(Self.shown(in: window) == "nil nil")
        model.focus(.name)
        window.settle()
        #expect(try Self.firstResponder(in: window) == "Name")
        model.focus(nil)
        window.settle()
        #expect(try Self.firstResponder(in: window) == nil)
    }
}
#endif

#if canImport(UIKit) && canImport(SwiftUI)
import BridgeKit
import SwiftUI
import Testing
import UIKit

/// What a test reads and drives from outside a hosted view: the focus value as
/// the body last showed it, and the view's own `$focus` moves.
@MainActor
final class FocusModel {
    enum Field: Hashable, Sendable { case name, email, phone, message }
    var rendered: [String] = []
    var rows: [Field] = [.name, .phone]
    var sent = 0
    var next: () -> Void = {}
    /// Writes the view's focus value, as app code does.
    var focus: (Field?) -> Void = { _ in }
    var dismissKeyboard: () -> Void = {}
    var path: [Int] = []
    var pathBinding: Binding<[Int]> { Binding(get: { self.path }, set: { self.path = $0 }) }
}

/// A form whose body shows the focus value in a `UILabel` (through
/// `BoundControl`), so a redraw is visible to the test.
struct FocusReadingForm: View {
    let model: FocusModel
    @FieldFocusState private var focus: FocusModel.Field?

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

/// A chat box whose Return sends and keeps the keyboard.
struct ChatBox: View {
    let model: FocusModel
    @FieldFocusState private var focus: FocusModel.Field?

    var body: some View {
        TextFieldWrapper("message", text: .constant(""))
            .focused($focus, equals: .message)
            .onBridgedSubmit {
                model.sent += 1
                focus = .message
            }
    }
}

/// A page with a field focused on appear, in a navigation stack.
struct FocusOnAppearPage: View {
    let model: FocusModel
    @FieldFocusState private var isFocused = true

    var body: some View {
        NavigationStack(path: model.pathBinding) {
            TextFieldWrapper("search", text: .constant(""))
                .focused($isFocused)
                .navigationDestination(for: Int.self) { Text("page \($0)") }
        }
    }
}

/// A view that hands its `dismissKeyboard` to the test.
struct DismissingView: View {
    let model: FocusModel
    @Environment(\.dismissKeyboard) private var dismissKeyboard

    var body: some View {
        TextFieldWrapper("a", text: .constant(""))
            .onAppear { model.dismissKeyboard = { dismissKeyboard() } }
    }
}

@MainActor @Suite("Focus, keyboard and bound controls on UIKit")
struct FocusKeyboardControlsDeviceTests {
    /// The label showing the form's focus value.
    static func shown(in window: HostedWindow<FocusReadingForm>) -> String? {
        window.first(UILabel.self)?.text
    }

    /// The wrapped field whose placeholder is `name`.
    static func field<Content: View>(_ name: String, in window: HostedWindow<Content>) throws -> UITextField {
        try #require(window.first(UITextField.self, placeholder: name))
    }

    @Test func aViewReadingTheFocusValueRedrawsAfterBecomeFirstResponder() throws {
        let model = FocusModel()
        let window = HostedWindow(FocusReadingForm(model: model))
        defer { window.close() }
        #expect(Self.shown(in: window) == "nil")
        #expect(try Self.field("phone", in: window).becomeFirstResponder())
        window.settle()
        #expect(Self.shown(in: window) == "phone")
    }

    @Test func canBecomeFirstResponderOnASecondFieldLeavesTheFocusValueAlone() throws {
        let model = FocusModel()
        let window = HostedWindow(FocusReadingForm(model: model))
        defer { window.close() }
        let name = try Self.field("name", in: window)
        #expect(name.becomeFirstResponder())
        _ = try Self.field("phone", in: window).canBecomeFirstResponder   // asks textFieldShouldBeginEditing
        #expect(name.resignFirstResponder())
        window.settle()
        #expect(Self.shown(in: window) == "nil")
    }

    @Test func returnWithAHandlerThatKeepsFocusKeepsTheFieldFirstResponder() throws {
        let model = FocusModel()
        let window = HostedWindow(ChatBox(model: model))
        defer { window.close() }
        let field = try Self.field("message", in: window)
        #expect(field.becomeFirstResponder())
        window.settle()
        _ = field.delegate?.textFieldShouldReturn?(field)
        window.settle()
        #expect(model.sent == 1)
        #expect(field.isFirstResponder)
    }

    @Test func anInsertedRowTakesItsPlaceInNextAndPreviousOrder() throws {
        let model = FocusModel()
        let window = HostedWindow(FocusReadingForm(model: model))
        defer { window.close() }
        model.rows = [.name, .email, .phone]
        window.update(FocusReadingForm(model: model))
        #expect(try Self.field("name", in: window).becomeFirstResponder())
        window.settle()
        model.next()
        window.settle()
        #expect(try Self.field("email", in: window).isFirstResponder)
    }

    @Test func poppingBackDoesNotFocusAgain() throws {
        let model = FocusModel()
        let window = HostedWindow(FocusOnAppearPage(model: model))
        defer { window.close() }
        let field = try Self.field("search", in: window)
        #expect(field.isFirstResponder)
        #expect(field.resignFirstResponder())
        model.path = [1]
        window.update(FocusOnAppearPage(model: model))
        model.path = []
        window.update(FocusOnAppearPage(model: model))
        window.settle(turns: 20)   // the pop's transition
        #expect(!field.isFirstResponder)
    }

    @Test func aDisabledBoundControlIsNotEnabled() throws {
        let window = HostedWindow(
            BoundControl(.constant(true), UISwitch(), events: .valueChanged,
                         currentValue: { $0.isOn }) { $0.isOn = $1 }
                .disabled(true)
        )
        defer { window.close() }
        let control = try #require(window.first(UISwitch.self))
        #expect(!control.isEnabled)
    }

    @Test func dismissKeyboardInOneWindowLeavesAnotherWindowsFieldEditing() throws {
        let other = HostedWindow(TextFieldWrapper("b", text: .constant("")))
        defer { other.close() }
        let editing = try Self.field("b", in: other)
        #expect(editing.becomeFirstResponder())
        let model = FocusModel()
        let window = HostedWindow(DismissingView(model: model))   // made key
        defer { window.close() }
        model.dismissKeyboard()
        other.settle()
        #expect(editing.isFirstResponder)
    }
}
#endif

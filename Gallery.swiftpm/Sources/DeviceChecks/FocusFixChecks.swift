import BridgeKit
import SwiftUI
import UIKit
import UIKit.UIGestureRecognizerSubclass

/// Issue 30, focus and keyboard: each check fails without its fix.
extension DeviceChecks {
    static let focusFixChecks: [DeviceCheck] = [
        // Item 6: a move waiting for a field not on screen is not where the next move starts.
        DeviceCheck("nextAfterAWaitingMoveStartsFromTheFocusedField", feature: "Focus") { check in
            let model = FocusFixModel()
            let hosted = try await check.host(WaitingMoveForm(model: model))
            let fields = hosted.all(UITextField.self)
            let two = try check.require(fields.first { $0.placeholder == "2" }, "no field 2")
            check.expect(two.becomeFirstResponder(), "field 2 did not become first responder")
            await check.turns(2)
            model.previous()   // field 1 is not in the form: waits, focus stays in 2
            await check.turns(2)
            check.expect(two.isFirstResponder, "the waiting move took focus from field 2")
            model.next()
            let three = try check.require(fields.first { $0.placeholder == "3" }, "no field 3")
            try await check.waitUntil("field 3 is first responder") { three.isFirstResponder }
        },
        // Item 5: focus on appear in a sheet, after the presentation (iOS 16 dropped it; iOS 17 raised it mid-slide).
        DeviceCheck("focusOnAppearInASheetFocusesAfterThePresentation", feature: "Focus",
                    control: .swiftUIOnAppearFocus) { check in
            let model = FocusFixModel()
            model.naive = check.isControl
            let hosted = try await check.host(SheetForm(model: model))
            model.present()
            try await check.waitUntil("the sheet's field is first responder", timeout: .seconds(4)) {
                hosted.all(UITextField.self).contains { $0.placeholder == "In the sheet" && $0.isFirstResponder }
            }
            check.expect(!model.focusedDuringTransition, "the field was focused while the sheet was still presenting")
        },
        // Item 5: focus on appear on a pushed page, after the push.
        DeviceCheck("focusOnAppearOnAPushedPageFocusesAfterThePush", feature: "Focus",
                    control: .swiftUIOnAppearFocus) { check in
            let model = FocusFixModel()
            model.naive = check.isControl
            let hosted = try await check.host(PushForm(model: model))
            model.push()
            try await check.waitUntil("the pushed page's field is first responder", timeout: .seconds(4)) {
                hosted.all(UITextField.self).contains { $0.placeholder == "On the page" && $0.isFirstResponder }
            }
            check.expect(!model.focusedDuringTransition, "the field was focused mid-push")
        },
        // Item 20: a child view reading `$focus` redraws when the user moves focus.
        DeviceCheck("childReadingTheFocusBindingRedraws", feature: "Focus", control: .swiftUIFocusState) { check in
            let model = FocusFixModel()
            let hosted = try await check.host(check.bridged { ParentOfCaption(model: model) }
                                              naive: { NaiveParentOfCaption(model: model) })
            let field = try check.require(hosted.first(UITextField.self, placeholder: "email"), "no email field")
            check.expect(field.becomeFirstResponder(), "email did not become first responder")
            try await check.waitUntil("the child's body saw email") { model.childSaw == "email" }
        },
    ]
}

/// What the checks drive from outside the hosted views and what those views saw.
@MainActor
final class FocusFixModel {
    var next: () -> Void = {}
    var previous: () -> Void = {}
    var present: () -> Void = {}
    var push: () -> Void = {}
    /// Whether focus arrived while the field's view controller was in a transition.
    var focusedDuringTransition = false
    /// The focus value the child's body last read.
    var childSaw = ""
    /// Whether the views focus with SwiftUI's `.onAppear` instead (a control).
    var naive = false
}

@MainActor
enum FocusFixProbe {
    /// Whether any view controller above `view` is in a presentation or push.
    static func isInTransition(_ view: UIView?) -> Bool {
        var responder: UIResponder? = view
        while let current = responder {
            if let controller = current as? UIViewController, controller.transitionCoordinator != nil { return true }
            responder = current.next
        }
        return false
    }
}

/// Fields 0, 2, 3 on screen; 1 declared but not in the form.
private struct WaitingMoveForm: View {
    let model: FocusFixModel
    @FieldFocusState(order: [0, 1, 2, 3]) private var focus: Int?

    var body: some View {
        VStack {
            ForEach([0, 2, 3], id: \.self) { field in
                TextFieldWrapper("\(field)", text: .constant("")).focused($focus, equals: field)
            }
        }
        .onAppear {
            model.next = { $focus.focusNext() }
            model.previous = { $focus.focusPrevious() }
        }
    }
}

/// A field that records whether focus reached it mid-transition.
private struct AppearingField: View {
    let placeholder: String
    let model: FocusFixModel
    @FocusState private var isFocused: Bool
    @State private var text = ""

    var body: some View {
        Group {
            if model.naive {
                TextField(placeholder, text: $text)
                    .focused($isFocused)
                    .onAppear { isFocused = true }
            } else {
                TextField(placeholder, text: $text)
                    .focused($isFocused)
                    .focusOnAppear($isFocused)
            }
        }
        .background { TransitionReader(model: model, isFocused: isFocused) }
    }
}

/// Records, when focus arrives, whether the hosting controller is in a transition.
private struct TransitionReader: UIViewRepresentable {
    let model: FocusFixModel
    let isFocused: Bool
    func makeUIView(context: Context) -> UIView { UIView() }
    func updateUIView(_ uiView: UIView, context: Context) {
        if isFocused, FocusFixProbe.isInTransition(uiView) { model.focusedDuringTransition = true }
    }
}

private struct SheetForm: View {
    let model: FocusFixModel
    @State private var isPresented = false
    var body: some View {
        Text("Sheet host")
            .sheet(isPresented: $isPresented) { AppearingField(placeholder: "In the sheet", model: model) }
            .onAppear { model.present = { $isPresented.wrappedValue = true } }
    }
}

private struct PushForm: View {
    let model: FocusFixModel
    @State private var path: [Int] = []
    var body: some View {
        NavigationStack(path: $path) {
            Text("Root")
                .navigationDestination(for: Int.self) { _ in AppearingField(placeholder: "On the page", model: model) }
        }
        .onAppear { model.push = { $path.wrappedValue = [1] } }
    }
}

/// A parent that never reads its focus; the child does.
private struct ParentOfCaption: View {
    let model: FocusFixModel
    @FieldFocusState private var focus: String?
    var body: some View {
        VStack {
            TextFieldWrapper("name", text: .constant("")).focused($focus, equals: "name")
            TextFieldWrapper("email", text: .constant("")).focused($focus, equals: "email")
            FocusCaption(model: model, focus: $focus)
        }
    }
}

/// `ParentOfCaption` without BridgeKit (a control): SwiftUI's `@FocusState`
/// on hand-written fields, the child reading its binding.
private struct NaiveParentOfCaption: View {
    let model: FocusFixModel
    @FocusState private var focus: String?

    var body: some View {
        VStack {
            HandWrittenTextField(placeholder: "name", text: .constant("")).focused($focus, equals: "name")
            HandWrittenTextField(placeholder: "email", text: .constant("")).focused($focus, equals: "email")
            NaiveFocusCaption(model: model, focus: $focus)
        }
    }
}

private struct NaiveFocusCaption: View {
    let model: FocusFixModel
    var focus: FocusState<String?>.Binding

    var body: some View {
        let seen = focus.wrappedValue ?? "nil"
        let _ = { model.childSaw = seen }()
        Text(seen)
    }
}

private struct FocusCaption: View {
    let model: FocusFixModel
    @FieldFocusState<String?>.Binding var focus: String?
    var body: some View {
        let seen = focus ?? "nil"
        let _ = { model.childSaw = seen }()
        Text(seen)
    }
}

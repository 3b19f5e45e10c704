import BridgeKit
import SwiftUI
import UIKit

/// A value a hosted view's body reads, which a check changes to make that body
/// run again (and make its bindings again) without touching the bound state.
@MainActor
final class CheckBodyTrigger: ObservableObject {
    @Published var revision = 0
    /// The `$isRefreshing` the body last made, for a check to write from code.
    var isRefreshing: Binding<Bool>?
}

/// A note bound to `@State` text and selection; the body reads `trigger` only,
/// so typing does not run it (taking `$selection` is not a read).
private struct StateSelectionNote: View {
    @ObservedObject var trigger: CheckBodyTrigger
    let selectionHandle: SelectionHandle
    /// The hand-written field instead (a control).
    let naive: Bool
    @State private var text = "abcd"
    @State private var selection: TextFieldSelection?

    var body: some View {
        selectionHandle.binding = $selection   // not state: a handle for the check
        return VStack {
            Text("revision \(trigger.revision)")
            if naive {
                HandWrittenTextField(placeholder: "note", text: $text)
            } else {
                TextFieldWrapper("note", text: $text, selection: $selection)
            }
        }
    }
}

/// The `$selection` a body last made, for a check to read the bound state.
@MainActor
final class SelectionHandle {
    var binding: Binding<TextFieldSelection?>?
}

/// A list whose `isRefreshing` is `@State` its body never reads.
private struct StateRefreshList: View {
    let trigger: CheckBodyTrigger
    /// The naive refresh control instead (a control).
    let naive: Bool
    @State private var isRefreshing = false

    var body: some View {
        trigger.isRefreshing = $isRefreshing   // not state: a handle for the check
        let list = List(0..<30, id: \.self) { Text("row \($0)") }
        return Group {
            if naive {
                list.naivePullToRefresh(isRefreshing: $isRefreshing) { }
            } else {
                list.pullToRefresh(isRefreshing: $isRefreshing) { }
            }
        }
    }
}

// Bindings to `@State` an app's body does not read: what `updateUIView` reads of
// them must be their current value, and a write must reach the view.
extension DeviceChecks {
    static let stateBindingChecks: [DeviceCheck] = [
        // The body last ran with the caret after "ab"; the caret then moved to
        // the end. Each keystroke's update must not put the caret back after "ab"
        // (a `Binding?` in the wrapper gave that old caret: "ef" came out "fe").
        DeviceCheck("typingAfterTheCaretMovedKeepsItWithAStateSelection", feature: "Text selection",
                    control: .handWrittenTextField) { check in
            let trigger = CheckBodyTrigger()
            let handle = SelectionHandle()
            let hosted = try await check.host(StateSelectionNote(trigger: trigger, selectionHandle: handle, naive: check.isControl))
            let field = try check.require(hosted.first(UITextField.self), "no UITextField")
            try check.require(field.becomeFirstResponder(), "the field did not become first responder")
            @MainActor func caret(_ offset: Int) throws {
                let position = try check.require(field.position(from: field.beginningOfDocument, offset: offset),
                                                 "no position at \(offset)")
                field.selectedTextRange = field.textRange(from: position, to: position)
            }
            // Outside an update a binding reads its storage: the bound state itself.
            @MainActor func boundCaret() -> Int? {
                guard let selection = handle.binding?.wrappedValue, let text = field.text,
                      selection.range.upperBound <= text.endIndex else { return nil }
                return text.utf16.distance(from: text.startIndex, to: selection.range.lowerBound)
            }
            try caret(2)
            // The check means something only if the caret reaches the bound state.
            try await check.waitUntil("the caret at 2 reaches the binding") { boundCaret() == 2 }
            trigger.revision += 1          // the body runs: $selection is made with the caret at 2
            await check.turns(2)
            try caret(4)
            try await check.waitUntil("the caret at 4 reaches the binding") { boundCaret() == 4 }
            field.insertText("e")
            await check.turns(2)
            field.insertText("f")
            try await check.waitUntil("the field shows abcdef") { field.text == "abcdef" }
        },

        // `isRefreshing = true` through the body's `$isRefreshing`, with no root
        // view update: the modifier follows the binding and shows the spinner.
        DeviceCheck("aStateIsRefreshingSetFromCodeStartsTheSpinner", feature: "Pull to refresh",
                    control: .immediateRefreshControl) { check in
            let trigger = CheckBodyTrigger()
            let hosted = try await check.host(StateRefreshList(trigger: trigger, naive: check.isControl))
            try await check.waitUntil("the List has the control") {
                hosted.all(UIScrollView.self).contains { $0.window != nil && $0.refreshControl != nil }
            }
            let scrollView = try check.require(hosted.all(UIScrollView.self).first { $0.refreshControl != nil }, "no control")
            let control = try check.require(scrollView.refreshControl, "no control")
            check.expect(!control.isRefreshing, "the control spins before isRefreshing is set")
            let binding = try check.require(trigger.isRefreshing, "the body made no binding")
            binding.wrappedValue = true
            try await check.waitUntil("the control spins") { control.isRefreshing }
            binding.wrappedValue = false
            try await check.waitUntil("the spinner ends with the binding") { !control.isRefreshing }
        },
    ]
}

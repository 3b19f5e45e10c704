import BridgeCore

// The app's view around the control: its body makes the bindings it passes
// (`TextFieldWrapper("Note", text: $text, selection: $selection)`), and what an
// update reads of them depends on how the wrapper holds them (`BindingHolding`).
extension HeadlessTextInput {
    /// The app's body runs again (it reads some other state that changed, the
    /// focus say) and makes its bindings with the current values; SwiftUI updates.
    package mutating func appBodyRuns() {
        appBodyMadeBindings()
        update()
        runLoop()
    }

    /// The app's body made its bindings now.
    mutating func appBodyMadeBindings() {
        selectionWhenMade = selectionModel
    }

    /// The selection an update reads from the binding the wrapper holds:
    /// inside the update a binding gives the value it was made with, which
    /// SwiftUI refreshes before the wrapper's body only for a `Binding` stored
    /// directly in it.
    var selectionReadByUpdate: TextFieldSelection? {
        selectionHolding.readByUpdate(current: selectionModel, whenMade: selectionWhenMade)
    }
}

import SwiftUI

extension View {
    /// `onChange(of:)` with the new value, with the API of the OS the gallery runs
    /// on: `onChange(of:initial:_:)` from iOS 17, `onChange(of:perform:)`
    /// (deprecated in iOS 17) on iOS 16. BridgeKit has the same helper
    /// internally; the gallery is another package (an app), so it keeps its own.
    func onValueChange<Value: Equatable>(
        of value: Value,
        _ action: @escaping @MainActor (Value) -> Void
    ) -> some View {
        modifier(ValueChangeModifier(value: value, action: action))
    }
}

private struct ValueChangeModifier<Value: Equatable>: ViewModifier {
    let value: Value
    let action: @MainActor (Value) -> Void

    func body(content: Content) -> some View {
        if #available(iOS 17, *) {
            content.onChange(of: value) { _, newValue in action(newValue) }
        } else {
            content.onChange(of: value, perform: action)
        }
    }
}

#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI

extension View {
    /// Calls `action` with each new value of `value`, with the API of the OS it
    /// runs on: `onChange(of:initial:_:)` from iOS 17, `onChange(of:perform:)`
    /// (deprecated in iOS 17) before. An app or a BridgeKit build whose
    /// deployment target reaches iOS 17 then sees no deprecation from BridgeKit.
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
#endif

#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

extension View {
    /// Shows SwiftUI `content` in the bar above the keyboard while *this* native
    /// `TextField` or `SecureField` is editing.
    ///
    /// `ToolbarItem(placement: .keyboard)` merges every field's items into one bar
    /// and lays them out itself. This modifier gives each field its own
    /// bar, laid out by your content and as tall as it is, through the field's
    /// `UITextField.inputAccessoryView` (found with `introspectTextField(_:)`).
    /// `content` is rebuilt on every update, so it can depend on state:
    ///
    /// ```swift
    /// TextField("Price:", text: $price)
    ///     .keyboardType(.decimalPad)
    ///     .inputAccessory {
    ///         HStack {
    ///             Button("-/+") { price = price.hasPrefix("-") ? String(price.dropFirst()) : "-" + price }
    ///             Spacer()
    ///             Button("Finish") { dismissKeyboard() }
    ///         }
    ///         .padding(.horizontal, 30)
    ///     }
    /// ```
    ///
    /// Apply it to the field itself, not to a container of several fields. The
    /// bar is a separate SwiftUI tree: environment values from around the field do
    /// not reach it; capture what it needs. For ``TextFieldWrapper`` use its own
    /// `inputAccessory(_:)`.
    public func inputAccessory<Accessory: View>(@ViewBuilder _ content: () -> Accessory) -> some View {
        modifier(InputAccessoryModifier(accessory: content()))
    }
}

private struct InputAccessoryModifier<Accessory: View>: ViewModifier {
    let accessory: Accessory
    /// One host per field for the modifier's lifetime, so the bar is not rebuilt.
    @State private var slot = InputAccessorySlot<Accessory>()

    func body(content: Content) -> some View {
        content.introspectTextField { [slot, accessory] field in
            slot.show(accessory, on: field)
        }
    }
}

/// Creates the field's host on first use and updates it afterwards.
@MainActor
private final class InputAccessorySlot<Accessory: View> {
    private var host: InputAccessoryHost<Accessory>?

    func show(_ accessory: Accessory, on field: UITextField) {
        let current = host ?? InputAccessoryHost(content: accessory)
        if host == nil { host = current } else { current.update(accessory) }
        current.attach(to: field)
    }
}
#endif

#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

extension TextFieldWrapper {
    /// Shows SwiftUI `content` in the bar above the keyboard while this field is
    /// editing: its own bar, as tall as the content, laid out by the content.
    ///
    /// ```swift
    /// TextFieldWrapper("Price:", text: $price)
    ///     .keyboardType(.decimalPad)
    ///     .focused($isPriceFocused)
    ///     .inputAccessory {
    ///         Button("Finish") { isPriceFocused = false }
    ///     }
    /// ```
    ///
    /// `ToolbarItem(placement: .keyboard)` merges the items of every field into
    /// one bar and lays them out itself; this one belongs to the
    /// field and sets its `inputAccessoryView`, hosted without the window's
    /// bottom safe-area inset (iOS 16.4 and later). `content` is rebuilt on every
    /// update, so it can depend on state; the bar itself is created once.
    /// It is a separate SwiftUI tree: environment values from around the field
    /// do not reach it, so capture what it needs. Removing the modifier removes
    /// the bar.
    public func inputAccessory<Accessory: View>(@ViewBuilder _ content: () -> Accessory) -> Self {
        let accessory = TextFieldAccessoryContent(content: content())
        return with { $0.accessory = accessory }
    }
}

/// A wrapper's accessory content with its type erased, so the non-generic
/// ``TextFieldWrapper`` can hold any SwiftUI view.
@MainActor
protocol TextFieldAccessory {
    /// Shows the content on `field` (a text field or view) through `host` when it hosts this content
    /// type, else through a new host, and returns the host in use.
    func show(on field: any SessionTextView, reusing host: AnyObject?) -> AnyObject
}

/// ``TextFieldWrapper/inputAccessory(_:)``'s content.
struct TextFieldAccessoryContent<Content: View>: TextFieldAccessory {
    let content: Content

    func show(on field: any SessionTextView, reusing host: AnyObject?) -> AnyObject {
        let current = host as? InputAccessoryHost<Content> ?? InputAccessoryHost(content: content)
        if current === host { current.update(content) }
        current.attach(to: field)
        return current
    }
}

#endif

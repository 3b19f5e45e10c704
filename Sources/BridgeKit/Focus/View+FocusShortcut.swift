#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

extension View {
    /// Binds this field's focus to `binding` like `focused(_:equals:)`, and lets a
    /// hardware-keyboard shortcut move focus to it (⌘T focuses email).
    ///
    /// SwiftUI has no shortcut for focusing a field, so a `Button` that sets the
    /// binding carries the shortcut behind the field. The button is not
    /// `.hidden()` (Apple: hidden views "can't receive or respond to
    /// interactions"): it is transparent, zero-sized and hidden from
    /// VoiceOver, and `title` names the shortcut in iPadOS's ⌘-hold overlay.
    ///
    /// ```swift
    /// Form {
    ///     TextField("email", text: $email)
    ///         .focused($focus, equals: .email, key: "t", title: "Email")
    ///     TextField("address", text: $address)
    ///         .focused($focus, equals: .address, key: "a", modifiers: [.command, .shift, .option])
    /// }
    /// .onFocusShortcutConflicts { conflicts in conflicts.forEach { print($0) } }
    /// ```
    ///
    /// Two fields on one shortcut, or a shortcut that text fields use for editing
    /// (⌘C, ⌘V, ⌘X, ⌘A, ⌘Z, ⇧⌘Z), are conflicts: nothing crashes and the first field
    /// in the view tree keeps the shortcut, as SwiftUI resolves it; an ancestor's
    /// `onFocusShortcutConflicts(_:)` receives the list.
    public func focused<Value: Hashable & Sendable>(
        _ binding: FocusState<Value>.Binding,
        equals value: Value,
        key: KeyEquivalent,
        modifiers: EventModifiers = .command,
        title: String = ""
    ) -> some View {
        focused(binding, equals: value)
            .modifier(FocusShortcutModifier(
                shortcut: FocusShortcutButton(key: key, modifiers: modifiers, title: title) {
                    binding.wrappedValue = value
                },
                field: FocusShortcutField(value)
            ))
    }

    /// Binds this field's focus to a `Bool` like `focused(_:)`, and lets a
    /// hardware-keyboard shortcut focus it.
    ///
    /// ```swift
    /// @FocusState private var isSearching: Bool
    ///
    /// TextField("Search", text: $query)
    ///     .focused($isSearching, key: "f", title: "Search")
    /// ```
    ///
    /// Same mechanism and conflict reporting as
    /// `focused(_:equals:key:modifiers:title:)`; the conflict
    /// reports name this field by `title`.
    public func focused(
        _ condition: FocusState<Bool>.Binding,
        key: KeyEquivalent,
        modifiers: EventModifiers = .command,
        title: String = ""
    ) -> some View {
        focused(condition)
            .modifier(FocusShortcutModifier(
                shortcut: FocusShortcutButton(key: key, modifiers: modifiers, title: title) {
                    condition.wrappedValue = true
                },
                field: nil
            ))
    }
}

/// The button that carries a focus shortcut: present and enabled, so SwiftUI
/// registers its shortcut, but invisible, sizeless, untouchable, plain (so a
/// List row does not become a button) and silent to VoiceOver.
private struct FocusShortcutButton: View {
    let key: KeyEquivalent
    let modifiers: EventModifiers
    let title: String
    let action: @MainActor () -> Void

    var shortcut: KeyShortcut {
        KeyShortcut(key.character, modifiers: ShortcutModifiers(modifiers))
    }

    var body: some View {
        Button(title, action: action)
            .keyboardShortcut(key, modifiers: modifiers)
            // A default-style button in a List or Form row makes the whole row
            // its button (the row highlights, any tap runs the action, two in
            // a row both run); a plain one is only itself, and takes no touches.
            .buttonStyle(.plain)
            .allowsHitTesting(false)
            .opacity(0)
            .frame(width: 0, height: 0)
            .accessibilityHidden(true)
    }
}

/// Puts the shortcut button behind the field and reports the binding to
/// ancestors for conflict checks.
private struct FocusShortcutModifier: ViewModifier {
    let shortcut: FocusShortcutButton
    /// `nil` for a `Bool` binding, which has no value to name the field by.
    let field: FocusShortcutField?
    /// Identifies a `Bool`-bound field for as long as it is on screen.
    @State private var identity = FocusShortcutIdentity()

    func body(content: Content) -> some View {
        content
            .background { shortcut }
            .preference(key: FocusShortcutRegistrations.self, value: [registration])
    }

    private var registration: FocusShortcutRegistration {
        let boolField = FocusShortcutField(
            ObjectIdentifier(identity),
            description: shortcut.title.isEmpty ? "a Bool-focused field" : shortcut.title
        )
        return FocusShortcutRegistration(shortcut: shortcut.shortcut, field: field ?? boolField)
    }
}

/// A reference whose identity stands for one `Bool`-bound field.
private final class FocusShortcutIdentity: Sendable {}

extension ShortcutModifiers {
    /// SwiftUI's modifier keys as BridgeCore compares them (Caps Lock and the
    /// numeric pad play no part in a shortcut's identity).
    init(_ modifiers: EventModifiers) {
        self = []
        if modifiers.contains(.command) { insert(.command) }
        if modifiers.contains(.shift) { insert(.shift) }
        if modifiers.contains(.option) { insert(.option) }
        if modifiers.contains(.control) { insert(.control) }
    }
}
#endif

#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

extension View {
    /// Reports the conflicts among the focus shortcuts declared inside this view
    /// with `focused(_:equals:key:modifiers:title:)` and
    /// `focused(_:key:modifiers:title:)`.
    ///
    /// `action` runs with the full list (empty once the conflicts are gone)
    /// whenever the shortcuts inside change: two fields on one shortcut, a
    /// shortcut text fields use for editing such as ⌘C, or a key without ⌘, ⌃
    /// or ⌥ that typing would trigger. A conflict never crashes: of two fields
    /// on one shortcut, the first in the view tree keeps it. Without this
    /// modifier nobody is told, as with SwiftUI's own `keyboardShortcut`.
    ///
    /// ```swift
    /// Form { … }
    ///     .onFocusShortcutConflicts { conflicts in
    ///         conflicts.forEach { print($0) }   // "⌘T is bound to email, address; only email will be focused."
    ///     }
    /// ```
    public func onFocusShortcutConflicts(
        _ action: @escaping @MainActor @Sendable ([FocusShortcutConflict]) -> Void
    ) -> some View {
        onPreferenceChange(FocusShortcutRegistrations.self) { registrations in
            let conflicts = FocusShortcuts(registrations.map { ($0.shortcut, $0.field) }).conflicts
                .map(FocusShortcutConflict.init)
            // SwiftUI calls this on the main thread; newer SDKs type the closure
            // @Sendable, so isolation is asserted rather than inherited.
            MainActor.assumeIsolated { action(conflicts) }
        }
    }
}

/// A focus shortcut that will not do what its declaration says: two fields on
/// one shortcut, or a shortcut text fields use for editing (⌘C, ⌘V, ⌘X, ⌘A,
/// ⌘Z, ⇧⌘Z), or a key without ⌘, ⌃ or ⌥ that typing would trigger.
///
/// Print it to read what happens instead:
///
/// ```swift
/// .onFocusShortcutConflicts { conflicts in
///     conflicts.forEach { print($0) }   // "⌘T is bound to email, address; only email will be focused."
/// }
/// ```
public struct FocusShortcutConflict: Hashable, Sendable, CustomStringConvertible {
    private let conflict: BridgeCore.FocusShortcutConflict<FocusShortcutField>

    init(_ conflict: BridgeCore.FocusShortcutConflict<FocusShortcutField>) {
        self.conflict = conflict
    }

    /// The shortcut as the ⌘-hold overlay shows it, for example `⌘T` or `⇧⌘A`.
    public var shortcut: String { conflict.shortcut.description }

    /// The fields the shortcut is declared on, by focus value (`email`) or, for a
    /// `Bool` binding, by title, in view-tree order: when several share the
    /// shortcut, the first keeps it.
    public var fields: [String] { conflict.fields.map(\.description) }

    /// What happens instead of what was declared, in one sentence.
    public var description: String { conflict.description }
}

/// The field a focus shortcut moves to, as conflict reports name it.
///
/// Two fields are the same when their focus values are equal (or, for a `Bool`
/// binding, when it is the same field on screen); `description` is the value
/// as printed, or the shortcut's title for a `Bool` binding.
struct FocusShortcutField: Hashable, Sendable, CustomStringConvertible {
    let description: String
    private let identity: Identity

    init<Value: Hashable & Sendable>(_ value: Value, description: String) {
        self.description = description
        self.identity = Identity(base: AnyHashable(value))
    }

    /// A field named by its focus value: `email`, not `Optional(Field.email)`.
    init<Value: Hashable & Sendable>(_ value: Value) {
        self.init(value, description: FocusValue.description(of: value))
    }

    /// `AnyHashable` is not `Sendable`; this one only ever wraps `Sendable` values.
    private struct Identity: Hashable, @unchecked Sendable {
        let base: AnyHashable
    }
}

/// One field's shortcut, as it travels up the view tree.
struct FocusShortcutRegistration: Equatable, Sendable {
    let shortcut: KeyShortcut
    let field: FocusShortcutField
}

/// Collects the focus shortcuts of a view tree in tree order, the order in which
/// SwiftUI resolves a shortcut ("the first one found is used").
struct FocusShortcutRegistrations: PreferenceKey {
    static var defaultValue: [FocusShortcutRegistration] { [] }

    static func reduce(value: inout [FocusShortcutRegistration], nextValue: () -> [FocusShortcutRegistration]) {
        value += nextValue()
    }
}
#endif

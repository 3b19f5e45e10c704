/// Keyboard shortcuts that focus fields (⌘T focuses the email field,
/// ⌘⌥⇧A the address), checked for conflicts before any key is pressed.
///
/// Two fields on one shortcut, a shortcut a text field already uses for editing
/// (⌘C, ⌘V, ⌘X, ⌘A, ⌘Z, ⇧⌘Z), or one without ⌘, ⌃ or ⌥ (typed, not pressed)
/// would silently take the key from someone; all are listed in ``conflicts``.
/// The first binding of a shortcut wins, as SwiftUI picks the first control it
/// finds.
///
/// ```swift
/// let shortcuts = FocusShortcuts<Field>([
///     (KeyShortcut("t"), .email),
///     (KeyShortcut("a", modifiers: [.command, .shift, .option]), .address),
/// ])
/// shortcuts.field(for: KeyShortcut("T"))   // .email
/// shortcuts.conflicts                      // []
/// ```
package struct FocusShortcuts<Field: Hashable & Sendable>: Sendable {
    /// The bindings in the order given, duplicates of a shortcut included.
    package let bindings: [(shortcut: KeyShortcut, field: Field)]

    /// The shortcuts text fields use for editing, which a focus shortcut would
    /// take away from the user.
    package static var editingShortcuts: [KeyShortcut: String] {
        [
            KeyShortcut("c"): "Copy",
            KeyShortcut("v"): "Paste",
            KeyShortcut("x"): "Cut",
            KeyShortcut("a"): "Select All",
            KeyShortcut("z"): "Undo",
            KeyShortcut("z", modifiers: [.command, .shift]): "Redo",
        ]
    }

    /// Shortcuts bound to fields, in the order given.
    package init(_ bindings: [(KeyShortcut, Field)]) {
        self.bindings = bindings.map { (shortcut: $0.0, field: $0.1) }
    }

    /// The field `shortcut` focuses: the first one bound to it.
    package func field(for shortcut: KeyShortcut) -> Field? {
        bindings.first { $0.shortcut == shortcut }?.field
    }

    /// Every problem with the bindings, in the order of the shortcuts' first use.
    package var conflicts: [FocusShortcutConflict<Field>] {
        var fieldsByShortcut: [KeyShortcut: [Field]] = [:]
        var shortcuts: [KeyShortcut] = []
        for (shortcut, field) in bindings {
            if fieldsByShortcut[shortcut] == nil { shortcuts.append(shortcut) }
            if fieldsByShortcut[shortcut, default: []].contains(field) { continue }
            fieldsByShortcut[shortcut, default: []].append(field)
        }
        let editing = Self.editingShortcuts
        return shortcuts.flatMap { shortcut -> [FocusShortcutConflict<Field>] in
            let fields = fieldsByShortcut[shortcut] ?? []
            var found: [FocusShortcutConflict<Field>] = []
            if fields.count > 1 { found.append(.sameShortcut(shortcut, fields: fields)) }
            if let action = editing[shortcut] {
                found.append(.editingShortcut(shortcut, field: fields[0], action: action))
            }
            if shortcut.modifiers.isDisjoint(with: [.command, .control, .option]) {
                found.append(.typingKey(shortcut, field: fields[0]))
            }
            return found
        }
    }
}

/// A problem with focus shortcuts. Reported, never fatal: the first binding of a
/// shortcut keeps working.
package enum FocusShortcutConflict<Field: Hashable & Sendable>: Hashable, Sendable {
    /// More than one field is bound to the shortcut; the first one listed wins.
    case sameShortcut(KeyShortcut, fields: [Field])
    /// The shortcut is one a text field uses for editing (⌘C is Copy).
    case editingShortcut(KeyShortcut, field: Field, action: String)
    /// The shortcut has no ⌘, ⌃ or ⌥ (`"t"`, ⇧T): while a field is focused the
    /// key types a character instead.
    case typingKey(KeyShortcut, field: Field)

    /// The shortcut the conflict is about.
    package var shortcut: KeyShortcut {
        switch self {
        case .sameShortcut(let shortcut, _), .editingShortcut(let shortcut, _, _), .typingKey(let shortcut, _):
            shortcut
        }
    }

    /// The fields bound to the shortcut; the first one keeps it.
    package var fields: [Field] {
        switch self {
        case .sameShortcut(_, let fields): fields
        case .editingShortcut(_, let field, _), .typingKey(_, let field): [field]
        }
    }
}

extension FocusShortcutConflict: CustomStringConvertible {
    /// A sentence for a debug log.
    package var description: String {
        switch self {
        case .sameShortcut(let shortcut, let fields):
            let names = fields.map { FocusValue.description(of: $0) }
            return "\(shortcut) is bound to \(names.joined(separator: ", ")); only \(names[0]) will be focused."
        case .editingShortcut(let shortcut, let field, let action):
            return "\(shortcut) focuses \(FocusValue.description(of: field)) but is \(action) in text fields."
        case .typingKey(let shortcut, let field):
            return "\(shortcut) focuses \(FocusValue.description(of: field)) but, without ⌘, ⌃ or ⌥, it is typed into the focused field."
        }
    }
}

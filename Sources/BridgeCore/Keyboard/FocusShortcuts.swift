/// Keyboard shortcuts that focus fields (seed 002: ⌘T focuses the email
/// field, ⌘⌥⇧A the address), checked for conflicts before any key is pressed.
///
/// Two fields on one shortcut, or a shortcut a text field already uses for
/// editing (⌘C, ⌘V, ⌘X, ⌘A, ⌘Z, ⇧⌘Z), would silently take the key from one of
/// them; both are listed in ``conflicts``. The first binding of a shortcut wins.
///
/// ```swift
/// let shortcuts = FocusShortcuts<Field>([
///     (KeyShortcut("t"), .email),
///     (KeyShortcut("a", modifiers: [.command, .shift, .option]), .address),
/// ])
/// shortcuts.field(for: KeyShortcut("T"))   // .email
/// shortcuts.conflicts                      // []
/// ```
public struct FocusShortcuts<Field: Hashable & Sendable>: Sendable {
    /// The bindings in the order given, duplicates of a shortcut included.
    public let bindings: [(shortcut: KeyShortcut, field: Field)]

    /// The shortcuts text fields use for editing, which a focus shortcut would
    /// take away from the user.
    public static var editingShortcuts: [KeyShortcut: String] {
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
    public init(_ bindings: [(KeyShortcut, Field)]) {
        self.bindings = bindings.map { (shortcut: $0.0, field: $0.1) }
    }

    /// The field `shortcut` focuses: the first one bound to it.
    public func field(for shortcut: KeyShortcut) -> Field? {
        bindings.first { $0.shortcut == shortcut }?.field
    }

    /// Every problem with the bindings, in the order of the shortcuts' first use.
    public var conflicts: [FocusShortcutConflict<Field>] {
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
            return found
        }
    }
}

/// A problem with focus shortcuts. Reported, never fatal: the first binding of a
/// shortcut keeps working.
public enum FocusShortcutConflict<Field: Hashable & Sendable>: Hashable, Sendable {
    /// More than one field is bound to the shortcut; the first one listed wins.
    case sameShortcut(KeyShortcut, fields: [Field])
    /// The shortcut is one a text field uses for editing (⌘C is Copy).
    case editingShortcut(KeyShortcut, field: Field, action: String)
}

extension FocusShortcutConflict: CustomStringConvertible {
    /// A sentence for a debug log.
    public var description: String {
        switch self {
        case .sameShortcut(let shortcut, let fields):
            "\(shortcut) is bound to \(fields.map { "\($0)" }.joined(separator: ", ")); only \(fields[0]) will be focused."
        case .editingShortcut(let shortcut, let field, let action):
            "\(shortcut) focuses \(field) but is \(action) in text fields."
        }
    }
}

import BridgeCore
import Testing

/// Shortcut focus: ⌘T focuses email, ⌘⌥⇧A focuses address; and the
/// conflicts hidden buttons would hide.
@Suite("Keyboard: shortcuts that focus fields")
struct FocusShortcutsTests {
    enum Field: String, Hashable, Sendable, CustomStringConvertible {
        case email, address, phone
        var description: String { rawValue }
    }

    let shortcuts = FocusShortcuts<Field>([
        (KeyShortcut("t"), .email),
        (KeyShortcut("a", modifiers: [.command, .shift, .option]), .address),
    ])

    @Test("⌘T focuses email and ⌘⌥⇧A focuses address; these bindings have no conflict")
    func emailAndAddressShortcuts() {
        #expect(shortcuts.field(for: KeyShortcut("t", modifiers: .command)) == .email)
        #expect(shortcuts.field(for: KeyShortcut("a", modifiers: [.option, .shift, .command])) == .address)
        #expect(shortcuts.field(for: KeyShortcut("a")) == nil)   // ⌘A alone is Select All
        #expect(shortcuts.field(for: KeyShortcut("t", modifiers: [.command, .shift])) == nil)
        #expect(shortcuts.conflicts.isEmpty)
    }

    @Test("A capital letter is its key with ⇧, as SwiftUI's KeyEquivalent documents")
    func capitalLetters() {
        #expect(KeyShortcut("A") == KeyShortcut("a", modifiers: [.command, .shift]))
        #expect(KeyShortcut("A") != KeyShortcut("a"))
        #expect(shortcuts.field(for: KeyShortcut("T")) == nil)
        #expect(KeyShortcut("A", modifiers: [.command, .option]).description == "⌥⇧⌘A")
        #expect(KeyShortcut("1").modifiers == .command)
        // ⌘"A" is ⌘⇧A, not Select All.
        #expect(FocusShortcuts([(KeyShortcut("A"), Field.email)]).conflicts.isEmpty)
    }

    @Test("Two fields on one shortcut: a conflict, and the first binding wins")
    func sameShortcut() {
        let shortcuts = FocusShortcuts<Field>([
            (KeyShortcut("t"), .email),
            (KeyShortcut("t", modifiers: .command), .phone),
            (KeyShortcut("t"), .email),
        ])
        #expect(shortcuts.conflicts == [.sameShortcut(KeyShortcut("t"), fields: [.email, .phone])])
        #expect(shortcuts.field(for: KeyShortcut("t")) == .email)
        #expect(shortcuts.conflicts[0].description == "⌘T is bound to email, phone; only email will be focused.")
        // What an app reads off a report: the shortcut as the overlay shows it, the fields in order.
        #expect(shortcuts.conflicts[0].shortcut.description == "⌘T")
        #expect(shortcuts.conflicts[0].fields == [.email, .phone])
    }

    @Test("A shortcut text fields use for editing is a conflict")
    func editingShortcut() {
        let shortcuts = FocusShortcuts<Field>([
            (KeyShortcut("c"), .email),
            (KeyShortcut("Z"), .phone),
            (KeyShortcut("c", modifiers: [.command, .option]), .address),
        ])
        #expect(shortcuts.conflicts == [
            .editingShortcut(KeyShortcut("c"), field: .email, action: "Copy"),
            .editingShortcut(KeyShortcut("z", modifiers: [.command, .shift]), field: .phone, action: "Redo"),
        ])
        #expect(shortcuts.conflicts.map(\.shortcut.description) == ["⌘C", "⇧⌘Z"])
        #expect(shortcuts.conflicts.map(\.fields) == [[.email], [.phone]])
    }

    @Test("A shortcut without ⌘, ⌃ or ⌥ would be typed into the field: a conflict")
    func typingKey() {
        let shortcuts = FocusShortcuts<Field>([
            (KeyShortcut("t", modifiers: []), .email),
            (KeyShortcut("P", modifiers: []), .phone),
            (KeyShortcut("a", modifiers: .control), .address),
        ])
        #expect(shortcuts.conflicts == [
            .typingKey(KeyShortcut("t", modifiers: []), field: .email),
            .typingKey(KeyShortcut("p", modifiers: .shift), field: .phone),
        ])
        #expect(shortcuts.conflicts[1].description == "⇧P focuses phone but, without ⌘, ⌃ or ⌥, it is typed into the focused field.")
    }

    @Test("The same binding twice is not a conflict")
    func repeatedBinding() {
        let shortcuts = FocusShortcuts<Field>([(KeyShortcut("e"), .email), (KeyShortcut("e"), .email)])
        #expect(shortcuts.conflicts.isEmpty)
    }
}

/// The modifier keys of a keyboard shortcut: SwiftUI's `EventModifiers`, as a
/// value BridgeCore can compare on Linux.
package struct ShortcutModifiers: OptionSet, Hashable, Sendable {
    package let rawValue: UInt8

    package init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// ⌘
    package static let command = ShortcutModifiers(rawValue: 1 << 0)
    /// ⇧
    package static let shift = ShortcutModifiers(rawValue: 1 << 1)
    /// ⌥
    package static let option = ShortcutModifiers(rawValue: 1 << 2)
    /// ⌃
    package static let control = ShortcutModifiers(rawValue: 1 << 3)
}

/// A key with modifiers, such as ⌘T: what a hardware keyboard sends.
///
/// As in SwiftUI's `KeyEquivalent`, the modifiers needed to type the key count:
/// a capital letter is its lowercase key with ⇧, so `"A"` with ⌘ is ⌘⇧A, not
/// Select All.
///
/// ```swift
/// KeyShortcut("A") == KeyShortcut("a", modifiers: [.command, .shift])   // true
/// KeyShortcut("A") == KeyShortcut("a")                                  // false
/// ```
package struct KeyShortcut: Hashable, Sendable {
    /// The key, lowercased.
    package let key: Character
    /// The modifier keys held with it, ⇧ included for a capital letter.
    package let modifiers: ShortcutModifiers

    /// `key` with `modifiers`; SwiftUI's default modifier is ⌘. A capital letter
    /// adds ⇧, as it does for a `KeyEquivalent`.
    package init(_ key: Character, modifiers: ShortcutModifiers = .command) {
        let lowercased = Character(key.lowercased())
        self.key = lowercased
        self.modifiers = lowercased != key && key.isUppercase ? modifiers.union(.shift) : modifiers
    }
}

extension KeyShortcut: CustomStringConvertible {
    /// The shortcut as menus show it: ⌃⌥⇧⌘A.
    package var description: String {
        let symbols: [(ShortcutModifiers, String)] = [(.control, "⌃"), (.option, "⌥"), (.shift, "⇧"), (.command, "⌘")]
        let prefix = symbols.filter { modifiers.contains($0.0) }.map(\.1).joined()
        return prefix + key.uppercased()
    }
}

/// The modifier keys of a keyboard shortcut: SwiftUI's `EventModifiers`, as a
/// value BridgeCore can compare on Linux.
public struct ShortcutModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// ⌘
    public static let command = ShortcutModifiers(rawValue: 1 << 0)
    /// ⇧
    public static let shift = ShortcutModifiers(rawValue: 1 << 1)
    /// ⌥
    public static let option = ShortcutModifiers(rawValue: 1 << 2)
    /// ⌃
    public static let control = ShortcutModifiers(rawValue: 1 << 3)
}

/// A key with modifiers, such as ⌘T: what a hardware keyboard sends.
///
/// Letters compare without case (`"T"` and `"t"` are the same key), because the
/// key on the keyboard is the same; ⇧ is a modifier of its own.
///
/// ```swift
/// KeyShortcut("t") == KeyShortcut("T", modifiers: .command)   // true
/// ```
public struct KeyShortcut: Hashable, Sendable {
    /// The key, lowercased.
    public let key: Character
    /// The modifier keys held with it.
    public let modifiers: ShortcutModifiers

    /// `key` with `modifiers`; SwiftUI's default modifier is ⌘.
    public init(_ key: Character, modifiers: ShortcutModifiers = .command) {
        self.key = Character(key.lowercased())
        self.modifiers = modifiers
    }
}

extension KeyShortcut: CustomStringConvertible {
    /// The shortcut as menus show it: ⌃⌥⇧⌘A.
    public var description: String {
        let symbols: [(ShortcutModifiers, String)] = [(.control, "⌃"), (.option, "⌥"), (.shift, "⇧"), (.command, "⌘")]
        let prefix = symbols.filter { modifiers.contains($0.0) }.map(\.1).joined()
        return prefix + key.uppercased()
    }
}

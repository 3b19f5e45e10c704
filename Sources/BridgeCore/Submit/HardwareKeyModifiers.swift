/// The modifier keys held with a key on a hardware keyboard, as UIKit reports
/// them (`UIKey.modifierFlags`, iOS 13.4), so the rule that reads them is
/// BridgeCore's and the shell only converts.
///
/// A multi-line wrapper that submits on Return (`submitsOnReturn()`) lets a
/// hardware keyboard break the line the way chat apps do: Return submits,
/// Shift-Return (or Option-Return, the Mac's chord in Messages) inserts a
/// newline (``makesReturnANewline``).
///
/// ```swift
/// HardwareKeyModifiers.shift.makesReturnANewline      // true
/// HardwareKeyModifiers.command.makesReturnANewline    // false: ⌘↩ submits, like ↩
/// ```
public struct HardwareKeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Shift (`UIKeyModifierFlags.shift`).
    public static let shift = HardwareKeyModifiers(rawValue: 1 << 0)
    /// Control (`.control`).
    public static let control = HardwareKeyModifiers(rawValue: 1 << 1)
    /// Option (`.alternate`).
    public static let option = HardwareKeyModifiers(rawValue: 1 << 2)
    /// Command (`.command`).
    public static let command = HardwareKeyModifiers(rawValue: 1 << 3)

    /// Whether Return pressed with these modifiers inserts a newline in a view
    /// whose Return submits: Shift or Option held, and neither Command nor
    /// Control (⌘↩ and ⌃↩ are commands, and submit like ↩). Caps Lock and
    /// the numeric pad are not modifiers here.
    public var makesReturnANewline: Bool {
        !isDisjoint(with: [.shift, .option]) && isDisjoint(with: [.command, .control])
    }
}

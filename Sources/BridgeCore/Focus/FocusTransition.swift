/// One change of a field's focus: it gained focus, or it lost it.
///
/// SwiftUI's `onChange(of:)` on iOS 16 hands over only the new focus value, so
/// per-field callbacks need the previous one kept in extra state (`storeLastFocus`) to call
/// `onFocus(false)` once. ``between(_:_:)`` computes both halves from the old and
/// new value, each exactly once:
///
/// ```swift
/// FocusTransition.between(Field.name, Field.email)
/// // [.lost(.name), .gained(.email)]
/// FocusTransition.between(Field.name, Field.name)   // []
/// ```
public enum FocusTransition<Value: Hashable & Sendable>: Hashable, Sendable {
    /// `value`'s field became focused.
    case gained(Value)
    /// `value`'s field stopped being focused.
    case lost(Value)

    /// The field the transition is about.
    public var value: Value {
        switch self {
        case .gained(let value), .lost(let value): value
        }
    }

    /// `true` for ``gained(_:)``: what an `onFocus(Bool)` callback receives.
    public var isGained: Bool {
        if case .gained = self { true } else { false }
    }

    /// The transitions from `old` to `new`: the old field's loss, then the new
    /// field's gain; nothing when they are equal.
    public static func between(_ old: Value?, _ new: Value?) -> [FocusTransition] {
        guard old != new else { return [] }
        return [old.map(FocusTransition.lost), new.map(FocusTransition.gained)].compactMap { $0 }
    }
}

extension FocusTransition: CustomStringConvertible {
    /// `gained name` / `lost name`, as the demo prints them.
    public var description: String {
        switch self {
        case .gained(let value): "gained \(FocusValue.description(of: value))"
        case .lost(let value): "lost \(FocusValue.description(of: value))"
        }
    }
}

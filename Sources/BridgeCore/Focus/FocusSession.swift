/// Focus over the fields of one form, keyed by any `Hashable` value: what
/// SwiftUI's `FocusState` does for native fields, for fields SwiftUI cannot see
/// (a `UITextField` in a representable), with the gaps apps otherwise work around
/// (delays, extra state) filled in.
///
/// - A request for a field that is not in a window yet is kept and honoured when
///   the field appears: no `asyncAfter(0.5)` in `onAppear`.
/// - A request for a value no field is bound to is ignored with a diagnostic,
///   and the binding is set back.
/// - Each change of focus is reported once: the old field's loss, then the new
///   field's gain (no `storeLastFocus`).
/// - Moving focus from one field to the next does not pass through `nil`, so the
///   keyboard stays up and the binding is written once.
///
/// ```swift
/// var session = FocusSession<Field>(order: [.name, .email, .phone], initial: .name)
/// session.handle(.registered(.name, isEmpty: true))   // []
/// session.handle(.appeared(.name))                    // [.becomeFirstResponder(.name)]
/// session.handle(.gained(.name))
/// // [.transition(.gained(.name))]
/// session.handle(.requested(.email))                  // kept until .email appears
/// ```
///
/// The shell sends UIKit's callbacks as ``Event``s and performs the returned
/// ``Effect``s in order.
public struct FocusSession<Field: Hashable & Sendable>: Sendable {
    /// The field that is first responder, as UIKit last reported.
    package var focused: Field? { _focused }
    /// A requested field that is not first responder yet.
    package var pending: Field? { _pending }
    /// What the app's binding holds, as far as the session knows.
    package var binding: Field? { _binding }

    // Internal and inlinable: an app always calls the session from another module,
    // and generic code specialised for its `Field` is several times faster.
    @usableFromInline var _focused: Field?
    @usableFromInline var _pending: Field?
    @usableFromInline var _binding: Field?
    @usableFromInline let declaredOrder: [Field]
    /// Fields created but not declared, in the order they were created.
    @usableFromInline var undeclared: [Field] = []
    /// How many live views are bound to each field's value.
    @usableFromInline var viewCounts: [Field: Int] = [:]
    @usableFromInline var onScreen: Set<Field> = []
    @usableFromInline var emptyFields: Set<Field> = []
    /// The field UIKit asked to begin editing, while the old one resigns.
    @usableFromInline var incoming: Field?

    /// A session whose focus order is `order` (fields not listed follow in the
    /// order they are created) and which focuses `initial` as soon as it appears.
    public init(order: [Field] = [], initial: Field? = nil) {
        declaredOrder = order
        _pending = initial
        _binding = initial
    }

    /// The fields in focus order: declared ones, then the others as created.
    @inlinable public var fields: [Field] { declaredOrder + undeclared }

    /// Whether the field is declared or has a view.
    @inlinable public func knows(_ field: Field) -> Bool {
        viewCounts[field] != nil || declaredOrder.contains(field)
    }

    /// Takes one event and returns the effects to perform, in order.
    @inlinable public mutating func handle(_ event: Event) -> [Effect] {
        switch event {
        case .registered(let field, let isEmpty):
            register(field, isEmpty: isEmpty)
            return []
        case .appeared(let field):
            if !knows(field) { register(field, isEmpty: false) }
            onScreen.insert(field)
            return _pending == field && _focused != field ? [.becomeFirstResponder(field)] : []
        case .disappeared(let field):
            onScreen.remove(field)
            return lose(field)
        case .unregistered(let field):
            return unregister(field)
        case .contentChanged(let field, let isEmpty):
            if isEmpty { emptyFields.insert(field) } else { emptyFields.remove(field) }
            return []
        case .requested(let field):
            // The shell may forward the binding on every view update: a value the
            // session already honours is not a new request. A binding left on a
            // field that is neither focused nor waiting (UIKit asked a field to
            // begin and then never moved focus there) is one, so writing it again
            // focuses the field instead of being swallowed.
            return honours(field) ? [] : request(field)
        case .move(let move):
            guard let target = target(of: move), target != _binding else { return [] }
            _binding = target
            return [.setBinding(target)] + request(target)
        case .willGain(let field):
            if knows(field), _focused != field { incoming = field }
            return []
        case .gained(let field):
            return gain(field)
        case .lost(let field):
            return lose(field)
        case .refused(let field):
            if incoming == field { incoming = nil }
            guard _pending == field else { return [] }
            _pending = nil
            _binding = _focused
            return [.diagnostic(.refusedByUIKit(field)), .setBinding(_focused)]
        }
    }

    // MARK: Requests

    /// Whether `field` is what the binding holds and UIKit has it (or it waits
    /// for its field to appear): nothing to do.
    @inlinable func honours(_ field: Field?) -> Bool {
        guard field == _binding else { return false }
        guard let field else { return _focused == nil && _pending == nil }
        return _focused == field || _pending == field
    }

    @inlinable mutating func request(_ field: Field?) -> [Effect] {
        guard let field else {
            _pending = nil
            _binding = nil
            return _focused.map { [.resignFirstResponder($0)] } ?? []
        }
        guard knows(field) else {
            // A no-op: the binding goes back to what it held before.
            return [.diagnostic(.unregisteredValue(field)), .setBinding(_binding)]
        }
        _binding = field
        guard _focused != field else {
            _pending = nil
            return []
        }
        _pending = field
        return onScreen.contains(field) ? [.becomeFirstResponder(field)] : []
    }


    @inlinable func target(of move: FocusMove) -> Field? {
        let order = fields
        switch move {
        case .firstEmpty:
            return order.first { emptyFields.contains($0) }
        case .next, .previous:
            let step = move == .next ? 1 : -1
            guard let current = (_pending ?? _focused).flatMap(order.firstIndex(of:)) else {
                return move == .next ? order.first : order.last
            }
            return order.indices.contains(current + step) ? order[current + step] : nil
        }
    }

    // MARK: UIKit's reports

    @inlinable mutating func gain(_ field: Field) -> [Effect] {
        guard knows(field), _focused != field else { return [] }
        var effects: [Effect] = _focused.map { [.transition(.lost($0))] } ?? []
        _focused = field
        _pending = nil
        incoming = nil
        effects.append(.transition(.gained(field)))
        if _binding != field {
            _binding = field
            effects.append(.setBinding(field))
        }
        return effects
    }

    @inlinable mutating func lose(_ field: Field) -> [Effect] {
        guard _focused == field else { return [] }
        _focused = nil
        var effects: [Effect] = [.transition(.lost(field))]
        // Focus moving to another field (a tap, or a request in flight) must not
        // pass through nil: the binding would change twice.
        let movingOn = (incoming != nil && incoming != field) || (_pending != nil && _pending != field)
        incoming = nil
        if !movingOn, _binding == field {
            _binding = nil
            effects.append(.setBinding(nil))
        }
        return effects
    }

    // MARK: Registration

    @inlinable mutating func register(_ field: Field, isEmpty: Bool) {
        if viewCounts[field] == nil, !declaredOrder.contains(field) { undeclared.append(field) }
        viewCounts[field, default: 0] += 1
        if isEmpty { emptyFields.insert(field) } else { emptyFields.remove(field) }
    }

    @inlinable mutating func unregister(_ field: Field) -> [Effect] {
        guard let count = viewCounts[field] else { return [] }
        guard count <= 1 else {
            viewCounts[field] = count - 1
            return []
        }
        viewCounts[field] = nil
        undeclared.removeAll { $0 == field }
        onScreen.remove(field)
        emptyFields.remove(field)
        return lose(field)
    }
}

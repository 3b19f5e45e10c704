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
///   keyboard stays up and the binding is written once. Only UIKit's
///   did-begin and did-end reports move focus: `textFieldShouldBeginEditing`
///   is also asked by `canBecomeFirstResponder` checks, so it means nothing.
/// - A field that appears is made first responder after SwiftUI's view
///   update, not inside it (``Effect/scheduleDeferredWork``), so the app's
///   `onEditingChanged` never runs during an insertion.
/// - A submit handler that asks for the field Return was pressed in keeps it
///   first responder (a chat box's `focus = .message`); otherwise Return ends
///   editing, as a native `TextField` does.
/// - Next and previous follow what the user sees: fields by their position on
///   screen (``Event/positioned(_:y:x:)``), declared fields not on screen yet in
///   their declared place. A move to a field that is not on screen waits for it
///   and leaves focus where it is (``FocusDiagnostic/waitingForField(_:)``);
///   if that field loses focus with no other gaining it (Done, the keyboard
///   dragged down), the wait ends and the target takes nothing when it appears.
///   Later moves start from the focused field, not from the waiting target:
///   Return → next in the field the user is in goes to the field after it.
///
/// ```swift
/// var session = FocusSession<Field>(order: [.name, .email, .phone], initial: .name)
/// session.handle(.registered(.name, isEmpty: true))   // []
/// session.handle(.appeared(.name))                    // [.scheduleDeferredWork]
/// session.handle(.deferredWorkDue)                    // [.becomeFirstResponder(.name)]
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
    /// The target of a next/previous move that waits for its field to appear,
    /// while focus stays where it is.
    package var waiting: Field? { _waiting }
    /// What the app's binding holds, as far as the session knows.
    package var binding: Field? { _binding }
    /// The focus order the last move used (fields removed since dropped).
    package var lastMoveOrder: [Field] { lastOrder }

    // Internal and inlinable: an app always calls the session from another module,
    // and generic code specialised for its `Field` is several times faster.
    @usableFromInline var _focused: Field?
    @usableFromInline var _pending: Field?
    /// Not a request: the binding still names the focused field, and a blur
    /// of that field ends the wait.
    @usableFromInline var _waiting: Field?
    @usableFromInline var _binding: Field?
    @usableFromInline let declaredOrder: [Field]
    /// Fields created but not declared, in the order they were created.
    @usableFromInline var undeclared: [Field] = []
    /// Where each field was last laid out, in window coordinates.
    @usableFromInline var positions: [Field: ScreenPosition] = [:]
    /// The fields measured since the last move: the ones on screen now.
    @usableFromInline var measured: Set<Field> = []
    /// The focus order of the last move, for fields out of view now.
    @usableFromInline var lastOrder: [Field] = []
    /// How many live views are bound to each field's value.
    @usableFromInline var viewCounts: [Field: Int] = [:]
    @usableFromInline var onScreen: Set<Field> = []
    @usableFromInline var emptyFields: Set<Field> = []
    /// A field that lost focus with nothing to follow: the binding becomes
    /// `nil` after the turn, unless another field gains focus first (a tap).
    @usableFromInline var blurring: Field?
    @usableFromInline var isWorkScheduled = false
    /// The field Return was pressed in, while its submit handlers run.
    @usableFromInline var submitting: Field?
    /// Whether a submit handler asked for the field Return was pressed in.
    @usableFromInline var keepsFocusAfterSubmit = false

    /// A session whose focus order is `order` (fields not listed are placed by
    /// their position on screen) and which focuses `initial` as soon as it appears.
    public init(order: [Field] = [], initial: Field? = nil) {
        declaredOrder = order
        _pending = initial
        _binding = initial
    }

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
            // SwiftUI is inserting the view: focus it after the update.
            let isTarget = _pending == field || (_waiting == field && _focused != nil)
            return isTarget && _focused != field ? scheduleWork() : []
        case .disappeared(let field):
            onScreen.remove(field)
            return lose(field)
        case .positioned(let field, let y, let x):
            positions[field] = ScreenPosition(y: y, x: x)
            measured.insert(field)
            return []
        case .unregistered(let field):
            return unregister(field)
        case .contentChanged(let field, let isEmpty):
            if isEmpty { emptyFields.insert(field) } else { emptyFields.remove(field) }
            return []
        case .requested(let field):
            if let field, field == submitting, field == _focused { keepsFocusAfterSubmit = true }
            // The shell may forward the binding on every view update: a value the
            // session already honours is not a new request.
            return honours(field) ? [] : request(field)
        case .move(let move):
            // The order is taken once per move, from this move's measurements.
            let order = fields
            lastOrder = order
            measured = []
            return self.move(move, in: order)
        case .submitBegan(let field):
            submitting = field
            keepsFocusAfterSubmit = false
            return []
        case .submitEnded(let field):
            defer { submitting = nil; keepsFocusAfterSubmit = false }
            return _focused == field && !keepsFocusAfterSubmit ? [.resignFirstResponder(field)] : []
        case .gained(let field):
            return gain(field)
        case .lost(let field):
            return lose(field)
        case .refused(let field):
            guard _pending == field else { return [] }
            _pending = nil
            _binding = _focused
            return [.diagnostic(.refusedByUIKit(field)), .setBinding(_focused)]
        case .deferredWorkDue:
            return deferredWork()
        }
    }

    // MARK: Requests

    /// Whether `field` is what the binding holds and UIKit has it (or it waits
    /// for its field to appear): nothing to do.
    @inlinable func honours(_ field: Field?) -> Bool {
        guard field == _binding else { return false }
        guard let field else { return _focused == nil && _pending == nil }
        return _pending == field || (_focused == field && _pending == nil)
    }

    @inlinable mutating func request(_ field: Field?) -> [Effect] {
        _waiting = nil
        guard let field else {
            _pending = nil
            _binding = nil
            blurring = nil
            return _focused.map { [.resignFirstResponder($0)] } ?? []
        }
        guard knows(field) else {
            // A no-op: the binding goes back to what it held before.
            return [.diagnostic(.unregisteredValue(field)), .setBinding(_binding)]
        }
        _binding = field
        blurring = nil
        guard _focused != field else {
            _pending = nil
            return []
        }
        _pending = field
        if onScreen.contains(field) { return [.becomeFirstResponder(field)] }
        // The binding names a field that is not on screen: the keyboard must not
        // stay in another field, where typing would not reach the one named.
        guard let current = _focused else { return [] }
        return [.diagnostic(.waitingForField(field)), .resignFirstResponder(current)]
    }

    @inlinable mutating func move(_ move: FocusMove, in order: [Field]) -> [Effect] {
        guard let target = target(of: move, in: order), target != _binding, target != _pending,
              target != _waiting else { return [] }
        guard onScreen.contains(target) || _focused == nil else {
            // Binding and keyboard stay on the current field until the target
            // appears; `appeared` then focuses it, unless the field blurs first.
            _waiting = target
            return [.diagnostic(.waitingForField(target))]
        }
        _binding = target
        return [.setBinding(target)] + request(target)
    }

    @inlinable func target(of move: FocusMove, in order: [Field]) -> Field? {
        switch move {
        case .firstEmpty:
            return order.first { emptyFields.contains($0) }
        case .next, .previous:
            let step = move == .next ? 1 : -1
            // From where focus is going (a request in flight) or where it is. Not
            // from a field a move waits for: focus stayed put, the user sees the
            // keyboard in the focused field, and a move from there is what they
            // ask for (Return → next in field 2 while a move waits for field 1).
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
        _waiting = nil
        blurring = nil
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
        // A request in flight moves focus on. A tap on another field ends this
        // one before the other begins: the binding waits for the turn to end,
        // so it changes once, and never passes through nil. A move waiting for
        // its field is not in flight: this blur ends it (Done, drag to dismiss).
        _waiting = nil
        let movingOn = _pending != nil && _pending != field
        if !movingOn, _binding == field {
            blurring = field
            effects += scheduleWork()
        }
        return effects
    }

    // MARK: After the view update

    @inlinable mutating func scheduleWork() -> [Effect] {
        guard !isWorkScheduled else { return [] }
        isWorkScheduled = true
        return [.scheduleDeferredWork]
    }

    @inlinable mutating func deferredWork() -> [Effect] {
        isWorkScheduled = false
        var effects: [Effect] = []
        if let field = blurring, _focused == nil, _binding == field {
            _binding = nil
            effects.append(.setBinding(nil))
        }
        blurring = nil
        if let field = _waiting, onScreen.contains(field), _focused != nil {
            // The waited-for field appeared while focus stayed put: the move
            // is in flight now.
            _waiting = nil
            _pending = field
        }
        if let field = _pending, onScreen.contains(field), _focused != field {
            effects.append(.becomeFirstResponder(field))
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
        positions[field] = nil
        measured.remove(field)
        lastOrder.removeAll { $0 == field }
        onScreen.remove(field)
        emptyFields.remove(field)
        return lose(field)
    }
}

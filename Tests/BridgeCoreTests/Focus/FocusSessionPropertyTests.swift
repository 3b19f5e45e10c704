import BridgeCore
import BridgeDoubles
import PropertyBased
import Testing

/// Random sequences of taps, app requests, moves, fields coming and going, edits
/// and disabled fields, including values nobody registered, replayed on a
/// ``HeadlessFocusForm``. After every step the session must agree with UIKit.
/// Moves to declared fields not on screen wait, and are followed by moves and
/// by Return → next: every next/previous from a focused field is checked
/// against a reference (the neighbour of the focused field in the move's order).
@Suite("Focus: random sequences keep binding, UIKit and reports in agreement")
struct FocusSessionPropertyTests {
    /// Three declared fields (0, 1, 2), two that join when created (3, 4), and a
    /// value no field ever uses (5).
    static let declared = [0, 1, 2]

    enum Step: Sendable, CustomStringConvertible {
        case tap(Int), request(Int?), move(FocusMove), show(Int), create(Int), remove(Int)
        case edit(Int, isEmpty: Bool), disable(Int, Bool)
        case query(Int), returnKeeping(Bool), layOut(Int, y: Double), returnMoving(FocusMove)

        var description: String {
            switch self {
            case .tap(let f): "tap \(f)"
            case .request(let f): "focus = \(f.map(String.init) ?? "nil")"
            case .move(let m): "move \(m)"
            case .show(let f): "show \(f)"
            case .create(let f): "create \(f)"
            case .remove(let f): "remove \(f)"
            case .edit(let f, let e): "edit \(f) empty=\(e)"
            case .disable(let f, let d): "disable \(f) \(d)"
            case .query(let f): "canBecomeFirstResponder \(f)"
            case .returnKeeping(let keeps): "return, handler keeps focus: \(keeps)"
            case .layOut(let f, let y): "lay out \(f) at \(y)"
            case .returnMoving(let m): "return, handler moves \(m)"
            }
        }
    }

    static func step(_ kind: Int, _ field: Int) -> Step {
        switch kind {
        case 0, 1: .tap(field)
        case 2: .request(field == 5 ? nil : field)
        case 3: .request(field)
        case 4: .move([FocusMove.next, .previous, .firstEmpty][field % 3])
        case 5: .show(field)
        case 6: .create(field)
        case 7: .remove(field)
        case 8: .edit(field, isEmpty: field.isMultiple(of: 2))
        case 9: .disable(field, field < 3)
        case 10: .query(field)
        case 11: .returnKeeping(field.isMultiple(of: 2))
        case 12: .layOut(field, y: Double((field * 37) % 5) * 44)
        default: .returnMoving(field.isMultiple(of: 2) ? .next : .previous)
        }
    }

    @Test("Reports alternate with UIKit's first responder, and the binding shows the focused field once nothing is pending")
    func randomSequences() async {
        let steps = Gen.int(in: 0...14).array(of: 1...40)
        let fields = Gen.int(in: 0...5).array(of: 40...40)
        await propertyCheck(count: 1000, input: steps, fields) { kinds, targets in
            var form = HeadlessFocusForm<Int>(order: Self.declared)
            var reported: Int? = nil
            var shownSteps: [Step] = []
            for (kind, target) in zip(kinds, targets) {
                let step = Self.step(kind, target)
                shownSteps.append(step)
                let focusedBefore = form.firstResponder
                let writesBefore = form.bindingWrites.count
                let transitionsBefore = form.transitions.count
                let isSettled = form.session.pending == nil
                Self.apply(step, to: &form)
                if isSettled, let focused = focusedBefore {
                    Self.expectMove(step, from: focused, on: form, after: shownSteps)
                }

                // Every transition is reported once, in UIKit's order: a gain
                // only when nothing is focused, a loss only of the focused field.
                for transition in form.transitions[transitionsBefore...] {
                    switch transition {
                    case .gained(let field):
                        #expect(reported == nil, "gained \(field) while \(String(describing: reported)) focused: \(shownSteps)")
                        reported = field
                    case .lost(let field):
                        #expect(reported == field, "lost \(field) while \(String(describing: reported)) focused: \(shownSteps)")
                        reported = nil
                    }
                }
                #expect(reported == form.firstResponder, "reports disagree with UIKit after \(shownSteps)")
                if form.session.pending == nil {
                    #expect(form.binding == form.firstResponder, "binding disagrees with UIKit after \(shownSteps)")
                }
                // The keyboard is never in a field the binding does not name:
                // typing always goes where the app thinks focus is.
                if let focused = form.firstResponder {
                    #expect(form.binding == focused, "binding \(String(describing: form.binding)) split from the keyboard in \(focused) after \(shownSteps)")
                }
                // Focus moving from one field straight to another never writes nil.
                if let before = focusedBefore, let after = form.firstResponder, before != after {
                    #expect(!form.bindingWrites[writesBefore...].contains(nil), "binding passed through nil: \(shownSteps)")
                }
                // A value nobody registered never takes focus.
                #expect(form.firstResponder != 5)
            }
        }
    }

    static func apply(_ step: Step, to form: inout HeadlessFocusForm<Int>) {
        switch step {
        case .tap(let field): form.tap(field)
        case .request(let field): form.setFocus(field)
        case .move(let move): form.move(move)
        case .show(let field) where field < 5: form.show(field)
        case .create(let field) where field < 5: form.create(field)
        case .show, .create: break  // 5 is the value no field uses
        case .remove(let field): form.remove(field)
        case .edit(let field, let isEmpty): form.edit(field, isEmpty: isEmpty)
        case .disable(let field, let isDisabled): form.setDisabled(field, isDisabled)
        case .query(let field): form.askCanBecomeFirstResponder(field)
        case .returnKeeping(let keeps):
            guard let field = form.firstResponder else { return }
            form.pressReturn(in: field, running: keeps ? [{ $0.setFocus(field) }] : [])
        case .layOut(let field, let y): form.layOut(field, y: y)
        case .returnMoving(let move):
            guard let field = form.firstResponder else { return }
            form.pressReturn(in: field, running: [{ $0.move(move) }])
        }
    }

    /// The reference for a next/previous move from `focused` with nothing
    /// pending: the field beside it in the move's order takes focus if UIKit
    /// lets it; one not on screen is waited for with focus left in place; none
    /// leaves focus in place. After Return, focus left in place ends editing.
    static func expectMove(_ step: Step, from focused: Int, on form: HeadlessFocusForm<Int>, after steps: [Step]) {
        let move: FocusMove, isReturn: Bool
        switch step {
        case .move(let m) where m != .firstEmpty: (move, isReturn) = (m, false)
        case .returnMoving(let m): (move, isReturn) = (m, true)
        default: return
        }
        let order = form.session.lastMoveOrder
        guard let index = order.firstIndex(of: focused) else { return }
        let beside = index + (move == .next ? 1 : -1)
        let target = order.indices.contains(beside) ? order[beside] : nil
        let staysPut: Int? = isReturn ? nil : focused
        guard let target else {
            #expect(form.firstResponder == staysPut, "\(move) from the last field moved focus: \(steps)")
            return
        }
        if form.canBecomeFirstResponder(target) {
            #expect(form.firstResponder == target, "\(move) from \(focused) did not reach \(target) in \(order): \(steps)")
        } else if isReturn {
            // UIKit refused (not on screen, hidden, disabled): the session sets
            // the binding back to the field Return was pressed in, which reads
            // as the handler keeping it; either way focus goes nowhere else.
            #expect([nil, focused].contains(form.firstResponder), "\(move) from \(focused) to unavailable \(target) moved focus: \(steps)")
        } else {
            #expect(form.firstResponder == focused, "\(move) from \(focused) to unavailable \(target) moved focus: \(steps)")
        }
    }
}

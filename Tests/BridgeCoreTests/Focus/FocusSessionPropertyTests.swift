import BridgeCore
import BridgeDoubles
import PropertyBased
import Testing

/// Random sequences of taps, app requests, moves, fields coming and going, edits
/// and disabled fields, including values nobody registered, replayed on a
/// ``HeadlessFocusForm``. After every step the session must agree with UIKit.
@Suite("Focus: random sequences keep binding, UIKit and reports in agreement")
struct FocusSessionPropertyTests {
    /// Three declared fields (0, 1, 2), two that join when created (3, 4), and a
    /// value no field ever uses (5).
    static let declared = [0, 1, 2]

    enum Step: Sendable, CustomStringConvertible {
        case tap(Int), request(Int?), move(FocusMove), show(Int), create(Int), remove(Int)
        case edit(Int, isEmpty: Bool), disable(Int, Bool)
        case query(Int), returnKeeping(Bool), layOut(Int, y: Double)

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
        default: .layOut(field, y: Double((field * 37) % 5) * 44)
        }
    }

    @Test("Reports alternate with UIKit's first responder, and the binding shows the focused field once nothing is pending")
    func randomSequences() async {
        let steps = Gen.int(in: 0...12).array(of: 1...40)
        let fields = Gen.int(in: 0...5).array(of: 40...40)
        await propertyCheck(count: 300, input: steps, fields) { kinds, targets in
            var form = HeadlessFocusForm<Int>(order: Self.declared)
            var reported: Int? = nil
            var shownSteps: [Step] = []
            for (kind, target) in zip(kinds, targets) {
                let step = Self.step(kind, target)
                shownSteps.append(step)
                let focusedBefore = form.firstResponder
                let writesBefore = form.bindingWrites.count
                let transitionsBefore = form.transitions.count
                Self.apply(step, to: &form)

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
        }
    }
}

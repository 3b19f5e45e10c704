import BridgeCore
import PropertyBased
import Testing

/// Every event the shell can send, picked by index so the generator can shrink.
private func event(_ code: Int) -> RefreshSession.Event {
    switch code {
    case 0: .touchesBegan(count: 1)
    case 1: .pulled(distance: 30)
    case 2: .pulled(distance: 120)
    case 3: .touchesEnded(count: 1)
    case 4: .touchesCancelled(count: 1)
    case 5: .controlTriggered
    case 6: .isRefreshingObserved(true)
    case 7: .isRefreshingObserved(false)
    case 8: .actionFinished(RefreshActionID(1))
    case 9: .actionFinished(RefreshActionID(2))
    default: .disappeared
    }
}

@Suite("RefreshSession: properties over random event sequences")
struct RefreshSessionPropertyTests {
    @Test(arguments: [RefreshSession.Completion.whenActionReturns, .whenBindingTurnsOff])
    func invariantsHoldAfterEveryEvent(_ completion: RefreshSession.Completion) async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...10).array(of: 0...40)) { codes in
            var session = RefreshSession(completion: completion)
            var running: RefreshActionID?
            for code in codes {
                let input = event(code)
                let before = session.phase
                let output = session.handle(input)
                for effect in output {
                    switch effect {
                    case .startAction(let id):
                        // Only a lifted finger starts an action, and never a second one.
                        #expect(input == .touchesEnded(count: 1))
                        #expect(running == nil)
                        running = id
                    case .cancelAction(let id):
                        #expect(completion == .whenActionReturns)
                        #expect(id == running)
                    default:
                        break
                    }
                }
                if case .refreshing = session.phase {} else { running = nil }
                if session.phase != .detached {
                    // The spinner and the binding agree.
                    #expect(session.isSpinnerShown == session.isBindingOn, "after \(input) from \(before)")
                }
            }
        }
    }
}

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
    case 10: .pulled(distance: 0)
    case 11: .scrollGestureObserved(isScrolling: true, touchCount: 0)    // a trackpad pull
    case 12: .scrollGestureObserved(isScrolling: false, touchCount: 0)   // its fingers lift
    case 13: .scrollGestureObserved(isScrolling: true, touchCount: 1)    // a finger drags
    default: .disappeared
    }
}

@Suite("RefreshSession: properties over random event sequences")
struct RefreshSessionPropertyTests {
    /// Found by the property below (whose model once counted only pulls under a
    /// finger): a trackpad pull holds the drag after the fingers lift, so its
    /// last pull, not the fingers' last one at rest, decides.
    @Test("A trackpad pull past the threshold after fingers lifted at rest starts when the scroll ends")
    func trackpadPullAfterFingersLiftedAtRestStarts() {
        var session = RefreshSession(completion: .whenActionReturns)
        var started = false
        for code in [11, 0, 0, 3, 10, 3, 2, 12] {
            started = session.handle(event(code)).contains { if case .startAction = $0 { true } else { false } }
        }
        #expect(started)
    }

    @Test(arguments: [RefreshSession.Completion.whenActionReturns, .whenBindingTurnsOff])
    func invariantsHoldAfterEveryEvent(_ completion: RefreshSession.Completion) async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...14).array(of: 0...40)) { codes in
            var session = RefreshSession(completion: completion)
            var running: RefreshActionID?
            var fingers = 0
            var lastPullThisDrag: Double?
            // A pull by scroll events (a trackpad) holds the drag like a finger,
            // from the pan scrolling with no touch until it stops scrolling.
            var scrollEventPull = false
            for code in codes {
                let input = event(code)
                let before = session.phase
                // Pulls count only while no refresh runs or shows.
                let noRefresh = switch before {
                case .refreshing, .showingExternalRefresh, .detached: false
                default: true
                }
                switch input {
                case .touchesBegan:
                    if fingers == 0, !scrollEventPull { lastPullThisDrag = nil }
                    fingers += 1
                case .pulled(let distance) where (fingers > 0 || scrollEventPull) && noRefresh:
                    lastPullThisDrag = distance
                case .scrollGestureObserved(true, 0) where fingers == 0 && !scrollEventPull && noRefresh:
                    scrollEventPull = true
                    lastPullThisDrag = nil
                case .scrollGestureObserved(false, _):
                    scrollEventPull = false
                case .controlTriggered:
                    lastPullThisDrag = nil  // a newer report: the control saw a pull past its threshold
                default:
                    break
                }
                let output = session.handle(input)
                for effect in output {
                    switch effect {
                    case .startAction(let id):
                        // Only a lifted finger (or a trackpad pull's end) starts an action,
                        // never a second one, and never when the latest report of the
                        // pull had it back at rest.
                        #expect(input == .touchesEnded(count: 1) || input == .scrollGestureObserved(isScrolling: false, touchCount: 0))
                        #expect(running == nil)
                        #expect(lastPullThisDrag != 0, "started although the pull went back to 0")
                        running = id
                    case .cancelAction(let id):
                        #expect(completion == .whenActionReturns)
                        #expect(id == running)
                    case .watchScrollGesture:
                        // Watched only while the pan scrolls (a scroll-event pull began with no touch).
                        if case .scrollGestureObserved(true, _) = input {} else { Issue.record("watch after \(input)") }
                    case .setBinding(true):
                        // isRefreshing turns true when, and only when, a refresh starts.
                        #expect(output.contains { if case .startAction = $0 { true } else { false } })
                    default:
                        break
                    }
                }
                if case .touchesEnded = input, fingers > 0 { fingers -= 1 }
                if case .touchesCancelled = input, fingers > 0 { fingers -= 1 }
                if case .refreshing = session.phase {} else { running = nil }
                switch session.phase {
                case .tracking, .armed, .detached:
                    // During a drag the control may spin by itself while isRefreshing is false.
                    break
                case .idle, .refreshing, .showingExternalRefresh:
                    #expect(session.isSpinnerShown == session.isBindingOn, "after \(input) from \(before)")
                }
            }
        }
    }
}

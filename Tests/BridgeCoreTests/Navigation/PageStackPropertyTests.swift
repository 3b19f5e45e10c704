import BridgeCore
import BridgeDoubles
import PropertyBased
import Testing

/// Random sequences of requests, transition ends, user pops and cancelled swipes,
/// replayed on a ``HeadlessNavigationSession`` and checked against a reference that
/// applies the same requests one after another with no UIKit in between.
@Suite("Navigation: random operation sequences")
struct NavigationPropertyTests {

    /// The reference: requests applied in the order they take effect. Requests made
    /// during a user's swipe take effect after it; all others at once.
    struct Reference {
        var stack: [PageID] = ["root"]
        var projected: [PageID] = ["root"]
        var deferred: [NavigationRequest] = []
        var expectedCalls = 0
        var expectedDiscards = 0

        mutating func request(_ request: NavigationRequest, duringSwipe: Bool) throws(NavigationError) {
            projected = try request.target(from: projected)
            if duringSwipe { deferred.append(request) } else { apply(request) }
        }

        mutating func apply(_ request: NavigationRequest) {
            guard let target = try? request.target(from: stack) else {
                expectedDiscards += 1
                return
            }
            if target != stack { expectedCalls += 1 }
            stack = target
        }

        mutating func swipeEnded(keeping count: Int?) {
            if let count { stack = Array(stack.prefix(count)) }
            deferred.forEach { apply($0) }
            deferred = []
            projected = stack
        }
    }

    static let steps = zip(Gen.int(in: 0...9), Gen.int(in: 0...7)).array(of: 1...40)

    @Test("The stack is never invalid, follows the reference, and each request is one UIKit call")
    func randomSequences() async {
        await propertyCheck(count: 250, input: Self.steps) { steps in
            var session = HeadlessNavigationSession(root: "root")
            var reference = Reference()
            var fresh = 0
            var swipe: (keeping: Int, cancels: Bool)?
            func newPage() -> PageID {
                fresh += 1
                return PageID("p\(fresh)")
            }

            for (kind, argument) in steps {
                let pages = reference.projected
                let existing = pages[argument % pages.count]
                let animated = argument % 4 != 3
                var request: NavigationRequest?
                switch kind {
                case 0, 1: request = .push([newPage()])
                case 2: request = .push(argument == 7 ? [newPage(), existing] : (0...argument % 3).map { _ in newPage() })
                case 3: request = .pop(count: argument - 1)
                case 4: request = .popTo(argument == 7 ? "unknown" : existing)
                case 5: request = .popToRoot
                case 6: request = .replace(argument == 0 ? [] : Array(pages.prefix(argument % 3)) + [newPage(), existing])
                case 7:
                    if let ongoing = swipe {
                        session.endTransition(cancelled: ongoing.cancels)
                        reference.swipeEnded(keeping: ongoing.cancels ? nil : ongoing.keeping)
                        swipe = nil
                    } else {
                        session.endTransition()
                    }
                default:
                    // The user pops (back menu) or swipes and gives up, only when nothing animates.
                    let shown = session.uikit.viewControllers
                    guard !session.uikit.isTransitioning, shown.count > 1 else { continue }
                    let keep = kind == 8 ? 1 + argument % (shown.count - 1) : shown.count - 1
                    session.userPop(toIndex: keep - 1)
                    swipe = (keep, kind == 9)
                }
                if let request {
                    var expected: NavigationError?
                    do throws(NavigationError) { try reference.request(request, duringSwipe: swipe != nil) } catch { expected = error }
                    var actual: NavigationError?
                    do throws(NavigationError) { try session.request(request, animated: animated) } catch { actual = error }
                    #expect(actual == expected, "\(request)")
                }
                Self.expectValid(session)
            }

            if let ongoing = swipe {
                session.endTransition(cancelled: ongoing.cancels)
                reference.swipeEnded(keeping: ongoing.cancels ? nil : ongoing.keeping)
            }
            session.settle()
            Self.expectValid(session)
            #expect(session.uikit.viewControllers == reference.stack)
            #expect(session.stack.pages == reference.stack)
            #expect(session.stack.queue.isEmpty)
            #expect(session.uikitCallCount == reference.expectedCalls)
            let discards = session.log.filter { if case .effect(.discard) = $0 { true } else { false } }
            #expect(discards.count == reference.expectedDiscards)
        }
    }

    /// The stack UIKit shows is never empty and never holds a page twice, and the
    /// model agrees with it whenever nothing is in flight.
    static func expectValid(_ session: HeadlessNavigationSession) {
        let shown = session.uikit.viewControllers
        #expect(!shown.isEmpty)
        #expect(Set(shown).count == shown.count)
        #expect(Set(session.stack.projectedPages).count == session.stack.projectedPages.count)
        if !session.uikit.isTransitioning {
            #expect(session.stack.pages == shown)
            #expect(!session.stack.isTransitioning)
        }
    }
}

import BridgeCore
import BridgeDoubles
import PropertyBased
import Testing

@Suite("Hosting: lifecycle tracker")
struct HostingLifecycleTrackerTests {

    /// The lifecycle events each page received, in order.
    static func events(in session: HeadlessNavigationSession) -> [PageID: [LifecycleEvent]] {
        var byPage: [PageID: [LifecycleEvent]] = [:]
        for case .uikit(.lifecycle(let page, let event)) in session.log { byPage[page, default: []].append(event) }
        return byPage
    }

    static func session(_ pages: [PageID]) throws -> HeadlessNavigationSession {
        var session = HeadlessNavigationSession(root: pages[0])
        if pages.count > 1 { try session.request(.push(Array(pages.dropFirst())), animated: false) }
        session.clearLog()
        return session
    }

    @Test("Push: the new page loads and appears moving to parent; the old one is covered")
    func push() throws {
        var session = try Self.session(["home"])
        try session.request(.push(["detail"]))
        session.endTransition()
        let events = Self.events(in: session)
        #expect(events["detail"] == [.didLoad, .willAppear(.movingToParent), .didAppear(.movingToParent)])
        #expect(events["home"] == [.willDisappear(.covered), .didDisappear(.covered)])
    }

    @Test("Pop: the top page disappears moving from parent; the one beneath is uncovered")
    func pop() throws {
        var session = try Self.session(["home", "detail"])
        try session.request(.pop(count: 1))
        session.endTransition()
        let events = Self.events(in: session)
        #expect(events["detail"] == [.willDisappear(.movingFromParent), .didDisappear(.movingFromParent)])
        #expect(events["home"] == [.willAppear(.uncovered), .didAppear(.uncovered)])
    }

    @Test("Popping several pages: only the visible ones hear about it, as in UIKit")
    func popSeveral() throws {
        var session = try Self.session(["home", "a", "b", "c"])
        try session.request(.popToRoot)
        session.endTransition()
        let events = Self.events(in: session)
        #expect(events["c"] == [.willDisappear(.movingFromParent), .didDisappear(.movingFromParent)])
        #expect(events["home"] == [.willAppear(.uncovered), .didAppear(.uncovered)])
        #expect(events["a"] == nil)
        #expect(events["b"] == nil)
    }

    @Test("A cancelled swipe: each phase once, with the cancellation named")
    func cancelledSwipe() throws {
        var session = try Self.session(["home", "detail"])
        session.userPop(gesture: "user swipes from the left edge")
        session.endTransition(cancelled: true)
        let events = Self.events(in: session)
        #expect(events["detail"] == [
            .willDisappear(.movingFromParent),
            .willAppear(.disappearanceCancelled), .didAppear(.disappearanceCancelled),
        ])
        #expect(events["home"] == [
            .willAppear(.uncovered),
            .willDisappear(.appearanceCancelled), .didDisappear(.appearanceCancelled),
        ])
        #expect(session.stack.pages == ["home", "detail"])
    }

    @Test("A first appearance is an arrival even when UIKit says isMovingToParent == false (window root)")
    func firstAppearanceArrives() {
        var tracker = LifecycleTracker()
        tracker.handle(.viewDidLoad)
        let first = tracker.handle(.viewWillAppear(isMovingToParent: false))
        #expect(first == [.willAppear(.movingToParent)])
        tracker.handle(.viewDidAppear(isMovingToParent: false))
        tracker.handle(.viewWillDisappear(isMovingFromParent: false))
        tracker.handle(.viewDidDisappear(isMovingFromParent: false))
        let second = tracker.handle(.viewWillAppear(isMovingToParent: false))
        #expect(second == [.willAppear(.uncovered)], "the second time, it was covered")
    }

    @Test("A page set under others and first shown by a pop arrives; one shown before is uncovered")
    func pageSetUnderOthers() throws {
        var session = HeadlessNavigationSession(root: "home")
        try session.request(.push(["a", "b", "c"]), animated: false)
        session.clearLog()
        try session.request(.pop(count: 2))
        session.endTransition()
        #expect(Self.events(in: session)["a"] == [.didLoad, .willAppear(.movingToParent), .didAppear(.movingToParent)])
        try session.request(.push(["d"]))
        session.endTransition()
        session.clearLog()
        try session.request(.pop(count: 1))
        session.endTransition()
        #expect(Self.events(in: session)["a"] == [.willAppear(.uncovered), .didAppear(.uncovered)])
    }

    @Test("Repeated callbacks are delivered once; a missing will is supplied before its did")
    func repeatsAndGaps() {
        var tracker = LifecycleTracker()
        let callbacks: [LifecycleCallback] = [
            .viewDidLoad, .viewDidLoad,
            .viewDidAppear(isMovingToParent: true), .viewWillAppear(isMovingToParent: true),
            .viewDidDisappear(isMovingFromParent: false), .viewDidDisappear(isMovingFromParent: false),
        ]
        let delivered = callbacks.map { tracker.handle($0) }
        #expect(delivered == [
            [.didLoad], [],
            [.willAppear(.movingToParent), .didAppear(.movingToParent)], [],
            [.willDisappear(.covered), .didDisappear(.covered)], [],
        ])
    }

    @Test("A late subscriber catches up on what already happened")
    func catchUp() {
        var tracker = LifecycleTracker()
        #expect(tracker.catchUpEvents.isEmpty)
        tracker.handle(.viewDidLoad)
        tracker.handle(.viewWillAppear(isMovingToParent: true))
        #expect(tracker.catchUpEvents == [.didLoad, .willAppear(.movingToParent)])
        tracker.handle(.viewDidAppear(isMovingToParent: true))
        #expect(tracker.catchUpEvents == [.didLoad, .willAppear(.movingToParent), .didAppear(.movingToParent)])
        #expect(tracker.isVisible)
        tracker.handle(.viewWillDisappear(isMovingFromParent: true))
        #expect(tracker.catchUpEvents == [.didLoad, .willDisappear(.movingFromParent)])
    }

    @Test("Any callback sequence yields a well-formed event sequence")
    func wellFormed() async {
        let callbacks = zip(Gen.int(in: 0...4), Gen.bool).array(of: 0...30)
        await propertyCheck(count: 200, input: callbacks) { steps in
            var tracker = LifecycleTracker()
            var output: [LifecycleEvent] = []
            for (kind, moving) in steps {
                let callback: LifecycleCallback = switch kind {
                case 0: .viewDidLoad
                case 1: .viewWillAppear(isMovingToParent: moving)
                case 2: .viewDidAppear(isMovingToParent: moving)
                case 3: .viewWillDisappear(isMovingFromParent: moving)
                default: .viewDidDisappear(isMovingFromParent: moving)
                }
                output += tracker.handle(callback)
            }
            #expect(output.filter { $0 == .didLoad }.count == (steps.isEmpty ? 0 : 1))
            #expect(output.first == (steps.isEmpty ? nil : .didLoad))
            // After didLoad, phases cycle willAppear → didAppear → willDisappear → didDisappear,
            // except that a will may be cancelled by the opposite will.
            var previous: LifecyclePhase = .didLoad
            for event in output.dropFirst() {
                let allowed: Set<LifecyclePhase> = switch previous {
                case .didLoad, .didDisappear: [.willAppear]
                case .willAppear: [.didAppear, .willDisappear]
                case .didAppear: [.willDisappear]
                case .willDisappear: [.didDisappear, .willAppear]
                }
                #expect(allowed.contains(event.phase), "\(previous) then \(event)")
                previous = event.phase
            }
        }
    }
}

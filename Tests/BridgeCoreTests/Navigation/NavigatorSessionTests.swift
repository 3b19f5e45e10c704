import BridgeCore
import BridgeDoubles
import Testing

/// The decisions `NavigatorController` hands to the core, fed the reports UIKit
/// would make. Handles are strings standing for view controllers.
@Suite("Navigation: the navigator session (what the shell reports, what it must do)")
struct NavigatorSessionTests {
    typealias Session = NavigatorSession<String>

    /// A session showing `handles`, each page named after its controller.
    static func showing(_ handles: [String]) throws -> Session {
        var session = Session(root: handles[0], id: PageID(handles[0]))
        guard handles.count > 1 else { return session }
        let ids = try session.register(handles.dropFirst().map { .new($0, id: PageID($0)) })
        _ = try session.request(.push(ids), animated: false)
        _ = session.handle(.stackChanged(shown: handles, animated: false, coordinated: false))
        return session
    }

    /// The token of the completion the shell must register, if the effects ask for one.
    static func token(in effects: [Session.Effect]) -> Int? {
        effects.lazy.compactMap { if case .awaitTransitionEnd(let token) = $0 { token } else { nil } }.first
    }

    @Test("A pop by swipe is reconciled when its transition ends, and the popped controller is released")
    func swipePopReconciled() throws {
        var session = try Self.showing(["home", "a"])
        // The swipe starts: UIKit calls popViewController, viewControllers is already shorter.
        let started = session.handle(.stackChanged(shown: ["home"], animated: true, coordinated: true))
        let token = try #require(Self.token(in: started))
        #expect(started == [.awaitTransitionEnd(token: token)])
        #expect(session.stack.transition == .user(from: ["home", "a"]))
        #expect(session.controller(for: "a") == "a", "kept while the swipe may still be cancelled")

        let ended = session.handle(.transitionEnded(token: token, shown: ["home"], cancelled: false))
        #expect(ended == [.stack(.userPopped(["a"]))])
        #expect(session.stack.pages == ["home"])
        #expect(session.controller(for: "a") == nil)
    }

    @Test("A cancelled swipe changes nothing and keeps the controller")
    func cancelledSwipe() throws {
        var session = try Self.showing(["home", "a"])
        let token = try #require(Self.token(in: session.handle(.stackChanged(shown: ["home"], animated: true, coordinated: true))))
        let ended = session.handle(.transitionEnded(token: token, shown: ["home", "a"], cancelled: true))
        #expect(ended.isEmpty)
        #expect(session.stack.pages == ["home", "a"])
        #expect(!session.stack.isTransitioning)
        #expect(session.controller(for: "a") == "a")
    }

    @Test("A completion for a transition that already ended does nothing")
    func staleCompletionIgnored() throws {
        var session = try Self.showing(["home", "a", "b"])
        let first = try #require(Self.token(in: session.handle(.stackChanged(shown: ["home", "a"], animated: true, coordinated: true))))
        // The coordinator refused the completion; the shell ended the transition itself ...
        _ = session.handle(.transitionEnded(token: first, shown: ["home", "a"], cancelled: false))
        let second = try #require(Self.token(in: session.handle(.stackChanged(shown: ["home"], animated: true, coordinated: true))))
        #expect(second != first)
        // ... and the late completion of the first transition must not end the second.
        #expect(session.handle(.transitionEnded(token: first, shown: ["home"], cancelled: true)).isEmpty)
        #expect(session.stack.isTransitioning)
        #expect(session.handle(.transitionEnded(token: second, shown: ["home"], cancelled: false)) == [.stack(.userPopped(["a"]))])
    }

    @Test("A stack UIKit shows with an unknown controller is adopted under a generated identity")
    func unknownControllerAdopted() throws {
        var session = try Self.showing(["home"])
        let caughtUp = session.handle(.catchUp(shown: ["home", "Mystery"], coordinated: false))
        #expect(caughtUp == [.stack(.adopted(["home", "Mystery#1"]))])
        #expect(session.controller(for: "Mystery#1") == "Mystery")
        // The generated identity is stable, and requests can name it.
        #expect(try session.request(.pop(count: 1), animated: true) == [.stack(.call(.pop, animated: true))])
        #expect(try session.register([.existing("Mystery#1")]) == ["Mystery#1"])
    }

    @Test("A controller pushed directly on the navigation controller is the user's change")
    func directPushAdopted() throws {
        var session = try Self.showing(["home"])
        let token = try #require(Self.token(in: session.handle(.stackChanged(shown: ["home", "Other"], animated: true, coordinated: true))))
        #expect(session.stack.transition == .user(from: ["home"]))
        #expect(session.handle(.transitionEnded(token: token, shown: ["home", "Other"], cancelled: false)) == [.stack(.adopted(["home", "Other#1"]))])
    }

    @Test("The session's own call is not mistaken for the user's")
    func ownCallIsNotTheUsers() throws {
        var session = try Self.showing(["home"])
        _ = try session.register([.new("a", id: "a")])
        _ = try session.request(.push(["a"]), animated: true)
        let token = try #require(Self.token(in: session.handle(.stackChanged(shown: ["home", "a"], animated: true, coordinated: true))))
        #expect(session.stack.transition == .requested(target: ["home", "a"]))
        #expect(session.handle(.transitionEnded(token: token, shown: ["home", "a"], cancelled: false)).isEmpty)
    }

    @Test("Requests during an animation are queued, then made one per transition")
    func requestsDuringAnimationQueued() throws {
        var session = try Self.showing(["home"])
        let a = try session.register([.new("a", id: nil)])
        #expect(try session.request(.push(a), animated: true) == [.stack(.call(.push("a#1"), animated: true))])
        let token = try #require(Self.token(in: session.handle(.stackChanged(shown: ["home", "a"], animated: true, coordinated: true))))

        let b = try session.register([.new("b", id: "b")])
        #expect(try session.request(.push(b), animated: true).isEmpty)
        #expect(session.handle(.catchUp(shown: ["home", "a"], coordinated: true)).isEmpty, "nothing to catch up mid-transition")
        #expect(session.controller(for: "b") == "b", "a queued page keeps its controller")

        let ended = session.handle(.transitionEnded(token: token, shown: ["home", "a"], cancelled: false))
        #expect(ended == [.stack(.call(.push("b"), animated: true))])
        #expect(session.handle(.stackChanged(shown: ["home", "a", "b"], animated: true, coordinated: false)).isEmpty)
        #expect(session.stack.pages == ["home", "a#1", "b"])
    }

    @Test("Popping past the root throws a typed error and reaches nothing")
    func popPastRoot() throws {
        var session = try Self.showing(["home", "a"])
        #expect(throws: NavigationError.popPastRoot(requested: 2, available: 1)) {
            try session.request(.pop(count: 2), animated: true)
        }
        #expect(!session.stack.isTransitioning)
        #expect(session.stack.pages == ["home", "a"])
    }

    @Test("A refused request releases the pages registered for it")
    func refusedRequestReleasesPages() throws {
        var session = try Self.showing(["home", "a"])
        let ids = try session.register([.new("x", id: "x"), .existing("a")])
        #expect(session.controller(for: "x") == "x")
        #expect(throws: NavigationError.duplicatePage("a")) { try session.request(.push(ids), animated: true) }
        #expect(session.controller(for: "x") == nil)
        #expect(session.controller(for: "a") == "a")
    }

    @Test("Registration refuses unknown existing pages and an identity taken by another controller, atomically")
    func registrationErrors() throws {
        var session = try Self.showing(["home", "a"])
        #expect(throws: NavigationError.unknownPage("zzz")) { try session.register([.existing("zzz")]) }
        #expect(throws: NavigationError.duplicatePage("a")) { try session.register([.new("y", id: "y"), .new("other", id: "a")]) }
        #expect(session.heldPages == ["home", "a"], "nothing registered by a refused batch stays")
        // The same controller under the same identity is not a duplicate.
        #expect(try session.register([.new("a", id: "a")]) == ["a"])
    }

    @Test("A controller already in the stack, registered under a new identity, is refused before UIKit and keeps its page")
    func shownControllerPushedUnderNewIdentity() throws {
        var session = try Self.showing(["home", "a"])
        // Pushed, UIKit would raise: "Pushing the same view controller instance more than once is not supported".
        #expect(throws: NavigationError.duplicatePage("a")) { try session.register([.new("a", id: "b")]) }
        // Replaced under a new ID, one controller would be two pages until UIKit reports it.
        #expect(throws: NavigationError.duplicatePage("a")) { try session.register([.existing("home"), .new("a", id: "b")]) }
        #expect(session.heldPages == ["home", "a"])
        #expect(session.controller(for: "a") == "a")
        // The controller is still page "a": what UIKit shows reads as no change.
        #expect(session.handle(.catchUp(shown: ["home", "a"], coordinated: false)).isEmpty)
        #expect(session.stack.pages == ["home", "a"])
        // Once "a" is popped and released, the controller may come back under any ID.
        _ = try session.request(.pop(count: 1), animated: false)
        _ = session.handle(.stackChanged(shown: ["home"], animated: false, coordinated: false))
        #expect(try session.register([.new("a", id: "b")]) == ["b"])
    }

    @Test("One controller under two identities in one registration is refused, atomically")
    func oneControllerTwoIdentities() throws {
        var session = try Self.showing(["home"])
        #expect(throws: NavigationError.duplicatePage("x")) { try session.register([.new("c", id: "x"), .new("c", id: "y")]) }
        #expect(throws: NavigationError.duplicatePage("c#1")) { try session.register([.new("c", id: nil), .new("c", id: "y")]) }
        #expect(session.heldPages == ["home"], "nothing registered by the refused batch stays")
        #expect(session.stack.pages == ["home"])
    }

    @Test("A change no stack method reported is caught up as the user's pop")
    func missedChangeCaughtUp() throws {
        var session = try Self.showing(["home", "a", "b"])
        #expect(session.handle(.catchUp(shown: ["home", "a", "b"], coordinated: false)).isEmpty)
        #expect(session.handle(.catchUp(shown: ["home"], coordinated: false)) == [.stack(.userPopped(["a", "b"]))])
        #expect(session.heldPages == ["home"])
    }

    @Test("Pages registered before a catch-up are kept for their request")
    func registeredPagesSurviveCatchUp() throws {
        var session = try Self.showing(["home", "a"])
        let ids = try session.register([.new("x", id: "x")])
        // A pop no stack method reported is found before the request is made.
        #expect(session.handle(.catchUp(shown: ["home"], coordinated: false)) == [.stack(.userPopped(["a"]))])
        #expect(session.controller(for: "x") == "x")
        #expect(try session.request(.push(ids), animated: true) == [.stack(.call(.push("x"), animated: true))])
        #expect(session.controller(for: "x") == "x")
    }

    @Test("Registered pages the request leaves out are released")
    func unusedRegistrationsReleased() throws {
        var session = try Self.showing(["home"])
        _ = try session.register([.new("x", id: "x")])
        #expect(try session.request(.pop(count: 0), animated: true).isEmpty)
        #expect(session.heldPages == ["home"])
    }

    @Test("A call the shell could not make settles the model on what UIKit shows")
    func callNotMade() throws {
        var session = try Self.showing(["home"])
        _ = try session.register([.new("a", id: "a")])
        _ = try session.request(.push(["a"]), animated: true)
        // The shell found no controller and reports the unchanged stack, without a transition.
        #expect(session.handle(.stackChanged(shown: ["home"], animated: false, coordinated: false)).isEmpty)
        #expect(!session.stack.isTransitioning)
        #expect(session.stack.pages == ["home"])
    }

    @Test("The headless session drives the same decisions: a user's swipe is reconciled and the popped controller released")
    func headlessSessionSharesTheDecisions() throws {
        var headless = HeadlessNavigationSession(root: "home")
        try headless.request(.push(["a"]))
        headless.settle()
        #expect(headless.navigator.heldPages == ["home", "a"])
        headless.userPop(gesture: "user swipes")
        headless.endTransition()
        #expect(headless.stack.pages == ["home"])
        #expect(headless.navigator.heldPages == ["home"], "the popped page's controller is released")
    }

    // MARK: What onPagesChange is told

    @Test("A push is reported once, when its transition ends, not when it is requested")
    func pushReportedOnceAtTransitionEnd() throws {
        var session = try Self.showing(["home"])
        #expect(session.takeChangedPages() == nil, "the root a session starts with is not a change")
        let ids = try session.register([.new("a", id: "a")])
        _ = try session.request(.push(ids), animated: true)
        #expect(session.takeChangedPages() == nil, "requested, not shown yet")
        let token = try #require(Self.token(in: session.handle(.stackChanged(shown: ["home", "a"], animated: true, coordinated: true))))
        #expect(session.takeChangedPages() == nil, "the transition is still running")
        _ = session.handle(.transitionEnded(token: token, shown: ["home", "a"], cancelled: false))
        #expect(session.hasChangedPages, "asking does not take")
        #expect(session.hasChangedPages)
        #expect(session.takeChangedPages() == ["home", "a"])
        #expect(!session.hasChangedPages)
        #expect(session.takeChangedPages() == nil, "told once")
    }

    @Test("A swipe back is reported when it ends; an abandoned one is not reported at all")
    func swipeReportedAbandonedSwipeNot() throws {
        var session = try Self.showing(["home", "a"])
        _ = session.takeChangedPages()
        let abandoned = try #require(Self.token(in: session.handle(.stackChanged(shown: ["home"], animated: true, coordinated: true))))
        _ = session.handle(.transitionEnded(token: abandoned, shown: ["home", "a"], cancelled: true))
        #expect(session.takeChangedPages() == nil)

        let taken = try #require(Self.token(in: session.handle(.stackChanged(shown: ["home"], animated: true, coordinated: true))))
        _ = session.handle(.transitionEnded(token: taken, shown: ["home"], cancelled: false))
        #expect(session.takeChangedPages() == ["home"])
    }

    @Test("A session that starts empty reports its root once it learns it, and a stack set behind its back")
    func rootAndAdoptedStackReported() throws {
        var session = Session()
        #expect(session.takeChangedPages() == nil)
        _ = session.handle(.catchUp(shown: ["Home"], coordinated: false))
        #expect(session.takeChangedPages() == ["Home#1"])
        _ = session.handle(.catchUp(shown: ["Home", "Other"], coordinated: false))
        #expect(session.takeChangedPages() == ["Home#1", "Other#2"])
    }
}

import BridgeCore
import Testing

@Suite("Navigation: the page stack model")
struct NavigationPageStackTests {

    @Test("A request on an idle stack makes its one call at once")
    func immediateCall() throws {
        var stack = PageStack(root: "home")
        let effects = try stack.request(.push(["a", "b", "c"]))
        #expect(effects == [.call(.set(["home", "a", "b", "c"]), animated: true)])
        #expect(stack.isTransitioning)
        #expect(stack.pages == ["home"], "the model follows UIKit, which reports when the transition ends")
        stack.handle(.transitionEnded(stack: ["home", "a", "b", "c"], cancelled: false))
        #expect(stack.pages == ["home", "a", "b", "c"])
        #expect(!stack.isTransitioning)
    }

    @Test("A requested push that ends cancelled (a reversed iOS 18 zoom) keeps the old pages; the queue goes on from them")
    func cancelledRequestedPush() throws {
        var stack = PageStack(root: "home")
        try stack.request(.push(["a"]))
        try stack.request(.push(["b"]))
        let effects = stack.handle(.transitionEnded(stack: ["home"], cancelled: true))
        #expect(effects == [.call(.push("b"), animated: true)])
        #expect(stack.pages == ["home"])
        #expect(stack.projectedPages == ["home", "b"], "requests are now checked against the stack UIKit will show")
        #expect(throws: NavigationError.unknownPage("a")) { try stack.request(.popTo("a")) }
    }

    @Test("A request that changes nothing makes no call and starts no transition")
    func noOpRequest() throws {
        var stack = try PageStack(pages: ["home", "a"])
        #expect(try stack.request(.pop(count: 0)).isEmpty)
        #expect(try stack.request(.popTo("a")).isEmpty)
        #expect(try stack.request(.replace(["home", "a"])).isEmpty)
        #expect(!stack.isTransitioning)
    }

    @Test("Requests during a transition are queued and applied in order, one call per transition")
    func queuedInOrder() throws {
        var stack = PageStack(root: "home")
        try stack.request(.push(["a"]))
        #expect(try stack.request(.push(["b"])).isEmpty)
        #expect(try stack.request(.pop(count: 2)).isEmpty)
        #expect(try stack.request(.replace(["x"])).isEmpty)
        #expect(stack.queue.map(\.request) == [.push(["b"]), .pop(count: 2), .replace(["x"])])
        #expect(stack.projectedPages == ["x"])

        #expect(stack.handle(.transitionEnded(stack: ["home", "a"], cancelled: false)) == [.call(.push("b"), animated: true)])
        #expect(stack.handle(.transitionEnded(stack: ["home", "a", "b"], cancelled: false)) == [.call(.popToRoot, animated: true)])
        #expect(stack.handle(.transitionEnded(stack: ["home"], cancelled: false)) == [.call(.set(["x"]), animated: true)])
        #expect(stack.handle(.transitionEnded(stack: ["x"], cancelled: false)).isEmpty)
        #expect(stack.pages == ["x"])
        #expect(stack.queue.isEmpty)
    }

    @Test("A queued request is checked against the stack it will meet, and throws at the call site")
    func queuedRequestsCheckedEarly() throws {
        var stack = PageStack(root: "home")
        try stack.request(.push(["a"]))
        #expect(throws: NavigationError.duplicatePage("a")) { try stack.request(.push(["a"])) }
        #expect(throws: NavigationError.popPastRoot(requested: 2, available: 1)) { try stack.request(.pop(count: 2)) }
        #expect(stack.queue.isEmpty, "a refused request is not queued")
        #expect(stack.projectedPages == ["home", "a"])
    }

    @Test("The user's back tap pops one page into the model")
    func userPopsOne() throws {
        var stack = try PageStack(pages: ["home", "a", "b"])
        #expect(stack.handle(.willShow("a", animated: true)).isEmpty)
        #expect(stack.transition == .user(from: ["home", "a", "b"]))
        #expect(stack.handle(.transitionEnded(stack: ["home", "a"], cancelled: false)) == [.userPopped(["b"])])
        #expect(stack.pages == ["home", "a"])
    }

    @Test("The long-press back menu pops several pages at once")
    func userPopsSeveral() throws {
        var stack = try PageStack(pages: ["home", "a", "b", "c"])
        stack.handle(.willShow("home", animated: true))
        #expect(stack.handle(.transitionEnded(stack: ["home"], cancelled: false)) == [.userPopped(["a", "b", "c"])])
        #expect(stack.pages == ["home"])
        #expect(stack.projectedPages == ["home"])
    }

    @Test("A cancelled swipe changes nothing")
    func cancelledSwipe() throws {
        var stack = try PageStack(pages: ["home", "a"])
        stack.handle(.willShow("home", animated: true))
        #expect(stack.handle(.transitionEnded(stack: ["home", "a"], cancelled: true)).isEmpty)
        #expect(stack.pages == ["home", "a"])
        #expect(!stack.isTransitioning)
    }

    @Test("Requests made during a swipe wait for it, then apply to what the user left")
    func requestsDuringSwipe() throws {
        var stack = try PageStack(pages: ["home", "a", "b"])
        stack.handle(.willShow("a", animated: true))
        #expect(try stack.request(.push(["c"])).isEmpty)
        #expect(try stack.request(.popTo("b")).isEmpty)
        let effects = stack.handle(.transitionEnded(stack: ["home", "a"], cancelled: false))
        #expect(effects == [.userPopped(["b"]), .call(.push("c"), animated: true)])
        let next = stack.handle(.transitionEnded(stack: ["home", "a", "c"], cancelled: false))
        #expect(next == [.discard(.popTo("b"), .unknownPage("b"))], "the user popped b before its turn came")
        #expect(stack.pages == ["home", "a", "c"])
    }

    @Test("A user pop no override saw is caught up later as a user pop (the shell's safety net)")
    func missedUserPopCaughtUp() throws {
        var stack = try PageStack(pages: ["home", "a", "b"])
        // No willShow: the shell reports UIKit's stack when a page appears or a request comes.
        let caughtUp = stack.handle(.transitionEnded(stack: ["home"], cancelled: false))
        #expect(caughtUp == [.userPopped(["a", "b"])])
        let next = try stack.request(.push(["c"]))
        #expect(next == [.call(.push("c"), animated: true)])
    }

    @Test("A back-menu pop seen through an intermediate rearranged stack still ends on UIKit's stack")
    func backMenuThroughIntermediateStack() throws {
        var stack = try PageStack(pages: ["home", "a", "b"])
        // iOS 14+ may show [b, home] while the back menu's pop animates.
        stack.handle(.willShow("home", animated: false))
        let intermediate = stack.handle(.transitionEnded(stack: ["b", "home"], cancelled: false))
        #expect(intermediate == [.adopted(["b", "home"])])
        stack.handle(.willShow("home", animated: true))
        stack.handle(.transitionEnded(stack: ["home"], cancelled: false))
        #expect(stack.pages == ["home"])
        #expect(stack.projectedPages == ["home"])
        #expect(throws: NavigationError.unknownPage("b")) { try stack.request(.popTo("b")) }
    }

    @Test("A change made behind the model's back is adopted")
    func adoptsExternalChange() throws {
        var stack = PageStack(root: "home")
        stack.handle(.willShow("pushed-directly", animated: true))
        let effects = stack.handle(.transitionEnded(stack: ["home", "pushed-directly"], cancelled: false))
        #expect(effects == [.adopted(["home", "pushed-directly"])])
        #expect(try stack.request(.pop(count: 1)) == [.call(.pop, animated: true)])
    }

    @Test("Controllers are kept for the stack, the transition target and queued pages only")
    func referencedPages() throws {
        var stack = try PageStack(pages: ["home", "a"])
        try stack.request(.replace(["home", "b"]))
        try stack.request(.push(["c"]))
        #expect(stack.referencedPages == ["home", "a", "b", "c"])
        stack.handle(.transitionEnded(stack: ["home", "b"], cancelled: false))
        stack.handle(.transitionEnded(stack: ["home", "b", "c"], cancelled: false))
        #expect(stack.referencedPages == ["home", "b", "c"])
    }

    @Test("A non-animated request says so in its call")
    func nonAnimated() throws {
        var stack = try PageStack(pages: ["home", "a"])
        #expect(try stack.request(.popToRoot, animated: false) == [.call(.pop, animated: false)])
    }

    @Test("A stack without a root takes its first page with a push, and cannot pop")
    func emptyStack() throws {
        var stack = PageStack()
        #expect(throws: NavigationError.popPastRoot(requested: 1, available: 0)) { try stack.request(.pop(count: 1)) }
        #expect(try stack.request(.push(["home"])) == [.call(.push("home"), animated: true)])
    }
}

import BridgeCore
import Testing

@Suite("Navigation: one UIKit call per change")
struct NavigationOperationTests {
    static let cases: [(from: [PageID], to: [PageID], expected: StackOperation?)] = [
        (["home"], ["home"], nil),
        (["home"], ["home", "a"], .push("a")),
        (["home", "a"], ["home"], .pop),
        (["home", "a", "b"], ["home"], .popToRoot),
        (["home", "a", "b", "c"], ["home", "a"], .popTo("a")),
        (["home"], ["home", "a", "b", "c"], .set(["home", "a", "b", "c"])),
        (["home", "a"], ["home", "x", "y"], .set(["home", "x", "y"])),
        (["home", "a"], ["a"], .set(["a"])),
        (["home", "a", "b"], ["home", "b"], .set(["home", "b"])),
        ([], ["home"], .push("home")),
    ]

    @Test("Each change is the narrowest single call", arguments: cases.indices)
    func narrowestCall(index: Int) {
        let (from, to, expected) = Self.cases[index]
        #expect(StackOperation.between(from, and: to) == expected)
    }

    @Test("Applying the chosen call lands exactly on the target", arguments: cases.indices)
    func callReachesTarget(index: Int) {
        let (from, to, _) = Self.cases[index]
        let landed = StackOperation.between(from, and: to).map { $0.applied(to: from) } ?? from
        #expect(landed == to)
    }

    @Test("Calls read as UIKit spells them")
    func uikitSpelling() {
        #expect(StackOperation.popTo("a").uikitCall(animated: true) == "popToViewController(a, animated: true)")
        #expect(StackOperation.set(["home", "x"]).uikitCall(animated: false) == "setViewControllers([home, x], animated: false)")
        #expect(StackOperation.pop.description == "popViewController(animated: true)")
    }
}

@Suite("Navigation: requests and their typed errors")
struct NavigationRequestTests {
    let pages: [PageID] = ["home", "a", "b"]

    @Test("Push one or several, pop one or several, pop to a page, pop to root, replace")
    func targets() throws {
        #expect(try NavigationRequest.push(["c"]).target(from: pages) == ["home", "a", "b", "c"])
        #expect(try NavigationRequest.push(["c", "d"]).target(from: pages) == ["home", "a", "b", "c", "d"])
        #expect(try NavigationRequest.pop(count: 1).target(from: pages) == ["home", "a"])
        #expect(try NavigationRequest.pop(count: 2).target(from: pages) == ["home"])
        #expect(try NavigationRequest.pop(count: 0).target(from: pages) == pages)
        #expect(try NavigationRequest.popTo("a").target(from: pages) == ["home", "a"])
        #expect(try NavigationRequest.popToRoot.target(from: pages) == ["home"])
        #expect(try NavigationRequest.replace(["x", "a"]).target(from: pages) == ["x", "a"])
    }

    @Test("Popping past the root is refused with the numbers")
    func popPastRoot() {
        #expect(throws: NavigationError.popPastRoot(requested: 3, available: 2)) {
            try NavigationRequest.pop(count: 3).target(from: pages)
        }
        #expect(throws: NavigationError.negativeCount(-1)) {
            try NavigationRequest.pop(count: -1).target(from: pages)
        }
    }

    @Test("Unknown pages and duplicate identities are refused")
    func unknownAndDuplicates() {
        #expect(throws: NavigationError.unknownPage("zzz")) { try NavigationRequest.popTo("zzz").target(from: pages) }
        #expect(throws: NavigationError.duplicatePage("a")) { try NavigationRequest.push(["a"]).target(from: pages) }
        #expect(throws: NavigationError.duplicatePage("c")) { try NavigationRequest.push(["c", "c"]).target(from: pages) }
        #expect(throws: NavigationError.duplicatePage("x")) { try NavigationRequest.replace(["x", "y", "x"]).target(from: pages) }
        #expect(throws: NavigationError.emptyStack) { try NavigationRequest.replace([]).target(from: pages) }
        #expect(throws: NavigationError.duplicatePage("home")) { try PageStack(pages: ["home", "home"]) }
    }
}

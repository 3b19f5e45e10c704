import BridgeCore
import BridgeDoubles
import Testing

/// A stack bound to a path, replayed on the headless navigation controller in
/// UIKit's order of events (calls, coordinator completions, swipes).
@Suite("Navigation: a stack bound to a path")
struct PathSessionTests {
    typealias Session = HeadlessPathSession<Int>

    static func settled(_ path: [Int]) -> Session {
        var session = Session()
        session.write(path, animated: false)
        session.settle()
        return session
    }

    @Test("A deep link sets three pages with one non-animated call and writes nothing back")
    func deepLink() {
        var session = Session()
        session.write([1, 2, 3], animated: false)
        #expect(session.uikitCallCount == 1)
        #expect(!session.isTransitioning)
        #expect(session.shownPath == [1, 2, 3])
        #expect(session.writes.isEmpty)
    }

    @Test("Each path change is the one UIKit call that reaches it", arguments: [
        ([1, 2], [1, 2, 3], "pushViewController"),
        ([1, 2, 3], [1, 2], "popViewController"),
        ([1, 2, 3], [1], "popToViewController"),
        ([1, 2, 3], [], "popToRootViewController"),
        ([1, 2], [2, 1], "setViewControllers"),
    ])
    func oneCallPerChange(from: [Int], to: [Int], call: String) {
        var session = Self.settled(from)
        let before = session.uikitCallCount
        session.write(to)
        session.settle()
        #expect(session.uikitCallCount == before + 1)
        #expect(session.shownPath == to)
        #expect(session.writes.isEmpty, "the app's own write is not written back")
        #expect(session.lastCall?.hasPrefix(call) == true, "\(session.lastCall ?? "none")")
    }

    @Test("At any depth, an append is one push that builds one controller, a removal one pop that builds none", arguments: [10, 1_000])
    func flatInDepth(depth: Int) {
        var session = Self.settled(Array(0..<depth))
        let calls = session.uikitCallCount
        let built = session.builtCount
        session.write(Array(0..<depth) + [depth])
        session.settle()
        #expect(session.lastCall?.hasPrefix("pushViewController") == true)
        session.write(Array(0..<depth))
        session.settle()
        #expect(session.lastCall?.hasPrefix("popViewController") == true)
        #expect(session.uikitCallCount == calls + 2)
        #expect(session.builtCount == built + 1)
    }

    @Test("Reordering keeps each page's controller")
    func reorderKeepsControllers() {
        var session = Self.settled([1, 2])
        let before = session.uikit.viewControllers
        session.write([2, 1])
        session.settle()
        #expect(session.uikit.viewControllers == [before[0], before[2], before[1]])
    }

    @Test("The back button writes the path back once, after the transition, not when it starts")
    func backButton() {
        var session = Self.settled([1, 2, 3])
        session.tapBack()
        #expect(session.isTransitioning)
        #expect(session.writes.isEmpty, "nothing is written mid-transition")
        #expect(session.binding == [1, 2, 3])
        session.endTransition()
        #expect(session.writes == [[1, 2]])
        #expect(session.binding == [1, 2])
        session.readBinding()
        session.settle()
        #expect(session.writes == [[1, 2]], "reading the written path back does nothing")
        #expect(session.uikitCallCount == 1)
    }

    @Test("A committed swipe writes back after the completion, not when the finger lifts")
    func swipeCommitted() {
        var session = Self.settled([1, 2])
        session.beginSwipe()
        session.liftFinger(cancelling: false)
        #expect(session.isTransitioning)
        #expect(session.writes.isEmpty)
        session.endTransition()
        #expect(session.writes == [[1]])
    }

    @Test("A cancelled swipe writes nothing and keeps the page")
    func swipeCancelled() {
        var session = Self.settled([1, 2])
        let shown = session.uikit.viewControllers
        session.beginSwipe()
        session.liftFinger(cancelling: true)
        session.endTransition()
        #expect(session.writes.isEmpty)
        #expect(session.uikit.viewControllers == shown)
        #expect(session.binding == [1, 2])
    }

    @Test("A requested push the user reverses (iOS 18 zoom) writes the old path back, and the next write applies")
    func reversedPushWritesBack() {
        var session = Self.settled([1])
        let shown = session.uikit.viewControllers
        session.write([1, 2])
        #expect(session.writes.isEmpty, "not written while the push animates")
        session.reversePush()
        #expect(session.uikit.viewControllers == shown, "UIKit shows the old pages")
        #expect(session.writes == [[1]], "the state follows what UIKit shows, once")
        #expect(session.binding == [1])
        session.write([1, 2], animated: false)
        #expect(session.shownPath == [1, 2], "writing the same path again pushes it")
    }

    @Test("A reversed push with a newer path waiting applies that path and writes nothing")
    func reversedPushWithWaitingPath() {
        var session = Self.settled([1])
        session.write([1, 2])
        session.write([1, 2, 3])
        session.reversePush()
        session.settle()
        #expect(session.writes.isEmpty, "the app's newer path wins")
        #expect(session.shownPath == [1, 2, 3])
    }

    @Test("The back menu pops several pages and writes the path back once")
    func backMenu() {
        var session = Self.settled([1, 2, 3, 4])
        session.backMenu(toIndex: 1)
        session.settle()
        #expect(session.writes == [[1]])
        #expect(session.shownPath == [1])
    }

    @Test("Writes during a transition are coalesced into one call after it, the last one wins")
    func writesDuringTransitionCoalesced() {
        var session = Self.settled([1])
        let before = session.uikitCallCount
        session.write([1, 2])
        session.write([1, 2, 3])
        session.write([1, 2, 3, 4])
        #expect(session.uikitCallCount == before + 1, "only the first one runs now")
        session.endTransition()
        #expect(session.uikitCallCount == before + 2, "the others become one call")
        session.settle()
        #expect(session.shownPath == [1, 2, 3, 4])
        #expect(session.writes.isEmpty)
        #expect(session.builtPages.count == 4, "no controller built for a coalesced path")
    }

    @Test("Re-reading the old path while a pop animates does not push the page again (swift-navigation#243)")
    func echoDuringPopIgnored() {
        var session = Self.settled([1, 2])
        session.beginSwipe()
        session.readBinding()      // the page appearing below touches the store: same path
        session.liftFinger(cancelling: false)
        session.endTransition()
        session.readBinding()
        session.settle()
        #expect(session.shownPath == [1])
        #expect(session.binding == [1])
        #expect(session.writes == [[1]])
    }

    @Test("A path the app writes during the user's swipe is applied after it and not overwritten")
    func appWriteDuringSwipeWins() {
        var session = Self.settled([1, 2])
        session.beginSwipe()
        session.write([7])
        session.liftFinger(cancelling: false)
        session.endTransition()
        session.settle()
        #expect(session.shownPath == [7])
        #expect(session.binding == [7])
        #expect(session.writes.isEmpty)
    }

    @Test("A pop is written back when it commits, even when a queued request starts the next transition")
    func writeBackBeforeQueuedCall() {
        var session = Self.settled([1, 2])
        session.tapBack()
        session.pushUnnamed("help")          // queued behind the pop
        session.endTransition()
        #expect(session.writes == [[1]], "written at the pop's completion")
        #expect(session.isTransitioning, "the queued push animates now")
        #expect(session.writesDuringTransitions.isEmpty, "written before the queued call started")
        session.settle()
        #expect(session.writes == [[1]])
        #expect(session.session.unnamedPages == ["help"])
    }

    @Test("Pages the path does not name are kept above their page, reported, and leave with it")
    func unnamedPagesKept() {
        var session = Self.settled([1])
        session.pushUnnamed("settings")
        session.settle()
        #expect(session.session.unnamedPages == ["settings"])
        #expect(session.writes.isEmpty, "an unnamed page does not change the path")
        session.write([1, 2])
        session.settle()
        #expect(session.uikit.viewControllers.map(\.rawValue) == ["root", "1@1", "settings", "2@2"])
        session.write([])
        session.settle()
        #expect(session.uikit.viewControllers == ["root"])
        #expect(session.session.unnamedPages.isEmpty)
    }

    @Test("Equal values are distinct pages: removing the last 3 pops only the last one")
    func duplicateValues() {
        var session = Self.settled([3, 5, 3])
        #expect(session.uikit.viewControllers.count == 4)
        session.write([3, 5])
        session.settle()
        #expect(session.lastCall?.hasPrefix("popViewController") == true)
        #expect(session.shownPath == [3, 5])
    }

    @Test("The plan keeps pages by value and occurrence, unnamed pages with their owner")
    func plan() {
        let plan = PathPlan(pages: ["home", "u", "A", "x", "B"], elements: ["A": "a", "B": "b"], target: ["b", "c"])
        #expect(plan.slots == [.kept("home"), .kept("u"), .kept("B"), .new("c")])
    }
}

@Suite("Navigation: the binding is the one record of the app's path")
struct PathWriteBackTests {
    @Test("An unseen stack change met by the app's newer path keeps the newer path; nothing stale is written over it")
    func unseenChangeMetByANewPath() {
        var world = HeadlessPathSession<Int>()
        world.write([1, 2, 3], animated: false)
        world.unseenBackMenu(toIndex: 1)       // UIKit shows root, 1; no override saw it
        world.write([7], animated: false)      // the app's next write, read with a catch-up first
        world.settle()
        #expect(world.binding == [7])
        #expect(world.shownPath == [7])
        #expect(world.writes.isEmpty, "the catch-up's write-back found a newer path and dropped itself")
        #expect(world.droppedWriteBacks == 1)
    }

    @Test("An unseen stack change met by a plain read is written back once")
    func unseenChangeMetByARead() {
        var world = HeadlessPathSession<Int>()
        world.write([1, 2, 3], animated: false)
        world.unseenBackMenu(toIndex: 1)
        world.readBinding()
        world.settle()
        #expect(world.binding == [1] && world.writes == [[1]])
    }

    @Test("A user's pop that commits after the app wrote a path not read yet leaves the app's path")
    func popMetByAnUnreadWrite() {
        var world = HeadlessPathSession<Int>()
        world.write([1, 2], animated: false)
        world.tapBack()
        world.writeWithoutRead([1, 2, 9])
        world.endTransition()
        world.settle()
        #expect(world.binding == [1, 2, 9] && world.shownPath == [1, 2, 9])
        #expect(world.writes.isEmpty)
    }
}

import BridgeCore
import BridgeDoubles
import Testing

@Suite("Presentation: nested presentations on the headless UIKit chain")
struct HeadlessPresentationStageTests {

    /// A parent sheet and, on it, a child sheet, both on screen.
    static func nested() -> HeadlessPresentationStage {
        var stage = HeadlessPresentationStage(levels: 2)
        stage.write("parent", level: 0)
        stage.settle()
        stage.write("child", level: 1)
        stage.settle()
        return stage
    }

    @Test("UIKit's dismiss on a controller that presents nothing dismisses that controller itself (the #309 trap)")
    func dismissOnTheTopDismissesItself() {
        var chain = HeadlessPresentationChain()
        _ = chain.present("parent", on: "root", animated: false)
        _ = chain.present("child", on: "parent", animated: false)
        _ = chain.dismiss(calledOn: "parent", animated: false)
        #expect(chain.chain == ["root", "parent"])
        // After the child is gone, the same call removes the parent.
        _ = chain.dismiss(calledOn: "parent", animated: false)
        #expect(chain.chain == ["root"])
    }

    @Test("Swiping the child away writes its item nil once, runs its onDismiss once, and leaves the parent")
    func swipingTheChildLeavesTheParent() {
        var stage = Self.nested()
        let callsBefore = stage.uikitCallCount
        stage.userSwipe()
        stage.endTransition()
        stage.update(level: 1)   // the app reads the write-back
        stage.update(level: 0)
        stage.settle()
        #expect(stage.uikit.chain.count == 2)
        #expect(stage.levels[0].binding == "parent" && stage.levels[0].dismissed.isEmpty)
        #expect(stage.levels[1].binding == nil && stage.levels[1].nilWrites == 1 && stage.levels[1].dismissed == ["child"])
        #expect(stage.uikitCallCount == callsBefore)
    }

    @Test("A swipe the user takes back keeps the page and writes nothing")
    func cancelledSwipe() {
        var stage = Self.nested()
        stage.userSwipe()
        stage.endTransition(cancelled: true)
        stage.settle()
        #expect(stage.uikit.chain.count == 3)
        #expect(stage.levels[1].binding == "child" && stage.levels[1].nilWrites == 0 && stage.levels[1].dismissed.isEmpty)
    }

    @Test("Clearing the parent removes both in one UIKit call; the child's state is written nil")
    func clearingTheParent() {
        var stage = Self.nested()
        let callsBefore = stage.uikitCallCount
        stage.write(nil, level: 0)
        stage.settle()
        #expect(stage.uikit.chain == ["root"])
        #expect(stage.uikitCallCount == callsBefore + 1)
        #expect(stage.levels[0].dismissed == ["parent"] && stage.levels[0].nilWrites == 0)
        #expect(stage.levels[1].dismissed == ["child"] && stage.levels[1].binding == nil)
    }

    @Test("A modal child refuses the swipe and reports the attempt; clearing the flag lets it go")
    func modalChild() {
        var stage = Self.nested()
        stage.setModal(true, level: 1)
        stage.userSwipe()
        #expect(stage.uikit.chain.count == 3)
        #expect(stage.levels[1].dismissAttempts == 1)
        stage.setModal(false, level: 1)
        stage.userSwipe()
        stage.endTransition()
        #expect(stage.uikit.chain.count == 2 && stage.levels[1].binding == nil)
    }

    @Test("Replacing the presented item dismisses and presents in order, with onDismiss between")
    func replacement() {
        var stage = HeadlessPresentationStage(levels: 1)
        stage.write("a", level: 0)
        stage.settle()
        stage.clearLog()
        stage.write("b", level: 0)
        stage.settle()
        let calls = stage.log.compactMap { if case .call(let call) = $0 { call } else { nil } }
        #expect(calls == ["root.dismiss(animated: true)", "root.present(b@0.2, animated: true)"])
        #expect(stage.levels[0].dismissed == ["a"])
        #expect(stage.uikit.chain == ["root", "b@0.2"])
    }

    @Test("A Cancel button calling dismiss itself counts as a dismissal: nil written once")
    func appDismissesDirectly() {
        var stage = HeadlessPresentationStage(levels: 1)
        stage.write("a", level: 0)
        stage.settle()
        stage.appDismissesTop()
        stage.settle()
        #expect(stage.levels[0].binding == nil && stage.levels[0].nilWrites == 1 && stage.levels[0].dismissed == ["a"])
    }

    @Test("A new item written before the deferred present runs, update() not called yet, is presented; nil is never written over it")
    func stateMovedBeforeThePresentRuns() {
        var stage = HeadlessPresentationStage(levels: 1)
        stage.write("a", level: 0)
        stage.writeWithoutUpdate("b", level: 0)
        stage.settle()
        #expect(stage.levels[0].binding == "b" && stage.levels[0].nilWrites == 0)
        #expect(stage.uikit.chain.count == 2 && stage.uikit.chain[1].hasPrefix("b@"))
    }

    @Test("A dismiss decided just before the user swiped the child away calls nothing once the child is gone: the parent stays (#309)")
    func dismissDecidedBeforeASwipe() {
        var stage = Self.nested()
        let callsBefore = stage.uikitCallCount
        stage.write(nil, level: 1)      // the dismiss waits for the next turn
        stage.userSwipe()               // the user is faster
        stage.endTransition()
        stage.settle()                  // the turn comes: the child is gone
        #expect(stage.uikitCallCount == callsBefore)
        #expect(stage.uikit.chain.count == 2 && stage.levels[0].binding == "parent")
        #expect(stage.levels[1].dismissed == ["child"] && stage.levels[1].nilWrites == 0)
    }
}

@Suite("Presentation: the binding is the one record of the app's state")
struct PresentationWriteBackTests {
    /// Three nested sheets, on screen.
    static func threeNested() -> HeadlessPresentationStage {
        var stage = HeadlessPresentationStage(levels: 3)
        for (level, item) in ["p", "c", "g"].enumerated() {
            stage.write(item, level: level)
            stage.settle()
        }
        return stage
    }

    @Test("A swipe that ends just before the app's new item is read presents that item; nil is never written over it")
    func swipeRacingANewItem() {
        var stage = HeadlessPresentationStage(levels: 1)
        stage.write("a", level: 0)
        stage.settle()
        stage.userSwipe()
        stage.writeWithoutUpdate("b", level: 0)   // a notification tapped as the finger lifts
        stage.endTransition()
        stage.settle()
        #expect(stage.levels[0].binding == "b" && stage.levels[0].nilWrites == 0)
        #expect(stage.uikit.chain.count == 2 && stage.uikit.chain[1].hasPrefix("b@"))
        #expect(stage.levels[0].dismissed == ["a"])
    }

    @Test("A silently removed page's catch-up writes nothing over the app's newer item, nor nil twice")
    func catchUpAfterSilentRemoval() {
        var stage = Self.threeNested()
        stage.write(nil, level: 0)                 // all three go; the middle one silently
        stage.writeWithoutUpdate("c2", level: 1)   // the app names a new middle item meanwhile
        stage.settle()                             // the middle catches up as its host's page leaves
        #expect(stage.levels[1].binding == "c2" && stage.levels[1].nilWrites == 0)
        #expect(stage.levels[1].dismissed == ["c"])

        var cleared = Self.threeNested()
        cleared.write(nil, level: 0)
        cleared.writeWithoutUpdate(nil, level: 1)  // the app cleared it itself
        cleared.settle()
        #expect(cleared.levels[1].nilWrites == 0 && cleared.levels[1].redundantWrites == 0)
        #expect(cleared.levels[1].dismissed == ["c"])

        var untouched = Self.threeNested()
        untouched.write(nil, level: 0)
        untouched.settle()
        #expect(untouched.levels[1].binding == nil && untouched.levels[1].nilWrites == 1,
                "the middle item is written nil as its host's page leaves, without a read")
    }

    @Test("Close all, parent first: the middle page ends, runs onDismiss, and can be presented again")
    func closeAllParentFirst() {
        var stage = Self.threeNested()
        stage.write(nil, level: 0)
        stage.write(nil, level: 1)   // while the parent's dismissal animates
        stage.settle()
        #expect(stage.uikit.chain == ["root"])
        #expect(stage.levels[1].session.phase == .idle, "not stuck dismissing")
        #expect(stage.levels[1].dismissed == ["c"])
        stage.write("p2", level: 0)
        stage.settle()
        stage.write("c2", level: 1)
        stage.settle()
        #expect(stage.uikit.chain.count == 3 && stage.uikit.chain[2].hasPrefix("c2@"))
    }

    @Test("A presentation that outlives its host touches neither binding again")
    func outlivesItsHost() {
        var stage = HeadlessPresentationStage(levels: 2)
        stage.write("p", level: 0)
        stage.settle()
        stage.write("c", level: 1)      // the present waits for its turn
        stage.write(nil, level: 0)      // the host's page is dismissed first
        stage.settle()
        stage.releaseHost(level: 1)     // and freed; the app keeps the presentation
        stage.write("c3", level: 1)
        stage.settle()
        #expect(stage.levels[1].hostIsGone)
        #expect(stage.levels[1].bindingAccessesWithoutHost == 0)
        #expect(stage.uikit.chain == ["root"])
    }

    @Test("One page build per presentation: reads of the same item (the follower's first, a modal flip) rebuild nothing")
    func oneBuildPerItem() {
        var stage = HeadlessPresentationStage(levels: 1)
        stage.write("a", level: 0)
        stage.update(level: 0)          // the follower's first read, while presenting
        stage.settle()
        stage.update(level: 0)
        stage.setModal(true, level: 0)  // the unsaved-changes flag
        stage.settle()
        #expect(stage.levels[0].pageBuilds == 1)
    }
}

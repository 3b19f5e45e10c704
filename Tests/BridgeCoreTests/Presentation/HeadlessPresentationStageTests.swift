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

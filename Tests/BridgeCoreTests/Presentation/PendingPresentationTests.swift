import BridgeCore
import BridgeDoubles
import Testing

@Suite("Presentation: a request the host cannot make now stays pending")
struct PendingPresentationTests {

    @Test("A host not in a window yet keeps the item and presents it when it appears")
    func hostNotInWindow() {
        var stage = HeadlessPresentationStage(levels: 1, rootInWindow: false)
        stage.write("a", level: 0)
        stage.settle()
        #expect(stage.uikit.chain == ["root"])
        #expect(stage.levels[0].binding == "a")
        #expect(stage.levels[0].nilWrites == 0)
        stage.rootAppears()
        stage.settle()
        #expect(stage.uikit.chain.count == 2)
        #expect(stage.controller(level: 0) == stage.uikit.top)
        #expect(stage.levels[0].binding == "a")
    }

    @Test("A host presenting an alert keeps the item and presents it on the next update after the alert")
    func hostPresentsAnAlert() {
        var stage = HeadlessPresentationStage(levels: 1)
        stage.appPresents("alert")
        stage.write("a", level: 0)
        stage.settle()
        #expect(stage.uikit.chain == ["root", "alert"])
        #expect(stage.levels[0].binding == "a")
        stage.appDismissesTop()
        stage.settle()
        stage.update(level: 0)
        stage.settle()
        #expect(stage.uikit.chain.count == 2)
        #expect(stage.controller(level: 0) == stage.uikit.top)
        #expect(stage.levels[0].dismissed.isEmpty)
    }

    @Test("Giving up on a pending item writes nothing and presents nothing")
    func pendingThenNil() {
        var stage = HeadlessPresentationStage(levels: 1, rootInWindow: false)
        stage.write("a", level: 0)
        stage.settle()
        stage.write(nil, level: 0)
        stage.rootAppears()
        stage.settle()
        #expect(stage.uikit.chain == ["root"])
        #expect(stage.levels[0].nilWrites == 0)
        #expect(stage.levels[0].dismissed.isEmpty)
    }
}

@Suite("Presentation: onDismiss runs outside UIKit's dismissal callbacks")
struct OnDismissTurnTests {

    @Test("The binding is nil when the swipe ends; onDismiss runs a turn later and may present an alert")
    func onDismissPresentsAnAlert() {
        var stage = HeadlessPresentationStage(levels: 1)
        stage.write("a", level: 0)
        stage.settle()
        stage.presentOnDismiss("alert", level: 0)
        stage.userSwipe()
        stage.endTransition()
        #expect(stage.levels[0].binding == nil)
        #expect(stage.levels[0].dismissed.isEmpty)
        stage.settle()
        #expect(stage.levels[0].dismissed == ["a"])
        #expect(stage.appRefusals == 0)
        #expect(stage.uikit.chain == ["root", "alert"])
    }
}

import BridgeCore
import BridgeDoubles
import Testing

/// The environment's `dismissKeyboard()` in iPad Split View ends editing in
/// the caller's scene, not where typing last began (issue 30, item 21).
@Suite("Keyboard: dismissKeyboard() ends editing in the caller's scene")
struct DismissKeyboardInCallersSceneTests {
    @Test("Done in scene B resigns B's field, while typing last began in A")
    func doneInBResignsB() {
        var scenes = HeadlessWindowScenes(windows: ["A", "B"])
        scenes.tapField("b", in: "B")
        scenes.tapField("a", in: "A")
        scenes.tapButton(in: "B") { $0.dismissKeyboard() }
        #expect(scenes.editing == ["A": "a"])
    }

    @Test("Done in scene B with nothing editing in B leaves A's keyboard up")
    func doneInIdleBLeavesA() {
        var scenes = HeadlessWindowScenes(windows: ["A", "B"])
        scenes.tapField("a", in: "A")
        scenes.tapButton(in: "B") { $0.dismissKeyboard() }
        #expect(scenes.editing == ["A": "a"])
    }

    @Test("A call from no touch, once the touched scene went to the background, ends editing where typing began")
    func backgroundTouchedSceneFallsBack() {
        var scenes = HeadlessWindowScenes(windows: ["A", "B"])
        scenes.tapField("b", in: "B")
        scenes.tapField("a", in: "A")
        scenes.tapButton(in: "B") { _ in }
        scenes.setForeground("B", false)
        scenes.dismissKeyboard()
        #expect(scenes.editing == ["B": "b"])
    }

    @Test("With no touch, a second window made key in the scene keeps the typing window's field editing")
    func secondKeyWindowInOneScene() {
        var scenes = HeadlessWindowScenes(windows: ["A"])
        scenes.beginEditing("b", in: "A")
        scenes.addKeyWindow("W", toSceneOf: "A")
        scenes.dismissKeyboard()   // called from W's view, from code
        #expect(scenes.editing == ["A": "b"])
    }

    @Test("The touched window wins over the typing window, and the caller over both")
    func ruleOrder() {
        let editing = [KeyboardDismissalScope.Editing("A", isKeyInForegroundScene: true),
                       KeyboardDismissalScope.Editing("B", isKeyInForegroundScene: true)]
        #expect(KeyboardDismissalScope.windows(caller: nil, touched: "B", typingIn: "A", editing: editing) == ["B"])
        #expect(KeyboardDismissalScope.windows(caller: "A", touched: "B", typingIn: "B", editing: editing) == ["A"])
    }
}

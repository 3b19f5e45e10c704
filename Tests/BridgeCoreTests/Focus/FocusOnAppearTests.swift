import BridgeCore
import BridgeDoubles
import Testing

/// `focusOnAppear` focuses once per view identity, when SwiftUI made the view
/// appear and it is in a window: not on every window entry (the rule before
/// focused from `didMoveToWindow` each time).
@Suite("Focus on appear: once per identity, when SwiftUI's onAppear says so")
struct FocusOnAppearTests {
    @Test("Inserting the view focuses it once")
    func insertionFocuses() {
        var view = HeadlessAppearingView()
        view.insert()
        #expect(view.focusWrites == 1)
    }

    @Test("The rule says it waits for a transition from its start to its end, and focuses at the end")
    func waitsForTheTransition() {
        var rule = FocusOnAppear()
        #expect(rule.handle(.transitionStarted).isEmpty)
        #expect(rule.isWaitingForTransition)
        #expect(rule.handle(.appeared).isEmpty)
        #expect(rule.handle(.enteredWindow).isEmpty)
        #expect(rule.handle(.transitionEnded) == [.focus])
        #expect(!rule.isWaitingForTransition)
    }

    @Test("Popping back to the page does not focus again")
    func popBackDoesNotRefocus() {
        var view = HeadlessAppearingView()
        view.insert()
        view.pushOver()
        view.popBack()
        #expect(view.focusWrites == 1)
    }

    @Test("A row scrolled back into view does not take focus from the field the user is typing in")
    func scrollBackDoesNotRefocus() {
        var view = HeadlessAppearingView()
        view.insert()
        view.scrollOut()
        view.scrollBack()
        #expect(view.focusWrites == 1)
    }

    @Test("A window re-entry without onAppear does not focus")
    func windowReentryIsNotAppearance() {
        var view = HeadlessAppearingView()
        view.insert()
        view.windowReattached()
        #expect(view.focusWrites == 1)
    }

    @Test("A view in a window that SwiftUI has not made appear (a cell kept for reuse) does not focus")
    func inWindowIsNotVisible() {
        var rule = FocusOnAppear()
        #expect(rule.handle(.enteredWindow) == [])
        #expect(rule.handle(.appeared) == [.focus])
    }

    @Test("onAppear before the window: focus waits for the window")
    func appearBeforeWindow() {
        var rule = FocusOnAppear()
        #expect(rule.handle(.appeared) == [])
        #expect(rule.handle(.enteredWindow) == [.focus])
        #expect(rule.handle(.leftWindow) == [])
        #expect(rule.handle(.enteredWindow) == [])
    }

    @Test("A new identity focuses again, as its new state starts over")
    func newIdentityFocuses() {
        var view = HeadlessAppearingView()
        view.insert()
        view.replaceIdentity()
        #expect(view.focusWrites == 2)
    }
}

/// `focusOnAppear` in a sheet and in a push (issue 30, item 5).
@Suite("Focus on appear: after the presentation or push that brings the field")
struct FocusOnAppearTransitionTests {
    @Test("In a sheet on iOS 16 the field is focused once the presentation ends")
    func sheetOnIOS16() {
        var view = HeadlessAppearingView(os: .iOS16)
        view.presentInSheet()
        view.endTransition()
        #expect(view.isFocused)
        #expect(view.writesDuringTransition == 0)
    }

    @Test("In a sheet on iOS 17 the keyboard rises after the presentation, not under the sliding sheet")
    func sheetOnIOS17() {
        var view = HeadlessAppearingView(os: .iOS17)
        view.presentInSheet()
        #expect(!view.isFocused)
        view.endTransition()
        #expect(view.isFocused)
        #expect(view.writesDuringTransition == 0)
        #expect(view.focusWrites == 1)
    }

    @Test("In a pushed page the field is focused after the push, never mid-transition")
    func push() {
        var view = HeadlessAppearingView()
        view.pushIn()
        #expect(view.writesDuringTransition == 0)
        view.endTransition()
        #expect(view.isFocused)
        #expect(view.focusWrites == 1)
    }

    /// SwiftUI applies a FocusState write in its next update: the shell's read
    /// one turn later saw the old value, took the write for dropped, and wrote
    /// again (`.dropped` did not mean dropped).
    @Test("A read-back before SwiftUI's update is read again, not taken for a drop")
    func anEarlyReadBackIsReadAgain() {
        var view = HeadlessAppearingView(os: .iOS17)
        view.insert()
        #expect(view.isFocused)
        #expect(view.focusWrites == 1)
        var rule = FocusOnAppear()
        _ = rule.handle(.enteredWindow)
        _ = rule.handle(.appeared)
        for _ in 1..<FocusOnAppear.readBackLooks { #expect(rule.handle(.readBack(.dropped)) == [.readAgain]) }
        #expect(rule.handle(.readBack(.dropped)) == [.focus])
        #expect(rule.handle(.readBack(.held)) == [])
        #expect(rule.handle(.readBack(.held)) == [])
    }

    @Test("A dropped write is written again, a bounded number of times; one the user overrode is not")
    func readBackRetries() {
        var rule = FocusOnAppear()
        #expect(rule.handle(.enteredWindow) == [])
        #expect(rule.handle(.appeared) == [.focus])
        var writes = 1
        var effects = rule.handle(.readBack(.dropped))
        while !effects.isEmpty {
            if effects == [.focus] { writes += 1 }
            effects = rule.handle(.readBack(.dropped))
        }
        #expect(writes == FocusOnAppear.maximumAttempts)
        var other = FocusOnAppear()
        _ = other.handle(.enteredWindow)
        _ = other.handle(.appeared)
        #expect(other.handle(.readBack(.changed)) == [])
        #expect(other.handle(.readBack(.dropped)) == [])
    }
}

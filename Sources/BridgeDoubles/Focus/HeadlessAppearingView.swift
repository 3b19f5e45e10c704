import BridgeCore

/// A view with `focusOnAppear`, as SwiftUI and UIKit drive it: SwiftUI's
/// `onAppear`/`onDisappear` for its identity, UIKit's window moves, in the
/// orders a navigation stack and a list produce, and the transitions that
/// bring it on screen (a sheet presenting, a page pushed). It counts the focus
/// writes ``FocusOnAppear`` decides and what became of them.
///
/// What it models: sheet content and a pushed page enter the window and get
/// `onAppear` when the transition starts, and UIKit's view controller has a
/// transition coordinator until it ends. On iOS 16 SwiftUI drops a
/// `FocusState` write made while a sheet presents (the binding reads back
/// what it held); on iOS 17 the write takes and the keyboard rises during the
/// presentation. A write during a push lands mid-transition. SwiftUI applies
/// a `FocusState` write in its next view update, a frame later: a read before
/// that still shows the old value.
///
/// ```swift
/// var view = HeadlessAppearingView(os: .iOS16)
/// view.presentInSheet()
/// view.endTransition()
/// view.isFocused             // true
/// view.writesDuringTransition   // 0
/// ```
package struct HeadlessAppearingView: Sendable {
    /// The iOS whose SwiftUI runs the view.
    package enum OS: Sendable { case iOS16, iOS17 }

    private let os: OS
    private var rule = FocusOnAppear()
    private var transition: Transition?
    private enum Transition { case sheet, push }

    /// How many times the focus binding was written.
    package private(set) var focusWrites = 0
    /// Writes made while a presentation or push was running.
    package private(set) var writesDuringTransition = 0
    /// Whether the field holds focus (the binding kept the last write).
    package private(set) var isFocused = false

    package init(os: OS = .iOS17) {
        self.os = os
    }

    /// SwiftUI inserts the view: it enters its window, then `onAppear` runs.
    package mutating func insert() {
        send(.enteredWindow)
        send(.appeared)
    }

    /// The view is the content of a sheet being presented: it enters the
    /// window and appears as the sheet starts sliding up.
    package mutating func presentInSheet() {
        begin(.sheet)
    }

    /// The view is on a page being pushed onto a navigation stack.
    package mutating func pushIn() {
        begin(.push)
    }

    /// The presentation or push finishes: UIKit runs the coordinator's completion.
    package mutating func endTransition() {
        transition = nil
        send(.transitionEnded)
    }

    /// A page is pushed over this one: `onDisappear`; the view stays in the
    /// window until the transition ends, then leaves it.
    package mutating func pushOver() {
        send(.disappeared)
        send(.leftWindow)
    }

    /// The page above is popped: the view re-enters its window, `onAppear` again.
    package mutating func popBack() {
        send(.enteredWindow)
        send(.appeared)
    }

    /// A list row scrolls out of view: `onDisappear`; a collection view keeps
    /// the cell, hidden, in the window for reuse.
    package mutating func scrollOut() {
        send(.disappeared)
    }

    /// The row scrolls back: `onAppear` again, for the same identity.
    package mutating func scrollBack() {
        send(.appeared)
    }

    /// The scene goes to the background and back: the window stays, SwiftUI
    /// calls neither `onDisappear` nor `onAppear` on iOS, but a window may be
    /// detached and reattached (a new scene session).
    package mutating func windowReattached() {
        send(.leftWindow)
        send(.enteredWindow)
    }

    /// A new identity: SwiftUI discards the old view's state (`id(_:)` changed).
    package mutating func replaceIdentity() {
        rule = FocusOnAppear()
        insert()
    }

    private mutating func begin(_ kind: Transition) {
        transition = kind
        // The shell asks the view controller for its transition coordinator
        // when the view enters its window.
        send(.transitionStarted)
        send(.enteredWindow)
        send(.appeared)
    }

    private mutating func send(_ event: FocusOnAppear.Event) {
        for effect in rule.handle(event) {
            switch effect {
            case .focus: write()
            case .readAgain:
                applyUpdate()
                send(.readBack(isFocused ? .held : .dropped))
            }
        }
    }

    /// The write after the view update, then the first read-back, which
    /// comes before SwiftUI's next update has applied the write.
    private mutating func write() {
        focusWrites += 1
        if transition != nil { writesDuringTransition += 1 }
        let dropped = os == .iOS16 && transition == .sheet
        pendingFocus = !dropped
        send(.readBack(isFocused ? .held : .dropped))
        applyUpdate()
    }

    /// SwiftUI's next view update: a write it did not drop takes effect.
    private mutating func applyUpdate() {
        if pendingFocus == true { isFocused = true }
        pendingFocus = nil
    }

    /// A write SwiftUI has not applied yet (`false`: it dropped it).
    private var pendingFocus: Bool?
}

import BridgeCore

/// A view with `focusOnAppear`, as SwiftUI and UIKit drive it: SwiftUI's
/// `onAppear`/`onDisappear` for its identity and UIKit's window moves, in the
/// orders a navigation stack and a list produce. It counts the focus writes
/// ``FocusOnAppear`` decides.
///
/// ```swift
/// var view = HeadlessAppearingView()
/// view.insert()            // focus writes: 1
/// view.pushOver(); view.popBack()
/// view.focusWrites         // 1
/// ```
package struct HeadlessAppearingView: Sendable {
    private var rule = FocusOnAppear()
    /// How many times the focus binding was written.
    package private(set) var focusWrites = 0

    package init() {}

    /// SwiftUI inserts the view: it enters its window, then `onAppear` runs.
    package mutating func insert() {
        send(.enteredWindow)
        send(.appeared)
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

    private mutating func send(_ event: FocusOnAppear.Event) {
        focusWrites += rule.handle(event).count
    }
}

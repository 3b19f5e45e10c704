/// When `focusOnAppear` focuses its field: once for the view's identity, when
/// SwiftUI has made the view appear (`onAppear`), it is in a window, where it
/// can become first responder, and no presentation or push that brings it is
/// still running.
///
/// A window is not visibility: a page pushed over keeps its views in the
/// window's hierarchy until it leaves, a popped-back page re-enters its window,
/// and collection views keep reused cells hidden in the window. And SwiftUI
/// calls `onAppear` again when a page is popped back to or a row scrolls back
/// into view. Neither is the view appearing for the first time, so neither
/// takes focus from where the user is typing. A new identity (an `id(_:)`
/// change, a row SwiftUI recreated) starts over, as its `@State` does.
///
/// Transitions: a sheet's content and a pushed page appear when the
/// transition starts. On iOS 16 SwiftUI drops a `FocusState` write made while
/// a sheet presents (subconscious#79: it "can't be worked around with
/// onAppear"); on iOS 17 the keyboard would rise under the sliding sheet; in a
/// push, focusing mid-transition makes the page flicker or the push restart
/// (react-native-screens#1061, react-native#27217). So the rule waits for
/// ``Event/transitionEnded`` (UIKit's transition coordinator completion), then
/// reads the binding back a frame after the write (``Event/readBack(_:)``) and
/// writes again, up to ``maximumAttempts``, only while the write was dropped
/// and nothing else took focus. SwiftUI applies a `FocusState` write in its next
/// view update, not at once: a read before it still shows the old value. So a
/// read-back showing the old value is only a drop once it has shown it for
/// ``readBackLooks`` frames (``Effect/readAgain``); the value written, or another
/// one, settles it at once.
///
/// ```swift
/// var rule = FocusOnAppear()
/// rule.handle(.enteredWindow)       // []: not appeared yet
/// rule.handle(.transitionStarted)   // a sheet presents
/// rule.handle(.appeared)            // []: the sheet is still moving
/// rule.handle(.transitionEnded)     // [.focus]
/// rule.handle(.readBack(.held))     // []
/// ```
package struct FocusOnAppear: Hashable, Sendable {
    /// Writes tried for one appearance before the rule gives up.
    package static let maximumAttempts = 3
    /// Reads, a frame apart, that must all show the old value before a write
    /// counts as dropped: SwiftUI's update applies the write a frame or so later.
    package static let readBackLooks = 3
    /// The time between the write and the first read, and between reads: a
    /// frame at 60 Hz (the shell sleeps; no display link without a selector).
    package static let lookInterval = Duration.milliseconds(17)
    /// When the transition coordinator queued no completion (it "may be run even
    /// if the animations are not", UIViewControllerTransitionCoordinator.h), the
    /// shell looks for the coordinator's end this often, at most
    /// ``transitionLooks`` times (2 s: a transition lasts well under that).
    package static let transitionLookInterval = Duration.milliseconds(50)
    package static let transitionLooks = 40

    /// What the binding held one turn after the rule's write.
    package enum ReadBack: Hashable, Sendable {
        /// The value written: the field is focused.
        case held
        /// What it held before the write: SwiftUI dropped the write.
        case dropped
        /// Another value: the user or the app focused something else.
        case changed
    }

    /// What SwiftUI and UIKit report about the view.
    package enum Event: Hashable, Sendable {
        /// SwiftUI's `onAppear`.
        case appeared
        /// SwiftUI's `onDisappear`.
        case disappeared
        /// The view moved into a window (`didMoveToWindow`, window set).
        case enteredWindow
        /// The view left its window.
        case leftWindow
        /// A presentation or push that shows the view is running (its view
        /// controller has a `transitionCoordinator`).
        case transitionStarted
        /// That transition finished (the coordinator's completion ran).
        case transitionEnded
        /// The binding, read one turn after a ``Effect/focus`` write.
        case readBack(ReadBack)
    }

    /// What the shell must do.
    package enum Effect: Hashable, Sendable {
        /// Write the focus binding, after the current view update, then read
        /// it back ``lookInterval`` later (``Event/readBack(_:)``).
        case focus
        /// Read the binding back again, ``lookInterval`` later: it still shows
        /// the old value, which SwiftUI's update may not have replaced yet.
        case readAgain
    }

    private var hasAppeared = false
    private var isInWindow = false
    /// Whether a transition that shows the view is running: between
    /// ``Event/transitionStarted`` and ``Event/transitionEnded``.
    package private(set) var isWaitingForTransition = false
    private var hasFocused = false
    /// Writes made for this appearance; a read-back is expected while > 0 and
    /// the last one is unconfirmed.
    private var attempts = 0
    private var awaitsReadBack = false
    /// Reads made of the current write.
    private var looks = 0

    package init() {}

    /// Takes one report and returns what to do.
    package mutating func handle(_ event: Event) -> [Effect] {
        switch event {
        case .appeared: hasAppeared = true
        case .disappeared: hasAppeared = false
        case .enteredWindow: isInWindow = true
        case .leftWindow: isInWindow = false
        case .transitionStarted: isWaitingForTransition = true
        case .transitionEnded: isWaitingForTransition = false
        case .readBack(let readBack):
            guard awaitsReadBack else { return [] }
            looks += 1
            if readBack == .dropped, looks < Self.readBackLooks { return [.readAgain] }
            awaitsReadBack = false
            guard readBack == .dropped, attempts < Self.maximumAttempts, isReady else { return [] }
            return write()
        }
        guard !hasFocused, isReady else { return [] }
        hasFocused = true
        return write()
    }

    private var isReady: Bool { hasAppeared && isInWindow && !isWaitingForTransition }

    private mutating func write() -> [Effect] {
        attempts += 1
        awaitsReadBack = true
        looks = 0
        return [.focus]
    }
}

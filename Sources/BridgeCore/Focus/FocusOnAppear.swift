/// When `focusOnAppear` focuses its field: once for the view's identity, when
/// SwiftUI has made the view appear (`onAppear`) and it is in a window, where
/// it can become first responder.
///
/// A window is not visibility: a page pushed over keeps its views in the
/// window's hierarchy until it leaves, a popped-back page re-enters its window,
/// and collection views keep reused cells hidden in the window. And SwiftUI
/// calls `onAppear` again when a page is popped back to or a row scrolls back
/// into view. Neither is the view appearing for the first time, so neither
/// takes focus from where the user is typing. A new identity (an `id(_:)`
/// change, a row SwiftUI recreated) starts over, as its `@State` does.
///
/// ```swift
/// var rule = FocusOnAppear()
/// rule.handle(.enteredWindow)   // []: not appeared yet
/// rule.handle(.appeared)        // [.focus]
/// rule.handle(.disappeared)     // a page pushed over
/// rule.handle(.appeared)        // []: popped back
/// ```
package struct FocusOnAppear: Hashable, Sendable {
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
    }

    /// What the shell must do.
    package enum Effect: Hashable, Sendable {
        /// Write the focus binding, after the current view update.
        case focus
    }

    private var hasAppeared = false
    private var isInWindow = false
    private var hasFocused = false

    package init() {}

    /// Takes one report and returns what to do.
    package mutating func handle(_ event: Event) -> [Effect] {
        switch event {
        case .appeared: hasAppeared = true
        case .disappeared: hasAppeared = false
        case .enteredWindow: isInWindow = true
        case .leftWindow: isInWindow = false
        }
        guard !hasFocused, hasAppeared, isInWindow else { return [] }
        hasFocused = true
        return [.focus]
    }
}

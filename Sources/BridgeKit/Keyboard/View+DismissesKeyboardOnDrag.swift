#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

extension View {
    /// Dismisses the software keyboard when the user swipes in this view,
    /// whether or not it scrolls, without a responder-chain action message.
    ///
    /// A gesture recognizer on the window covers everywhere in the view (a
    /// `VStack` that does not scroll, empty space between its fields, the rows
    /// of a `List` or `ScrollView` as they scroll): it watches touches and never
    /// takes one, so every button, row and scroll view keeps its own (a SwiftUI
    /// drag gesture would receive no touch in empty space and, on iOS 18, could
    /// stop a `List` scrolling). It dismisses on a vertical swipe of 30 points
    /// or more that starts inside this view (on its own content, not a sheet
    /// presented over it) and not in the field being edited, so moving the
    /// caret or a selection, or scrolling a `TextEditor` being typed in, keeps
    /// the keyboard; it ends editing in this view's window only.
    ///
    /// ```swift
    /// VStack {
    ///     TextField("Enter your name", text: $name)
    ///     Spacer()
    /// }
    /// .dismissesKeyboardOnDrag()
    /// ```
    ///
    /// It leaves `scrollDismissesKeyboardMode` in the environment alone: a
    /// `TextEditor` inside keeps its interactive default (scrolling the text
    /// being typed keeps the keyboard), and so do sheets declared inside. For
    /// keyboard-following interactive dismissal in a scroll view, use
    /// `scrollDismissesKeyboard(.interactively)` instead.
    public func dismissesKeyboardOnDrag() -> some View {
        modifier(DismissesKeyboardOnDrag())
    }
}

private struct DismissesKeyboardOnDrag: ViewModifier {
    func body(content: Content) -> some View {
        // No `scrollDismissesKeyboard(.immediately)`: everything inside would
        // read it, a `TextEditor` being typed in and sheets declared here too
        // (`KeyboardDragObserver.setsImmediateScrollDismissal`).
        content
            // The probe has the view's frame: the window's watcher takes swipes
            // that start inside it (an entry left in another window's watcher
            // is skipped there, as the probe is no longer in that window).
            .background {
                WindowProbe { probe in
                    probe.window.map(WindowTouchObserver.installed(on:))?.areas.add(probe)
                }
            }
    }
}
#endif

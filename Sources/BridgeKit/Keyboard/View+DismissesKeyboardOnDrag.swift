#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

extension View {
    /// Dismisses the software keyboard when the user swipes, whether or not
    /// the content scrolls, without a responder-chain action message.
    ///
    /// Two mechanisms, each where it works best:
    /// - **Scrolling content** (`List`, `Form`, `ScrollView` inside this view):
    ///   `scrollDismissesKeyboard(.immediately)`, SwiftUI's own dismissal as soon
    ///   as a scroll starts.
    /// - **Everything else** (a `VStack` that does not scroll, empty space): a
    ///   `DragGesture`, added with `simultaneousGesture` so it never takes the
    ///   drag from anything inside. It dismisses on a vertical swipe of 30
    ///   points or more that did not start in the field being edited, so moving
    ///   the caret or a selection keeps the keyboard; it ends editing in this
    ///   view's window only.
    ///
    /// ```swift
    /// Form {
    ///     TextField("Enter your name", text: $name)
    /// }
    /// .dismissesKeyboardOnDrag()
    /// ```
    ///
    /// For keyboard-following interactive dismissal in a scroll view, use
    /// `scrollDismissesKeyboard(.interactively)` instead.
    public func dismissesKeyboardOnDrag() -> some View {
        modifier(DismissesKeyboardOnDrag())
    }
}

private struct DismissesKeyboardOnDrag: ViewModifier {
    @State private var box = KeyboardWindowBox()

    func body(content: Content) -> some View {
        content
            .scrollDismissesKeyboard(.immediately)
            .background { WindowProbe { [box] window in box.window = window } }
            // Global coordinates: the window's, where the editing field's frame is measured.
            .simultaneousGesture(
                DragGesture(coordinateSpace: .global).onChanged(dragChanged).onEnded { [box] _ in box.drag.ended() }
            )
    }

    private func dragChanged(_ drag: DragGesture.Value) {
        guard let window = box.window else { return }
        let start = (x: Double(drag.startLocation.x), y: Double(drag.startLocation.y))
        let translation = (x: Double(drag.translation.width), y: Double(drag.translation.height))
        // The cheap test first, and the view tree walked once per drag at most.
        guard box.drag.needsCheck(start: start, translation: translation),
              let responder = window.firstResponderInSubtree() else { return }
        let frame = responder.convert(responder.bounds, to: nil)
        let editing = KeyboardDragDismissal.Frame(
            x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width), height: Double(frame.height)
        )
        if KeyboardDragDismissal.dismisses(start: start, translation: translation, editingField: editing) {
            window.endEditing(true)
        }
    }
}
#endif

#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

extension View {
    /// Dismisses the software keyboard when the user drags, whether or not the
    /// content scrolls, without a responder-chain action message.
    ///
    /// Two mechanisms, each where it works best:
    /// - **Scrolling content** (`List`, `Form`, `ScrollView` inside this view):
    ///   `scrollDismissesKeyboard(.immediately)`, SwiftUI's own dismissal as soon
    ///   as a scroll starts.
    /// - **Everything else** (a `VStack` that does not scroll, empty space): a
    ///   `DragGesture` (10 pt minimum, so taps still reach buttons and fields),
    ///   added with `simultaneousGesture` so it never takes the drag from
    ///   anything inside; it calls `EnvironmentValues.dismissKeyboard`.
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
    @Environment(\.dismissKeyboard) private var dismissKeyboard

    func body(content: Content) -> some View {
        content
            .scrollDismissesKeyboard(.immediately)
            // Called for every movement of the drag: `endEditing` does nothing
            // once no view is first responder, so there is no state to keep.
            .simultaneousGesture(DragGesture().onChanged { _ in dismissKeyboard() })
    }
}
#endif

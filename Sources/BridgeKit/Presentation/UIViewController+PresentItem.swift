#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import UIKit

extension UIViewController {
    /// Presents a SwiftUI page from this controller while `item` is non-nil, and
    /// dismisses it when `item` becomes `nil`; the user's dismissal writes `nil`
    /// back. Call ``ItemPresentation/update(animated:)`` on the result after
    /// your state changes (it presents at once if `item` is non-nil already);
    /// on iOS 17 and later, bindings that read `@Observable` state are followed
    /// without it (a write is read on a later turn of the main actor).
    ///
    /// - Parameters:
    ///   - item: The state. A new `id` replaces the page; a new value with the
    ///     same `id` updates it in place.
    ///   - style: `.sheet(detents:)`, `.fullScreen` or `.popover(anchor:)`.
    ///   - isModalInPresentation: While `true`, the user cannot swipe the page
    ///     away (a form with unsaved changes); read on every `update()`, and
    ///     followed like `item` when it reads `@Observable` state (iOS 17+).
    ///   - onDismissAttempt: Runs when `isModalInPresentation` refused a swipe,
    ///     e.g. to ask "Discard changes?". BridgeKit hears it through the
    ///     presentation controller's delegate. Your page is managed by that same
    ///     presentation controller (`presentationController` answers it for a
    ///     child too), so setting `presentationController?.delegate` from your
    ///     page replaces BridgeKit's and this closure stops running: implement
    ///     `presentationControllerDidAttemptToDismiss(_:)` in your delegate
    ///     instead. Dismissals are still seen.
    ///   - onDismiss: Runs once per dismissal, after the binding is `nil`, on
    ///     the next turn of the main actor (it may present an alert).
    ///   - content: The page for an item. It runs in a `StandaloneHostingController`,
    ///     with ``PageLifecycle`` in its environment. A closure of several
    ///     statements is ambiguous with the UIKit variant as a trailing closure:
    ///     pass it as `content:`.
    ///
    /// ```swift
    /// lazy var editor = present(
    ///     item: editingBinding,                            // Binding<Note?>
    ///     style: .sheet(detents: [.medium(), .large()]),
    ///     isModalInPresentation: unsavedBinding,           // Binding<Bool>
    ///     onDismissAttempt: { [unowned self] in confirmDiscard() }
    /// ) { note in
    ///     NoteEditor(note: note)
    /// }
    /// ```
    public func present<Item: Identifiable, Content: View>(
        item: Binding<Item?>,
        style: PresentationStyle = .sheet(),
        isModalInPresentation: Binding<Bool> = .constant(false),
        onDismissAttempt: (@MainActor () -> Void)? = nil,
        onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping @MainActor (Item) -> Content
    ) -> ItemPresentation<Item> {
        let presentation = ItemPresentation(
            host: self, item: item, style: style, isModal: isModalInPresentation,
            onDismissAttempt: onDismissAttempt, onDismiss: onDismiss,
            makePage: { item in
                let page = StandaloneHostingController(rootView: PresentedPage(content: content(item)))
                // A popover takes its size from `preferredContentSize`; a page
                // (sizingOptions []) leaves it zero and gets UIKit's default size.
                if style.isPopover { page.sizingOptions.insert(.preferredContentSize) }
                return page
            },
            refreshPage: { page, item in
                (page as? StandaloneHostingController<PresentedPage<Content>>)?.content = PresentedPage(content: content(item))
            }
        )
        // The first read at once: bindings just made hold the current state.
        presentation.read(animated: true)
        return presentation
    }

    /// Presents a UIKit controller from this controller while `item` is non-nil;
    /// the same rules as the SwiftUI variant. `controller` runs once per
    /// presented `id`; a new value with the same `id` is not passed on (read it
    /// from your model).
    ///
    /// ```swift
    /// lazy var picker = present(item: pickingBinding, style: .popover(anchor: .barButtonItem(addButton))) { target in
    ///     ColorPickerController(target: target)
    /// }
    /// ```
    public func present<Item: Identifiable>(
        item: Binding<Item?>,
        style: PresentationStyle = .sheet(),
        isModalInPresentation: Binding<Bool> = .constant(false),
        onDismissAttempt: (@MainActor () -> Void)? = nil,
        onDismiss: (@MainActor () -> Void)? = nil,
        controller: @escaping @MainActor (Item) -> UIViewController
    ) -> ItemPresentation<Item> {
        let presentation = ItemPresentation(
            host: self, item: item, style: style, isModal: isModalInPresentation,
            onDismissAttempt: onDismissAttempt, onDismiss: onDismiss,
            makePage: controller,
            refreshPage: { _, _ in }
        )
        // The first read at once: bindings just made hold the current state.
        presentation.read(animated: true)
        return presentation
    }
}

/// Makes any SwiftUI view a ``StandaloneHostedView`` for a presented page.
struct PresentedPage<Content: View>: StandaloneHostedView {
    var content: Content

    var body: some View { content }
}
#endif

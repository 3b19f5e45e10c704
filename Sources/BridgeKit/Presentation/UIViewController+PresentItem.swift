#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import UIKit

extension UIViewController {
    /// Presents a SwiftUI page from this controller while `item` is non-nil, and
    /// dismisses it when `item` becomes `nil`; the user's dismissal writes `nil`
    /// back. It presents at once if `item` is non-nil already. Changes are
    /// followed without a call when the bindings read the `ObservableObject`
    /// passed as `observing:` (any iOS), or `@Observable` state (iOS 17 and
    /// later): a write is read on a later turn of the main actor. Otherwise
    /// call ``ItemPresentation/update(animated:)`` on the result after your
    /// state changes.
    ///
    /// This controller keeps the presentation for as long as it lives: no
    /// property is needed. Keep the result to call `update(animated:)` or
    /// ``ItemPresentation/cancel()``.
    ///
    /// - Parameters:
    ///   - item: The state. A new `id` replaces the page; a new value with the
    ///     same `id` updates it in place.
    ///   - style: `.sheet(detents:)`, `.fullScreen` or `.popover(anchor:)`.
    ///   - isModalInPresentation: While `true`, the user cannot swipe the page
    ///     away (a form with unsaved changes); read with `item`, and followed
    ///     like it.
    ///   - model: The `ObservableObject` the bindings read, if any: each of its
    ///     changes is read on a later turn of the main actor, as on iOS 16 and
    ///     later alike. Not needed for `@Observable` state on iOS 17 and later.
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
    /// present(
    ///     item: editingBinding,                            // Binding<Note?>
    ///     style: .sheet(detents: [.medium(), .large()]),
    ///     isModalInPresentation: unsavedBinding,           // Binding<Bool>
    ///     observing: model,                                // an ObservableObject
    ///     onDismissAttempt: { [unowned self] in confirmDiscard() }
    /// ) { note in
    ///     NoteEditor(note: note)
    /// }
    /// ```
    @discardableResult
    public func present<Item: Identifiable, Content: View>(
        item: Binding<Item?>,
        style: PresentationStyle = .sheet(),
        isModalInPresentation: Binding<Bool> = .constant(false),
        observing model: (any ObservableObject)? = nil,
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
        return start(presentation, observing: model)
    }

    /// Presents a UIKit controller from this controller while `item` is non-nil;
    /// the same rules as the SwiftUI variant. `controller` runs once per
    /// presented `id`; a new value with the same `id` is not passed on (read it
    /// from your model).
    ///
    /// ```swift
    /// present(item: pickingBinding, style: .popover(anchor: .barButtonItem(addButton))) { target in
    ///     ColorPickerController(target: target)
    /// }
    /// ```
    @discardableResult
    public func present<Item: Identifiable>(
        item: Binding<Item?>,
        style: PresentationStyle = .sheet(),
        isModalInPresentation: Binding<Bool> = .constant(false),
        observing model: (any ObservableObject)? = nil,
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
        return start(presentation, observing: model)
    }
}

extension ItemPresentation: KeptPresentation {}

extension UIViewController {
    /// Keeps the presentation with this controller, follows `model`, and makes
    /// the first read at once: bindings just made hold the current state.
    private func start<Item>(_ presentation: ItemPresentation<Item>, observing model: (any ObservableObject)?) -> ItemPresentation<Item> {
        keepPresentation(presentation)
        if let model { presentation.follow(model) }
        presentation.read(animated: true, requested: true)
        return presentation
    }
}

/// Makes any SwiftUI view a ``StandaloneHostedView`` for a presented page.
struct PresentedPage<Content: View>: StandaloneHostedView {
    var content: Content

    var body: some View { content }
}
#endif

#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

/// A page presented from a UIKit controller while an optional item is non-nil:
/// made by `present(item:style:isModalInPresentation:onDismissAttempt:onDismiss:content:)`.
///
/// Call ``update(animated:)`` after your state changes; it presents when the
/// item becomes non-nil, dismisses when it becomes `nil`, replaces the page
/// (dismiss, then present) when the item's `id` changes, and gives the page
/// the new item when only its value changed. Changes made while a transition
/// runs wait for it; only the latest counts.
///
/// The presentation follows the state by itself, with no ``update(animated:)``
/// call, when the bindings read an `ObservableObject` you pass as `observing:`
/// (any iOS version), or `@Observable` state (`$model.editing` from `@Bindable`,
/// or a `Binding` whose getter reads the model; iOS 17 and later): a write is
/// read on a later turn of the main actor. For a view's `@State`, call
/// ``update(animated:)``.
///
/// When the user dismisses the page (swipes a sheet down, taps outside a
/// popover) or your code calls `dismiss` on it, the binding is set to `nil`
/// once, after the dismissal has ended (a swipe taken back writes nothing),
/// and only if it still names that item: an item you wrote meanwhile is
/// presented instead. `onDismiss` runs once, on the next turn of the main
/// actor (outside UIKit's dismissal callbacks, so it can present an alert).
/// `onDismiss` runs for every dismissal, whoever made it, as SwiftUI's
/// `sheet(item:onDismiss:)` does.
///
/// The page is given a new item only when the item's value changed and its
/// `id` did not: compared with `==` for an `Equatable` item, by identity for a
/// class; any other item is given again only on an ``update(animated:)`` call.
/// A read that finds the same item (a modal flag that flipped, the read after
/// presenting) rebuilds nothing, so a model your builder makes keeps its edits.
///
/// ```swift
/// final class ListController: UIViewController {
///     var editedNote: Note? { didSet { editor.update() } }
///     private var editedNoteBinding: Binding<Note?> {
///         Binding(get: { [unowned self] in editedNote }, set: { [unowned self] in editedNote = $0 })
///     }
///     private lazy var editor = present(item: editedNoteBinding) { note in
///         NoteEditor(note: note)
///     }
/// }
/// ```
///
/// Make the bindings in a computed property or a method, not inside the
/// `lazy var`'s initializer: there, with the iOS 26 SDK, their `@Sendable`
/// closures do not inherit the main actor and cannot read the controller's state.
///
/// The host keeps the presentation for as long as the host lives: no property
/// is needed to keep it (keep the result to call ``update(animated:)`` or
/// ``cancel()``). It holds the bindings, the builder and the presented
/// controller; the host weakly. When the host is freed, or you call
/// ``cancel()``, it dismisses the page it shows, so no sheet outlives the
/// state it follows. Kept elsewhere (a coordinator) after its host is gone, it
/// reads and writes neither binding again: their closures may capture the
/// host `unowned`.
///
/// Because the host keeps it, capture the host `unowned` or `weak` in the
/// bindings, `content`, `onDismiss` and `onDismissAttempt`: a strong capture is
/// a cycle that keeps the host (and its sheet) alive. Call `present(item:)`
/// once per state, from `viewDidLoad` or `init`, not from `viewWillAppear`:
/// each call is a presentation of its own, kept until the host goes.
///
/// When the page this presentation's host is on leaves (the parent sheet is
/// dismissed, taking this one along), the presentation catches up at once: its
/// item is written `nil` (if the state still names it) and `onDismiss` runs,
/// with no ``update(animated:)`` call.
@MainActor
public final class ItemPresentation<Item: Identifiable> {
    weak var host: UIViewController?
    let item: Binding<Item?>
    let isModal: Binding<Bool>
    let style: PresentationStyle
    let makePage: @MainActor (Item) -> UIViewController
    let refreshPage: @MainActor (UIViewController, Item) -> Void
    private let onDismiss: (@MainActor () -> Void)?
    private let onDismissAttempt: (@MainActor () -> Void)?
    var session = PresentationSession<Item.ID>()
    /// The controllers presented or in a transition, by token, held until the
    /// session is done with them: `onDismiss` never depends on finding them.
    var containers: [Int: PresentedContainer] = [:]
    /// Reads the bindings on a later turn: when the app asks, and after a change
    /// to the model they read.
    private var follower: BindingFollower?
    /// The item the page shown was last given: a read of the same value rebuilds nothing.
    var givenItem: Item?
    /// ``cancel()`` was called: no report, read or write changes anything any more.
    private(set) var isCancelled = false

    init(
        host: UIViewController,
        item: Binding<Item?>,
        style: PresentationStyle,
        isModal: Binding<Bool>,
        onDismissAttempt: (@MainActor () -> Void)?,
        onDismiss: (@MainActor () -> Void)?,
        makePage: @escaping @MainActor (Item) -> UIViewController,
        refreshPage: @escaping @MainActor (UIViewController, Item) -> Void
    ) {
        self.host = host
        self.item = item
        self.style = style
        self.isModal = isModal
        self.onDismissAttempt = onDismissAttempt
        self.onDismiss = onDismiss
        self.makePage = makePage
        self.refreshPage = refreshPage
        follower = BindingFollower(
            // Once the host is gone nothing follows the state (a getter written
            // `[unowned host]` would trap).
            track: { [weak self] in
                guard let self, self.host != nil else { return }
                _ = (self.item.wrappedValue?.id, self.isModal.wrappedValue)
            },
            read: { [weak self] animated, requested in
                self?.read(animated: animated, requested: requested)
            }
        )
        follower?.start()
    }

    /// Follows `model` too: each change it announces is read on a later turn.
    func follow(_ model: some ObservableObject) {
        follower?.follow(model)
    }

    /// Released (its host was popped or freed): nothing follows the state any
    /// more, so the page it shows must not stay on screen with nobody to
    /// dismiss it (as pointfreeco/swift-navigation#192 does). `deinit` is not
    /// on the main actor: the containers (main-actor objects, `Sendable`) are
    /// dismissed on its next turn, each only if its presenter still presents
    /// it and it is not already leaving.
    deinit {
        let shown = Array(containers.values)
        guard !shown.isEmpty else { return }
        Task { @MainActor in Self.dismissForGood(shown) }
    }

    /// Tells the hosted pages on screen in `controller`'s tree (the page itself,
    /// the top page of a navigation controller it is, an embedded child) about a
    /// refused swipe. A page not in the window (lower in a stack, an unselected
    /// tab) is skipped: an alert presented from it would be refused.
    private static func reportDismissAttempt(in controller: UIViewController) {
        guard controller.viewIfLoaded?.window != nil else { return }
        (controller as? any PageLifecycleCarrier)?.lifecycle.receiveDismissAttempt()
        for child in controller.children { reportDismissAttempt(in: child) }
    }

    /// Dismisses each container that its presenter still presents and that is
    /// not already leaving, after any transition in flight.
    private static func dismissForGood(_ shown: [PresentedContainer]) {
        for container in shown {
            guard let presenter = container.presentingViewController,
                  presenter.presentedViewController === container, !container.isBeingDismissed else { continue }
            // UIKit drops a dismiss made while a transition runs ("while a
            // presentation is in progress"): wait for it to end.
            let dismiss: @MainActor @Sendable () -> Void = { [weak presenter, weak container] in
                guard let presenter, let container, presenter.presentedViewController === container,
                      !container.isBeingDismissed else { return }
                presenter.dismiss(animated: true)
            }
            if !afterTransition(presenter.transitionCoordinator, dismiss) { dismiss() }
        }
    }

    /// The page on screen (your controller, or the SwiftUI page's hosting
    /// controller), or `nil` when nothing is presented.
    public var viewController: UIViewController? {
        session.currentToken.flatMap { containers[$0]?.content }
    }

    /// Reads the item and the `isModalInPresentation` binding on the next turn
    /// of the main actor and moves UIKit towards them: one `present` or
    /// `dismiss` per change.
    ///
    /// The read waits for the next turn because, inside a SwiftUI update, a
    /// binding made earlier may give the value it held then instead of the
    /// current one. Calls before the read are one read, animated unless
    /// one of them said `animated: false`. Not needed when the bindings read
    /// the `ObservableObject` passed as `observing:`, or `@Observable` state on
    /// iOS 17 and later (written on the main actor): the presentation then reads
    /// them by itself after each change.
    ///
    /// ```swift
    /// model.editing = nil
    /// editor.update()           // dismisses the sheet
    /// ```
    public func update(animated: Bool = true) {
        follower?.readSoon(animated: animated)
    }

    /// Stops following the state and dismisses the page this presentation
    /// shows, if any; the bindings are not written and `onDismiss` does not
    /// run. The host lets the presentation go.
    ///
    /// ```swift
    /// editor.cancel()   // this screen no longer presents notes
    /// ```
    public func cancel() {
        guard !isCancelled else { return }
        isCancelled = true
        follower?.stop()
        follower = nil
        host?.forgetPresentation(self)
        let shown = Array(containers.values)
        containers = [:]
        // Its own reports (the dismissal below) must reach nobody; the UIKit
        // call waits a turn (the app may call this inside a SwiftUI update).
        for container in shown { container.owner = nil; container.attemptObserver = nil }
        DeferredWork.schedule { Self.dismissForGood(shown) }
    }

    /// Reads the bindings now and moves UIKit towards them; nothing once the
    /// host is gone (the bindings may capture it `unowned`).
    func read(animated: Bool, requested: Bool) {
        guard host != nil else { return }
        catchUp()
        send(.modalChanged(isModal.wrappedValue))
        sendItem(animated: animated, requested: requested)
    }

    /// Reads the item and tells the session, with whether the page's value changed.
    func sendItem(animated: Bool, requested: Bool) {
        let value = item.wrappedValue
        let changed = value.map { ItemComparison.valueChanged(from: givenItem, to: $0, readWasRequested: requested) } ?? true
        send(.stateChanged(value?.id, animated: animated, valueChanged: changed))
    }

    // MARK: - The effect loop

    func send(_ event: PresentationSession<Item.ID>.Event) {
        guard !isCancelled else { return }
        // A newer item found by a write-back is read after this event's
        // effects, so its `present` comes after the `onDismiss` of the one that left.
        var newerItemWaits = false
        for effect in session.handle(event) {
            switch effect {
            case .present(_, let token, let animated):
                // Never call UIKit from inside its own callbacks (a dismissal's
                // completion, a disappearance): pointfreeco/swift-navigation#313.
                DeferredWork.schedule { [weak self] in self?.present(token: token, animated: animated) }
            case .dismiss(let token, let animated):
                DeferredWork.schedule { [weak self] in self?.dismiss(token: token, animated: animated) }
            case .refreshContent(let token):
                // `update()` may run inside the page's own SwiftUI update (a
                // text field's binding): replace its root view a turn later.
                DeferredWork.schedule { [weak self] in self?.refresh(token: token) }
            case .setModal(let modal, let token):
                containers[token]?.isModalInPresentation = modal
            case .writeNil(let id):
                // Only if the state still names the dismissed item: an item the
                // app wrote since the last read wins, and is read instead.
                guard host != nil else { continue }
                switch PresentationSession<Item.ID>.writeBack(ifStateNames: id).decision(current: item.wrappedValue?.id) {
                case .write: item.wrappedValue = nil
                case .read: newerItemWaits = true
                }
            case .runOnDismiss:
                // The binding is written at once (an `update()` in between must
                // not present the item again); `onDismiss` runs a turn later,
                // outside UIKit's dismissal callbacks, so it may present an
                // alert (pointfreeco/swift-navigation#314).
                // Captured, not read through `self`: it runs even if the
                // presentation is released in this turn, but not once its host
                // is gone (closures written `[unowned self]` on the host).
                // The host is held for that one turn, so closures written
                // `[unowned self]` on it stay valid even if its page just left.
                if let onDismiss, let host { DeferredWork.schedule { withExtendedLifetime(host) { onDismiss() } } }
            case .reportDismissAttempt:
                onDismissAttempt?()
                // Then the page's own `.onDismissAttempt`, wherever it sits in the presented tree.
                if let token = session.currentToken, let container = containers[token] {
                    Self.reportDismissAttempt(in: container.content)
                }
            }
        }
        releaseFinishedContainers()
        if newerItemWaits { sendItem(animated: true, requested: false) }
    }
}
#endif

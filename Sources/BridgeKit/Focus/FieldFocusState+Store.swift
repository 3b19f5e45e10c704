#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

/// The shell around one `FocusSession`: the text fields bound to a
/// ``FieldFocusState``, by value, and the effects the session returns performed
/// on them. It decides nothing; the session does.
///
/// The session's fields are the state's values themselves, all but `unfocused`
/// (`false`, or `nil`), which stands for the session's "no field".
@MainActor
final class FieldFocusStore<Value: Hashable & Sendable> {
    typealias Field = Value

    private let unfocused: Value
    private var session: FocusSession<Field>
    /// The views bound to each value and which are in a window; weak, since SwiftUI owns them.
    private var views = FocusedFieldViews<Field, WeakTextField>()
    /// Where the session's binding is published: the `@State` of the
    /// ``FieldFocusState`` that owns this store, handed in with every event.
    private var published: SwiftUI.Binding<Value>?
    private var isPublishScheduled = false
    /// When to measure again while a request waits for a field whose views are all hidden.
    private var remeasure = LookupRetry()
    private var remeasureTask: Task<Void, Never>?

    init(unfocused: Value, order: [Value], initial: Value) {
        self.unfocused = unfocused
        session = FocusSession(order: order, initial: initial == unfocused ? nil : initial)
    }

    /// What the app's binding holds, as far as the session knows.
    var value: Value { session.binding ?? unfocused }

    /// The session's field for a value of the app's binding.
    func field(for value: Value) -> Field? {
        value == unfocused ? nil : value
    }

    // MARK: Events

    /// Binds `view` to `field` (see `FocusedFieldViews` for what the session hears).
    func attach(_ view: any SessionTextView, as field: Field, publishingTo published: SwiftUI.Binding<Value>) {
        let events = forgetFreedViews() + views.attach(
            WeakTextField(view), as: field, isEmpty: view.sessionText.isEmpty,
            isInWindow: view.window != nil, isShown: view.isShownInWindow, isFirstResponder: view.isFirstResponder
        )
        send(events, publishingTo: published)
    }

    /// `view` entered or left a window.
    func windowChanged(_ view: any SessionTextView, as field: Field, publishingTo published: SwiftUI.Binding<Value>) {
        let events = forgetFreedViews()
            + views.windowChanged(WeakTextField(view), as: field, isInWindow: view.window != nil, isShown: view.isShownInWindow)
        send(events, publishingTo: published)
    }

    /// Unbinds `view` from `field`.
    func detach(_ view: any SessionTextView, as field: Field, publishingTo published: SwiftUI.Binding<Value>) {
        send(forgetFreedViews() + views.detach(WeakTextField(view), as: field), publishingTo: published)
    }

    /// Detaches the fields UIKit freed without a dismantle, so the session stops counting them.
    private func forgetFreedViews() -> [FocusSession<Field>.Event] {
        views.removeAll { $0.object == nil }
    }

    /// Hands `event` to the session and performs the effects, in order.
    func send(_ event: FocusSession<Field>.Event, publishingTo published: SwiftUI.Binding<Value>) {
        send([event], publishingTo: published)
    }

    private func send(_ events: [FocusSession<Field>.Event], publishingTo published: SwiftUI.Binding<Value>) {
        self.published = published
        handle(measureVisibility() + events)
        guard remeasureTask == nil, views.isHiddenInWindow(session.pending ?? session.waiting) else { return }
        remeasure.restart()
        remeasureLater(after: remeasure.interval)
    }

    private func handle(_ events: [FocusSession<Field>.Event]) {
        for event in events {
            // Next and previous follow what the user sees now.
            if case .move = event { reportPositions() }
            apply(session.handle(event))
        }
    }

    /// Which bound views are shown changes without a callback (a cell hidden
    /// for reuse, shown again): measured before the session hears anything.
    private func measureVisibility() -> [FocusSession<Field>.Event] {
        views.visibilityMeasured(isShown: Self.isShown, focused: session.focused)
    }

    /// While a request waits for a field whose views are all hidden, measures
    /// again at the times `LookupRetry` decides, so it is focused once shown.
    private func remeasureLater(after delay: Duration) {
        remeasureTask = Task { [weak self] in
            try? await Task.sleep(for: delay)
            guard let self, !Task.isCancelled else { return }
            self.handle(self.measureVisibility())
            let isWaiting = self.views.isHiddenInWindow(self.session.pending ?? self.session.waiting)
            if case .checkAgain(let delay) = self.remeasure.next(settled: !isWaiting) {
                self.remeasureLater(after: delay)
            } else {
                self.remeasureTask = nil
            }
        }
    }

    /// Tells the session where each field on screen is, in window coordinates.
    private func reportPositions() {
        for (field, view) in views.viewsOnScreen(isShown: Self.isShown) {
            guard let view = view.object, let position = view.positionOnScreen() else { continue }
            apply(session.handle(.positioned(field, y: position.y, x: position.x)))
        }
    }

    /// Whether a bound view is drawn in its window, measured when asked.
    private static func isShown(_ view: WeakTextField) -> Bool {
        view.object?.isShownInWindow == true
    }

    // MARK: Effects

    private func apply(_ effects: [FocusSession<Field>.Effect]) {
        for effect in effects {
            switch effect {
            case .becomeFirstResponder(let field):
                // UIKit calls the field's delegate (should/did begin) before
                // this returns; those reports come back through `send`.
                if views.viewOnScreen(of: field, isShown: Self.isShown)?.object?.becomeFirstResponder() != true {
                    apply(session.handle(.refused(field)))
                }
            case .resignFirstResponder(let field):
                let view = views.views(of: field).lazy.compactMap(\.object).first { $0.isFirstResponder }
                _ = view?.resignFirstResponder()
            case .setBinding:
                schedulePublish()
            case .transition:
                break  // A wrapped field reports its own focus through `onEditingChanged`.
            case .diagnostic(let diagnostic):
                reportFocusDiagnostic(diagnostic)
            case .scheduleDeferredWork:
                DeferredWork.schedule { [weak self] in
                    guard let self else { return }
                    self.handle(self.measureVisibility() + [.deferredWorkDue])
                }
            }
        }
    }

    /// Copies the session's binding into the app's state once the current
    /// update is over: UIKit reports focus changes from inside view updates
    /// too (a field leaving its window), where writing state is not allowed.
    /// Several changes in one turn publish once, the latest.
    private func schedulePublish() {
        guard !isPublishScheduled else { return }
        isPublishScheduled = true
        DeferredWork.schedule { [weak self] in
            guard let self else { return }
            self.isPublishScheduled = false
            let value = self.value
            if let published = self.published, published.wrappedValue != value {
                published.wrappedValue = value
            }
        }
    }
}

/// A wrapped text field or view the store does not keep alive, compared by identity.
typealias WeakTextField = WeakIdentity<UIView>

/// Reports a focus request the session ignored: one line in debug builds,
/// nothing in release builds, never a trap. The one place to change if an app
/// wants these somewhere else.
func reportFocusDiagnostic<Field>(_ diagnostic: FocusDiagnostic<Field>) {
    #if DEBUG
    print("BridgeKit: \(diagnostic)")
    #endif
}
#endif

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
    /// The views bound to each value; weak, since SwiftUI owns them.
    private var views: [Field: [WeakTextField]] = [:]
    /// Where the session's binding is published: the `@State` of the
    /// ``FieldFocusState`` that owns this store, handed in with every event.
    private var published: SwiftUI.Binding<Value>?
    private var isPublishScheduled = false
    /// The scheduler of the environment the fields live in.
    var scheduler = DeferredWorkScheduler.main

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

    /// Registers `view` as `field`'s view and, if it is in a window already,
    /// reports it on screen (which honours a request waiting for it). A view
    /// bound while it is editing (its value changed, or `focused` was added)
    /// is reported focused: UIKit will not say so again.
    func attach(_ view: UITextField, as field: Field, publishingTo published: SwiftUI.Binding<Value>) {
        views[field, default: []].removeAll { $0.view == nil || $0.view === view }
        views[field, default: []].append(WeakTextField(view: view))
        send(.registered(field, isEmpty: (view.text ?? "").isEmpty), publishingTo: published)
        if view.window != nil {
            send(.appeared(field), publishingTo: published)
        }
        if view.isFirstResponder {
            send(.gained(field), publishingTo: published)
        }
    }

    /// Reports `field` on screen when `view` entered a window, and off screen
    /// when it left one and no other view bound to `field` is in a window: a
    /// view replaced by a new one with the same value (an animated removal)
    /// often leaves its window after the new one entered.
    func windowChanged(_ view: UITextField, as field: Field, publishingTo published: SwiftUI.Binding<Value>) {
        if view.window != nil {
            send(.appeared(field), publishingTo: published)
        } else if views[field]?.contains(where: { $0.view !== view && $0.view?.window != nil }) != true {
            send(.disappeared(field), publishingTo: published)
        }
    }

    /// Forgets `view` and reports `field`'s view gone.
    func detach(_ view: UITextField, as field: Field, publishingTo published: SwiftUI.Binding<Value>) {
        views[field]?.removeAll { $0.view == nil || $0.view === view }
        if views[field]?.isEmpty == true { views[field] = nil }
        send(.unregistered(field), publishingTo: published)
    }

    /// Hands `event` to the session and performs the effects, in order.
    func send(_ event: FocusSession<Field>.Event, publishingTo published: SwiftUI.Binding<Value>) {
        self.published = published
        apply(session.handle(event))
    }

    // MARK: Effects

    private func apply(_ effects: [FocusSession<Field>.Effect]) {
        for effect in effects {
            switch effect {
            case .becomeFirstResponder(let field):
                // UIKit calls the field's delegate (should/did begin) before
                // this returns; those reports come back through `send`.
                let view = views[field]?.lazy.compactMap(\.view).first { $0.window != nil }
                if view?.becomeFirstResponder() != true {
                    apply(session.handle(.refused(field)))
                }
            case .resignFirstResponder(let field):
                let view = views[field]?.lazy.compactMap(\.view).first { $0.isFirstResponder }
                _ = view?.resignFirstResponder()
            case .setBinding:
                schedulePublish()
            case .transition:
                break  // A wrapped field reports its own focus through `onEditingChanged`.
            case .diagnostic(let diagnostic):
                reportFocusDiagnostic(diagnostic)
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
        scheduler.schedule { [weak self] in
            guard let self else { return }
            self.isPublishScheduled = false
            let value = self.value
            if let published = self.published, published.wrappedValue != value {
                published.wrappedValue = value
            }
        }
    }
}

/// A text field the store does not keep alive.
struct WeakTextField {
    weak var view: UITextField?
}

/// Reports a focus request the session ignored: one line in debug builds,
/// nothing in release builds, never a trap. The one place to change if an app
/// wants these somewhere else.
func reportFocusDiagnostic<Field>(_ diagnostic: FocusDiagnostic<Field>) {
    #if DEBUG
    print("BridgeKit: \(diagnostic)")
    #endif
}
#endif

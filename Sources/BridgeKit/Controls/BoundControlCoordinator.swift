#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

/// The coordinator behind a ``BoundControl``: runs its `ControlValueSync` and holds
/// the newest binding and closures, so a control event always uses the ones
/// from the latest SwiftUI update. It reads the control (`currentValue`) just
/// before and just after applying settings, and does what the sync decides.
@MainActor
final class BoundControlCoordinator<Control: UIView, Value: Equatable> {
    private var sync = ControlValueSync<Value>()
    private var updates = ControlUpdates<BoundControlSettings<Control>, Color>()
    private var binding: Binding<Value>?
    private var write: ((Control, Value) -> Void)?
    private var userEvent: ((Control) -> ControlValueSync<Value>.Event)?
    private var currentValue: ((Control) -> Value)?

    init() {}

    /// The control was made: a `UISlider` or `UIProgressView` holds a `Float`
    /// (`var value: Float`, `var progress: Float`), so the sync forgives the
    /// rounding of a `Double` binding read back from it, and only then.
    func controlMade(_ control: Control) {
        sync = ControlValueSync(precision: .init(ControlSizing.UIKitClass(control)))
    }

    func update(
        settings: BoundControlSettings<Control>?,
        isEnabled: Bool,
        tint: Color?,
        binding: Binding<Value>,
        write: @escaping (Control, Value) -> Void,
        userEvent: ((Control) -> ControlValueSync<Value>.Event)?,
        currentValue: ((Control) -> Value)?,
        control: Control
    ) {
        self.binding = binding
        self.write = write
        self.userEvent = userEvent
        self.currentValue = currentValue
        var shownAroundSettings: (before: Value, after: Value)?
        for step in updates.update(settings: settings, isEnabled: isEnabled, tint: tint) {
            switch step {
            case .applySettings:
                let before = currentValue?(control)
                settings?.apply(control)
                if let before, let after = currentValue?(control) { shownAroundSettings = (before, after) }
            case .setEnabled(let isEnabled):
                if let control = control as? UIControl {
                    control.isEnabled = isEnabled
                } else {
                    control.isUserInteractionEnabled = isEnabled
                }
            case .setTint(let tint): control.tintColor = tint.map { UIColor($0) }
            }
        }
        apply(sync.handle(.modelChanged(binding.wrappedValue)), on: control)
        if let shownAroundSettings {
            apply(sync.handle(.settingsApplied(before: shownAroundSettings.before, after: shownAroundSettings.after)), on: control)
        }
    }

    func controlEventOccurred(on control: Control) {
        guard let userEvent else { return }
        apply(sync.handle(userEvent(control)), on: control)
    }

    private func apply(_ effects: [ControlValueSync<Value>.Effect], on control: Control) {
        for effect in effects {
            switch effect {
            case .setControl(let value): write?(control, value)
            case .setBinding(let value): binding?.wrappedValue = value
            case .readControl:
                guard let currentValue else { continue }
                apply(sync.handle(.controlRead(currentValue(control))), on: control)
            case .scheduleDeferredWork:
                // The binding is written after the view update, not inside it.
                DeferredWork.schedule { [weak self, weak control] in
                    guard let self, let control else { return }
                    self.apply(self.sync.handle(.deferredWorkDue), on: control)
                }
            }
        }
    }
}

/// How a ``BoundControl`` listens to its `UIControl`: which events, and what
/// each one means for the value. Built only by the `UIControl` initializers, so
/// `addAction(_:for:)` is reached without a cast.
@MainActor
struct ControlListener<Control: UIView, Value: Equatable> {
    let attach: (Control, BoundControlCoordinator<Control, Value>) -> Void
    let userEvent: (Control) -> ControlValueSync<Value>.Event
    /// What the control shows, for controls that show their value; read back
    /// after settings are applied.
    let currentValue: ((Control) -> Value)?

    init(
        events: UIControl.Event,
        currentValue: ((Control) -> Value)? = nil,
        userEvent: @escaping (Control) -> ControlValueSync<Value>.Event
    ) where Control: UIControl {
        self.userEvent = userEvent
        self.currentValue = currentValue
        attach = { control, coordinator in
            // Weak: the control owns this action (a strong control would be a cycle),
            // and SwiftUI owns the coordinator.
            control.addAction(UIAction { [weak control, weak coordinator] _ in
                guard let control, let coordinator else { return }
                coordinator.controlEventOccurred(on: control)
            }, for: events)
        }
    }
}
#endif

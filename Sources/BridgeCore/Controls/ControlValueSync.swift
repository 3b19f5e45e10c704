/// Keeps a SwiftUI binding and a UIKit control showing the same value, without
/// echoes: model values in, control writes and binding writes out.
///
/// A hand-written bridge view writes the binding into its `UILabel`/`UIButton` on
/// every update and, from a button's `#selector` target, writes the binding back.
/// Generalised to any control, two echoes appear: the binding write a control
/// event causes comes back as an update and would be written into the control
/// again (a slider jumps under the finger, a text field loses its cursor), and a
/// control event that changes nothing would still write the binding and make
/// SwiftUI update again. The rules here:
///
/// - A model value is written into the control only when it differs from what the
///   control shows (the first update always writes).
/// - A user event writes the binding at most once, and only when it changes the model.
/// - A value the control shows because the user put it there is never written back.
/// - Settings (a slider's range, a segmented control's segments) are applied
///   between two reads of what the control shows. When they left it alone,
///   nothing more happens. A value a `Float` control shows rounded (a `Double`
///   binding in a `UISlider`: 0.3 shows as 0.30000001192) is never taken for a
///   clamp: for a sync made with ``Precision/float``, a shown value that is the
///   model value rounded through `Float` shows it (``shows(_:_:)``), so the
///   binding is not rewritten on appear when a range excluding 0 made the new
///   slider move. Only for those: a `Double` control (`UIStepper.value`,
///   `UIDatePicker.countDownDuration`) compares exactly, so a counter past
///   16,777,216 or a timestamp still changes. When they changed it,
///   the model value is written again and read back: if the control lost it
///   (rebuilt segments clear the selection) it shows it again; if it cannot show
///   it (a slider clamps to a lowered maximum), the value it shows is written to
///   the binding after the view update, so control and binding agree.
///
/// Two kinds of user event, because controls differ:
/// ``Event/controlChanged(_:)`` for controls that show the value they report (a
/// switch's `isOn`, a slider's `value`), and ``Event/controlRequested(_:)`` for
/// controls whose event asks for a value they do not show yet (a button
/// that sets its title text to `"onChangedText"` on tap).
///
/// ```swift
/// var sync = ControlValueSync<Bool>()
/// sync.handle(.modelChanged(false))    // [.setControl(false)]: the first update
/// sync.handle(.controlChanged(true))   // [.setBinding(true)]: the user flipped the switch
/// sync.handle(.modelChanged(true))     // []: SwiftUI's update echoes the write; the switch is already on
/// ```
package struct ControlValueSync<Value: Equatable> {

    /// What the shell observed.
    package enum Event {
        /// The binding's value, sent on every `updateUIView`.
        case modelChanged(Value)
        /// The user changed the control, which now shows this value.
        case controlChanged(Value)
        /// A control event asks for this value; the control shows it once the
        /// model comes back with it.
        case controlRequested(Value)
        /// Settings were applied in this update; the control showed `before`
        /// just before and shows `after` just after (sent after the update's
        /// ``modelChanged(_:)``).
        case settingsApplied(before: Value, after: Value)
        /// What the control shows after ``Effect/readControl``.
        case controlRead(Value)
        /// The work asked for by ``Effect/scheduleDeferredWork`` is due: the
        /// view update that asked for it is over.
        case deferredWorkDue
    }

    /// What the shell must do, in order.
    package enum Effect {
        /// Write the value into the control.
        case setControl(Value)
        /// Write the value into the binding.
        case setBinding(Value)
        /// Read what the control shows and send ``Event/controlRead(_:)``.
        case readControl
        /// Send ``Event/deferredWorkDue`` once the current view update is over.
        case scheduleDeferredWork
    }

    /// How precisely the control holds a floating-point value.
    package enum Precision: Hashable, Sendable {
        /// As precisely as the binding (`UIStepper.value`, a `Double`; any
        /// non-floating-point value).
        case exact
        /// In a `Float` (`UISlider.value`, `UIProgressView.progress`): a
        /// `Double` written into it reads back rounded through `Float`.
        case float
    }

    /// How precisely the control holds the value; see ``Precision``.
    package let precision: Precision
    /// What the control shows, as far as the sync knows; `nil` before the first update.
    package private(set) var controlValue: Value?
    /// The binding's value, as far as the sync knows; `nil` before the first update.
    package private(set) var modelValue: Value?
    /// A value the control settled on because it cannot show the model's; it
    /// goes to the binding after the view update.
    package private(set) var settled: Value?

    /// A sync that knows nothing yet: the first model value is always written.
    package init(precision: Precision = .exact) {
        self.precision = precision
    }

    /// Takes one observation and returns what the shell must do, in order.
    package mutating func handle(_ event: Event) -> [Effect] {
        switch event {
        case .modelChanged(let value):
            // A new model value is the app's word: the settled one is dropped.
            // The same value again cannot be shown: it is not written again.
            if value != modelValue { settled = nil }
            modelValue = value
            guard !shows(controlValue, value), settled == nil else { return [] }
            controlValue = value
            return [.setControl(value)]

        case .controlChanged(let value):
            controlValue = value
            settled = nil
            return writeBinding(value)

        case .controlRequested(let value):
            settled = nil
            return writeBinding(value)

        case .settingsApplied(let before, let after):
            // Settings that left the control alone changed nothing it shows.
            guard !shows(after, before), let model = modelValue else { return [] }
            controlValue = model
            return [.setControl(model), .readControl]

        case .controlRead(let shown):
            controlValue = shown
            guard let model = modelValue, !shows(shown, model) else { return [] }
            // Written and still not shown: the control clamped it.
            let isScheduled = settled != nil
            settled = shown
            return isScheduled ? [] : [.scheduleDeferredWork]

        case .deferredWorkDue:
            guard let value = settled else { return [] }
            settled = nil
            return writeBinding(value)
        }
    }

    /// Whether a control showing `shown` shows `value`: the same value, or, for
    /// a ``Precision/float`` control, `value` rounded through `Float` (UIKit's
    /// `UISlider.value` and `UIProgressView.progress` are `Float`, so a `Double`
    /// binding reads back as `Double(Float(value))`: 1.1 as 1.100000023841858).
    /// One-sided: what the control shows is compared with the rounded model
    /// value, never the other way round, and never for an ``Precision/exact``
    /// control, so a `Double` change smaller than a `Float` step is still a change.
    package func shows(_ shown: Value?, _ value: Value) -> Bool {
        guard let shown else { return false }
        if shown == value { return true }
        guard precision == .float, let shown = shown as? any BinaryFloatingPoint,
              let value = value as? any BinaryFloatingPoint else { return false }
        return Double(shown) == Double(Float(value))
    }

    private mutating func writeBinding(_ value: Value) -> [Effect] {
        // A touch that left the slider where the model put it changes nothing.
        if let modelValue, shows(value, modelValue) { return [] }
        modelValue = value
        return [.setBinding(value)]
    }
}

extension ControlValueSync: Sendable where Value: Sendable {}
extension ControlValueSync.Event: Sendable where Value: Sendable {}
extension ControlValueSync.Event: Equatable {}
extension ControlValueSync.Event: Hashable where Value: Hashable {}
extension ControlValueSync.Effect: Sendable where Value: Sendable {}
extension ControlValueSync.Effect: Equatable {}
extension ControlValueSync.Effect: Hashable where Value: Hashable {}

extension ControlValueSync.Precision {
    /// How a control of `uiKitClass` holds its value: a slider's `value` and a
    /// progress view's `progress` are `Float`s, every other control's value is
    /// exact.
    package init(_ uiKitClass: ControlSizing.UIKitClass) {
        self = uiKitClass == .slider || uiKitClass == .progressView ? .float : .exact
    }
}

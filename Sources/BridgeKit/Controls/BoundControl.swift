#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

/// A UIKit view or control driven by a SwiftUI binding, with `UIAction` instead
/// of a selector: the bridge view apps write by hand, as one reusable piece.
///
/// The binding's value is written into the view with `write` when it differs from
/// what the view shows. For a `UIControl`, the `events` you name are observed
/// with `addAction(_:for:)` and write the binding once per event, only when the
/// value changes, and never bounce back into the control (see `ControlValueSync`).
///
/// A label that shows a binding:
///
/// ```swift
/// BoundControl($text, makeView: { UILabel() }) { label, text in
///     label.text = text
/// }
/// ```
///
/// A switch that edits one, reading the value it shows after each event
/// (`currentValue:`); a button that asks for a new value uses `requestedValue:`:
///
/// ```swift
/// BoundControl($isOn, events: .valueChanged, makeControl: { UISwitch() },
///              currentValue: { $0.isOn }, write: { $0.setOn($1, animated: true) })
/// ```
///
/// It is sized as an ``AdaptiveUIViewRepresentable`` is. The default is the control's
/// intrinsic size, rigid (`Flexibility.none` and `IdealSizeCalculator.none`):
/// UIKit and the Human Interface Guidelines size a switch, a button or a stepper
/// from their content, and stretching one only misplaces its hit area. Pass
/// `flexibility: .horizontal` for views with no intrinsic width (a slider) or
/// that wrap (a multi-line label, with `idealSizeCalculator: .default`).
@MainActor
public struct BoundControl<Control: UIView, Value: Equatable>: View {
    /// Which sides may leave the ideal size; `.none` unless one is passed.
    let flexibility: Flexibility
    /// How the ideal size is chosen; the intrinsic size (`.none`) unless one is passed.
    let idealSizeCalculator: IdealSizeCalculator<Control>
    let value: Binding<Value>
    let makeControl: () -> Control
    let write: (Control, Value) -> Void
    let listener: ControlListener<Control, Value>?
    var settings: BoundControlSettings<Control>?
    var tintColor: Color?

    /// A view that shows `value` and never writes it: a label, an image view.
    ///
    /// - Parameters:
    ///   - value: The binding the view shows.
    ///   - flexibility: Sides that may leave the ideal size. Default `.none`: a control keeps its size.
    ///   - idealSizeCalculator: How the ideal size is chosen. Default `.none`: the intrinsic size.
    ///   - makeView: Creates the view, once.
    ///   - write: Shows a value in the view; called only when the value changed.
    public init(
        _ value: Binding<Value>,
        flexibility: Flexibility = .none,
        idealSizeCalculator: IdealSizeCalculator<Control> = .none,
        makeView: @escaping () -> Control,
        write: @escaping (Control, Value) -> Void
    ) {
        self.init(value, flexibility, idealSizeCalculator, makeView, write, listener: nil)
    }

    /// A view that shows a constant, e.g. a label reading `"Hello"`.
    public init(
        _ value: Value,
        flexibility: Flexibility = .none,
        idealSizeCalculator: IdealSizeCalculator<Control> = .none,
        makeView: @escaping () -> Control,
        write: @escaping (Control, Value) -> Void
    ) {
        self.init(.constant(value), flexibility, idealSizeCalculator, makeView, write, listener: nil)
    }

    init(
        _ value: Binding<Value>,
        _ flexibility: Flexibility,
        _ idealSizeCalculator: IdealSizeCalculator<Control>,
        _ makeControl: @escaping () -> Control,
        _ write: @escaping (Control, Value) -> Void,
        listener: ControlListener<Control, Value>?
    ) {
        self.value = value
        self.flexibility = flexibility
        self.idealSizeCalculator = idealSizeCalculator
        self.makeControl = makeControl
        self.write = write
        self.listener = listener
    }

    /// The view, created once, showing the binding's value and, for a control,
    /// writing it back after each of the events.
    public var body: some View {
        BoundControlRepresentable(configuration: self)
    }
}

extension BoundControl where Control: UIControl {
    /// A control that edits `value` and shows the value it holds: a switch, a
    /// slider, a stepper, a segmented control.
    ///
    /// - Parameters:
    ///   - value: The binding the control edits.
    ///   - flexibility: Sides that may leave the ideal size. Default `.none`: a control keeps its size.
    ///   - idealSizeCalculator: How the ideal size is chosen. Default `.none`: the intrinsic size.
    ///   - events: The control events after which `currentValue` gives the new
    ///     value, usually `.valueChanged`.
    ///   - makeControl: Creates the control, once.
    ///   - currentValue: The value the control shows now, read after each event.
    ///   - write: Shows a value in the control; called only when it differs.
    public init(
        _ value: Binding<Value>,
        events: UIControl.Event,
        flexibility: Flexibility = .none,
        idealSizeCalculator: IdealSizeCalculator<Control> = .none,
        makeControl: @escaping () -> Control,
        currentValue: @escaping (Control) -> Value,
        write: @escaping (Control, Value) -> Void
    ) {
        let listener = ControlListener<Control, Value>(events: events, currentValue: currentValue) {
            .controlChanged(currentValue($0))
        }
        self.init(value, flexibility, idealSizeCalculator, makeControl, write, listener: listener)
    }

    /// A control whose event asks for a new value that it shows only once the
    /// binding holds it: a button that sets the text it shows.
    ///
    /// ```swift
    /// BoundControl($text, events: .touchUpInside,
    ///              makeControl: { UIButton(type: .system) },
    ///              requestedValue: { _ in "onChangedText" },
    ///              write: { $0.setTitle($1, for: .normal) })
    /// ```
    ///
    /// - Parameters:
    ///   - value: The binding the control writes.
    ///   - flexibility: Sides that may leave the ideal size. Default `.none`: a control keeps its size.
    ///   - idealSizeCalculator: How the ideal size is chosen. Default `.none`: the intrinsic size.
    ///   - events: The control events that ask for a new value, e.g. `.touchUpInside`.
    ///   - makeControl: Creates the control, once.
    ///   - requestedValue: The value an event asks for; the binding is written when it differs.
    ///   - write: Shows a value in the control; called only when it differs.
    public init(
        _ value: Binding<Value>,
        events: UIControl.Event,
        flexibility: Flexibility = .none,
        idealSizeCalculator: IdealSizeCalculator<Control> = .none,
        makeControl: @escaping () -> Control,
        requestedValue: @escaping (Control) -> Value,
        write: @escaping (Control, Value) -> Void
    ) {
        let listener = ControlListener<Control, Value>(events: events) { .controlRequested(requestedValue($0)) }
        self.init(value, flexibility, idealSizeCalculator, makeControl, write, listener: listener)
    }
}

/// The `UIViewRepresentable` behind ``BoundControl``: creates the view, attaches
/// the listener, and hands each update to its coordinator.
@MainActor
struct BoundControlRepresentable<Control: UIView, Value: Equatable>: AdaptiveUIViewRepresentable {
    /// The binding, closures and sizing to apply.
    let configuration: BoundControl<Control, Value>

    var flexibility: Flexibility { configuration.flexibility }

    var idealSizeCalculator: IdealSizeCalculator<Control> { configuration.idealSizeCalculator }

    func makeCoordinator() -> BoundControlCoordinator<Control, Value> {
        BoundControlCoordinator()
    }

    func makeUIView(context: Context) -> Control {
        let control = configuration.makeControl()
        configuration.listener?.attach(control, context.coordinator)
        return control
    }

    func updateUIView(_ control: Control, context: Context) {
        context.coordinator.update(
            settings: configuration.settings,
            isEnabled: context.environment.isEnabled,
            tint: configuration.tintColor,
            binding: configuration.value,
            write: configuration.write,
            userEvent: configuration.listener?.userEvent,
            currentValue: configuration.listener?.currentValue,
            control: control
        )
    }
}
#endif

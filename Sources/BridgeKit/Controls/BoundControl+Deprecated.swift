#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

// The factory-closure forms, kept for existing code. A factory of several
// statements (`makeControl: { let s = UIStepper(); s.maximumValue = 10; return s }`)
// lets Swift infer `UIView` or `UIControl`, and `$0.value` then resolves to
// `NSObject`'s key-value coding method of that name; the forms that name the view first cannot lose it.

extension BoundControl {
    /// A view that shows `value` and never writes it: a label, an image view.
    ///
    /// - Parameters:
    ///   - value: The binding the view shows.
    ///   - flexibility: Sides that may leave the ideal size. Default `.none`: a control keeps its size.
    ///   - idealSizeCalculator: How the ideal size is chosen. Default `.none`: the intrinsic size.
    ///   - makeView: Creates the view, once.
    ///   - write: Shows a value in the view; called only when the value changed.
    @available(*, deprecated, message: "the view's type is lost in a factory closure: name the view first, as in BoundControl($text, UILabel()) { label, text in ... }")
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
    @available(*, deprecated, message: "the view's type is lost in a factory closure: name the view first, as in BoundControl($text, UILabel()) { label, text in ... }")
    public init(
        _ value: Value,
        flexibility: Flexibility = .none,
        idealSizeCalculator: IdealSizeCalculator<Control> = .none,
        makeView: @escaping () -> Control,
        write: @escaping (Control, Value) -> Void
    ) {
        self.init(.constant(value), flexibility, idealSizeCalculator, makeView, write, listener: nil)
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
    @available(*, deprecated, message: "the control's type is lost in a factory closure: name the control first, as in BoundControl($count, UIStepper(), events: .valueChanged, currentValue: { $0.value }, write: { $0.value = $1 })")
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
    @available(*, deprecated, message: "the control's type is lost in a factory closure: name the control first, as in BoundControl($count, UIStepper(), events: .valueChanged, currentValue: { $0.value }, write: { $0.value = $1 })")
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
#endif

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
/// BoundControl($text, UILabel()) { label, text in
///     label.text = text
/// }
/// ```
///
/// A switch that edits one, reading the value it shows after each event
/// (`currentValue:`); a button that asks for a new value uses `requestedValue:`:
///
/// ```swift
/// BoundControl($isOn, UISwitch(), events: .valueChanged,
///              currentValue: { $0.isOn }, write: { $0.setOn($1, animated: true) })
/// ```
///
/// The view comes first, as an expression evaluated once when SwiftUI creates
/// it, so every closure sees its real type (`$0.value` on a `UIStepper` is its
/// `Double`). Set it up in `configure:`, which runs once:
///
/// ```swift
/// BoundControl($count, UIStepper(), events: .valueChanged) { stepper in
///     stepper.maximumValue = 10
///     stepper.stepValue = 1
/// } currentValue: { stepper in
///     stepper.value
/// } write: { stepper, count in
///     stepper.value = count
/// }
/// ```
///
/// It is sized as an ``AdaptiveUIViewRepresentable`` is, from the intrinsic size
/// (`IdealSizeCalculator.none`). With no `flexibility:` passed (`.automatic`), each
/// control takes the size its SwiftUI counterpart has:
/// - a `UISwitch`, `UIStepper`, `UIActivityIndicatorView` or `UIPageControl` keeps
///   its size, like `Toggle`'s switch (stretching one only misplaces its hit area);
/// - a `UISlider`, `UIProgressView` or `UISegmentedControl` fills the row's width
///   at its own height, like `Slider`, `ProgressView` and a segmented `Picker`
///   (a slider and a progress view report no intrinsic width: sized rigidly they
///   would be 0 points wide). Asked for their ideal width (`.fixedSize()`, a
///   horizontal `ScrollView`), a control declared as a `UISlider` or
///   `UIProgressView` (or a subclass) takes the width SwiftUI's own `Slider` or
///   linear `ProgressView` has in the same place, measured from a hidden one,
///   unless an `idealSizeCalculator` you pass gives it an ideal width;
/// - a `UIButton`, a `UILabel` or any other view hugs its content and may shrink
///   when offered less, like `Button` and `Text`; an axis with no intrinsic
///   length fills.
///
/// Pass a flexibility to choose yourself (`.none`: exactly the intrinsic size),
/// and `idealSizeCalculator: .default` for a label that wraps.
@MainActor
public struct BoundControl<Control: UIView, Value: Equatable>: View {
    /// Which sides may leave the ideal size; `.automatic` (decided per control kind) unless one is passed.
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
    /// ```swift
    /// BoundControl($status, UILabel()) { label in
    ///     label.numberOfLines = 0
    /// } write: { label, status in
    ///     label.text = status
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - value: The binding the view shows.
    ///   - view: The view; evaluated once, when SwiftUI creates it.
    ///   - flexibility: Sides that may leave the ideal size. Default `.automatic`: the size of the SwiftUI control it stands for (see above).
    ///   - idealSizeCalculator: How the ideal size is chosen. Default `.none`: the intrinsic size.
    ///   - configure: Sets the view up once, right after it is created; `nil` for nothing.
    ///   - write: Shows a value in the view; called only when the value changed.
    public init(
        _ value: Binding<Value>,
        _ view: @autoclosure @escaping () -> Control,
        flexibility: Flexibility = .automatic,
        idealSizeCalculator: IdealSizeCalculator<Control> = .none,
        configure: ((Control) -> Void)? = nil,
        write: @escaping (Control, Value) -> Void
    ) {
        self.init(value, flexibility, idealSizeCalculator, Self.make(view, configure), write, listener: nil)
    }

    /// A view that shows a constant, e.g. a label reading `"Hello"`.
    ///
    /// ```swift
    /// BoundControl("Hello", UILabel()) { label, text in
    ///     label.text = text
    /// }
    /// ```
    public init(
        _ value: Value,
        _ view: @autoclosure @escaping () -> Control,
        flexibility: Flexibility = .automatic,
        idealSizeCalculator: IdealSizeCalculator<Control> = .none,
        configure: ((Control) -> Void)? = nil,
        write: @escaping (Control, Value) -> Void
    ) {
        self.init(.constant(value), flexibility, idealSizeCalculator, Self.make(view, configure), write, listener: nil)
    }

    /// The factory the representable calls once: the view, then its configuration.
    static func make(_ view: @escaping () -> Control, _ configure: ((Control) -> Void)?) -> () -> Control {
        {
            let made = view()
            configure?(made)
            return made
        }
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
        // The branch follows the declared type alone, so it never flips and the
        // UIKit view is never made again; a flexibility that changes only adds
        // or removes the counterpart before it.
        if let counterpart = ControlSizing.Counterpart(ControlSizing.UIKitClass(Control.self)) {
            CounterpartWidthLayout {
                if ControlSizing.counterpart(ControlSizing.UIKitClass(Control.self), requested: flexibility) != nil {
                    CounterpartStandIn(counterpart: counterpart)
                }
                BoundControlRepresentable(configuration: self)
            }
        } else {
            BoundControlRepresentable(configuration: self)
        }
    }
}

extension BoundControl where Control: UIControl {
    /// A control that edits `value` and shows the value it holds: a switch, a
    /// slider, a stepper, a segmented control.
    ///
    /// ```swift
    /// BoundControl($count, UIStepper(), events: .valueChanged,
    ///              currentValue: { $0.value }, write: { $0.value = $1 })
    /// ```
    ///
    /// - Parameters:
    ///   - value: The binding the control edits.
    ///   - control: The control; evaluated once, when SwiftUI creates it.
    ///   - events: The control events after which `currentValue` gives the new
    ///     value, usually `.valueChanged`.
    ///   - flexibility: Sides that may leave the ideal size. Default `.automatic`: the size of the SwiftUI control it stands for (see above).
    ///   - idealSizeCalculator: How the ideal size is chosen. Default `.none`: the intrinsic size.
    ///   - configure: Sets the control up once, right after it is created; `nil` for nothing.
    ///   - currentValue: The value the control shows now, read after each event.
    ///   - write: Shows a value in the control; called only when it differs.
    public init(
        _ value: Binding<Value>,
        _ control: @autoclosure @escaping () -> Control,
        events: UIControl.Event,
        flexibility: Flexibility = .automatic,
        idealSizeCalculator: IdealSizeCalculator<Control> = .none,
        configure: ((Control) -> Void)? = nil,
        currentValue: @escaping (Control) -> Value,
        write: @escaping (Control, Value) -> Void
    ) {
        let listener = ControlListener<Control, Value>(events: events, currentValue: currentValue) {
            .controlChanged(currentValue($0))
        }
        self.init(value, flexibility, idealSizeCalculator, Self.make(control, configure), write, listener: listener)
    }

    /// A control whose event asks for a new value that it shows only once the
    /// binding holds it: a button that sets the text it shows.
    ///
    /// ```swift
    /// BoundControl($text, UIButton(type: .system), events: .touchUpInside,
    ///              requestedValue: { _ in "onChangedText" },
    ///              write: { $0.setTitle($1, for: .normal) })
    /// ```
    ///
    /// - Parameters:
    ///   - value: The binding the control writes.
    ///   - control: The control; evaluated once, when SwiftUI creates it.
    ///   - events: The control events that ask for a new value, e.g. `.touchUpInside`.
    ///   - flexibility: Sides that may leave the ideal size. Default `.automatic`: the size of the SwiftUI control it stands for (see above).
    ///   - idealSizeCalculator: How the ideal size is chosen. Default `.none`: the intrinsic size.
    ///   - configure: Sets the control up once, right after it is created; `nil` for nothing.
    ///   - requestedValue: The value an event asks for; the binding is written when it differs.
    ///   - write: Shows a value in the control; called only when it differs.
    public init(
        _ value: Binding<Value>,
        _ control: @autoclosure @escaping () -> Control,
        events: UIControl.Event,
        flexibility: Flexibility = .automatic,
        idealSizeCalculator: IdealSizeCalculator<Control> = .none,
        configure: ((Control) -> Void)? = nil,
        requestedValue: @escaping (Control) -> Value,
        write: @escaping (Control, Value) -> Void
    ) {
        let listener = ControlListener<Control, Value>(events: events) { .controlRequested(requestedValue($0)) }
        self.init(value, flexibility, idealSizeCalculator, Self.make(control, configure), write, listener: listener)
    }
}

extension ControlSizing.UIKitClass {
    /// The class of `view` that the core's tables name (subclasses included).
    @MainActor
    init(_ view: UIView) {
        self.init(type(of: view))
    }

    /// The class the core's tables name for views of `viewClass` (subclasses included).
    init(_ viewClass: UIView.Type) {
        self = switch viewClass {
        case is UISwitch.Type: .switch
        case is UIStepper.Type: .stepper
        case is UIActivityIndicatorView.Type: .activityIndicator
        case is UIPageControl.Type: .pageControl
        case is UISlider.Type: .slider
        case is UIProgressView.Type: .progressView
        case is UISegmentedControl.Type: .segmentedControl
        default: .other
        }
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

    /// `.automatic` decided by the control's kind (`ControlSizing`): a slider fills
    /// the row, a switch keeps its size, a button hugs its title.
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: Control, context: Context) -> CGSize? {
        let measured = Measured(uiView)
        let resolved = ControlSizing.flexibility(
            flexibility, kind: ControlSizing.Kind(ControlSizing.UIKitClass(uiView)), intrinsic: measured.intrinsicSize
        )
        var sizer = AdaptiveSizer(flexibility: resolved, idealSizeCalculator: idealSizeCalculator.measuring())
        return sizer.size(for: ProposedSize(proposal), of: measured)
    }

    func makeCoordinator() -> BoundControlCoordinator<Control, Value> {
        BoundControlCoordinator()
    }

    func makeUIView(context: Context) -> Control {
        let control = configuration.makeControl()
        context.coordinator.controlMade(control)
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

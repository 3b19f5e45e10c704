#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

extension BoundControl {
    /// Applies settings that depend on state, such as a slider's range and
    /// step or a segmented control's segments, whenever `settings` changes.
    ///
    /// `configure` runs once, so settings set there stay as they were. Here
    /// `apply` runs on the first update and again each time `settings` differs
    /// from the last applied value, before the value is written (a slider
    /// clamps its value to its range). An unchanged value applies nothing, so
    /// what UIKit keeps (a segment's selection) stays. After settings are
    /// applied, a control with `currentValue:` is read back: a value it lost is
    /// written again, and one it cannot show (a slider clamped to a lower
    /// maximum) gives way to what it shows, written to the binding after the
    /// view update.
    ///
    /// ```swift
    /// BoundControl($volume, UISlider(), events: .valueChanged,
    ///              currentValue: { Double($0.value) }) { $0.value = Float($1) }
    ///     .controlSettings(0...maxVolume) { slider, range in
    ///         slider.minimumValue = Float(range.lowerBound)
    ///         slider.maximumValue = Float(range.upperBound)
    ///     }
    /// ```
    public func controlSettings<Settings: Equatable>(
        _ settings: Settings,
        apply: @escaping (Control, Settings) -> Void
    ) -> Self {
        var copy = self
        copy.settings = BoundControlSettings(settings, apply: apply)
        return copy
    }

    /// Sets the control's `tintColor`; `nil` inherits its superview's.
    ///
    /// SwiftUI's `View.tint(_:)` does not reach a UIKit view: the environment
    /// value it sets is internal to SwiftUI. This one does, and changes with
    /// state like any setting. Apply it to the ``BoundControl`` itself.
    ///
    /// ```swift
    /// BoundControl($isOn, UISwitch(), events: .valueChanged,
    ///              currentValue: \.isOn) { $0.isOn = $1 }
    ///     .tint(isOn ? .green : nil)
    /// ```
    public func tint(_ tint: Color?) -> Self {
        var copy = self
        copy.tintColor = tint
        return copy
    }
}

/// The settings of ``BoundControl/controlSettings(_:apply:)`` with their type
/// erased, compared by value so BridgeCore's `ControlUpdates` can tell a change.
struct BoundControlSettings<Control: UIView>: Equatable {
    private let value: Any
    private let isEqual: (Any) -> Bool
    let apply: (Control) -> Void

    init<Settings: Equatable>(_ settings: Settings, apply: @escaping (Control, Settings) -> Void) {
        value = settings
        isEqual = { ($0 as? Settings) == settings }
        self.apply = { apply($0, settings) }
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.isEqual(rhs.value) }
}
#endif

/// What a bound UIKit control needs besides its value on each SwiftUI update:
/// the app's settings (range, step, segments), SwiftUI's `isEnabled` and a
/// tint, each written only when it changed since the last write, settings
/// before the value (a slider clamps its value to its range).
///
/// Writing only changes leaves what UIKit or the app changed on the control
/// alone, and keeps a segmented control's selection when its segments are
/// rebuilt from the same titles. The first update writes settings and tint
/// when the app gave them, and `isEnabled` only when it is `false`: a control
/// is made enabled.
///
/// ```swift
/// var updates = ControlUpdates<ClosedRange<Double>, String>()
/// updates.update(settings: 0...10, isEnabled: true, tint: nil)    // [.applySettings]
/// updates.update(settings: 0...10, isEnabled: false, tint: nil)   // [.setEnabled(false)]
/// updates.update(settings: 0...20, isEnabled: false, tint: nil)   // [.applySettings]
/// ```
package struct ControlUpdates<Settings: Equatable, Tint: Equatable> {
    /// One write the shell performs, in order, before the value.
    package enum Step: Equatable {
        /// Run the app's settings closure with the current settings.
        case applySettings
        /// Set `UIControl.isEnabled`.
        case setEnabled(Bool)
        /// Set `tintColor` (`nil` inherits the superview's).
        case setTint(Tint?)
    }

    private var settings: Settings?
    private var isEnabled = true
    private var tint: Tint?
    private var hasTint = false

    package init() {}

    /// The writes for this update's settings, environment and tint.
    package mutating func update(settings: Settings?, isEnabled: Bool, tint: Tint?) -> [Step] {
        var steps: [Step] = []
        if let settings, settings != self.settings {
            self.settings = settings
            steps.append(.applySettings)
        }
        if isEnabled != self.isEnabled {
            self.isEnabled = isEnabled
            steps.append(.setEnabled(isEnabled))
        }
        // A tint given once and then removed goes back to inheriting.
        if tint != self.tint, tint != nil || hasTint {
            self.tint = tint
            hasTint = tint != nil
            steps.append(.setTint(tint))
        }
        return steps
    }
}

extension ControlUpdates: Sendable where Settings: Sendable, Tint: Sendable {}
extension ControlUpdates.Step: Sendable where Tint: Sendable {}

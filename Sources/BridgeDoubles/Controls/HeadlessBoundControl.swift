import BridgeCore

/// A UIKit control bound to a SwiftUI binding, with settings that change what
/// it shows: the stand-in for `BoundControl` and its control that the tests
/// drive on Linux.
///
/// It runs the shell's update as `BoundControlCoordinator` does (settings,
/// reading the control before and after, then the value, then the
/// settings' outcome when settings were applied) and plays
/// UIKit's part with two rules: `afterSettings` is what the control shows once
/// settings are applied (a `UISlider` clamps its value to a new range, rebuilt
/// segments leave a `UISegmentedControl` with no selection), `afterWrite` what
/// it shows once a value is written (a slider clamps it). Work the sync defers
/// runs after the update, and every binding write is followed by an update.
///
/// ```swift
/// var slider = HeadlessBoundControl.slider(value: 8, range: 0...10)
/// slider.setSettings(0...5)
/// slider.shown     // 5: UIKit clamped
/// slider.binding   // 5: published after the update
/// ```
package struct HeadlessBoundControl<Value: Equatable & Sendable, Settings: Equatable & Sendable>: Sendable {
    package typealias Rule = @Sendable (Value, Settings) -> Value

    /// The app's binding.
    package private(set) var binding: Value
    /// What the control shows.
    package private(set) var shown: Value
    /// Every value the sync wrote into the binding, in order.
    package private(set) var bindingWrites: [Value] = []
    /// Binding writes made while SwiftUI was updating the view.
    package private(set) var bindingWritesDuringViewUpdate: [Value] = []

    private var settings: Settings
    private let afterSettings: Rule
    private let afterWrite: Rule
    private var sync: ControlValueSync<Value>
    private var updates = ControlUpdates<Settings, String>()
    private var isUpdatingView = false
    private var isWorkScheduled = false

    /// A control made showing `initial`, bound to a binding holding `value`;
    /// the first update applies `settings` and writes the value. `precision`
    /// is what the shell tells the sync about the control (`.float` for a
    /// `UISlider`).
    package init(
        value: Value, initial: Value, settings: Settings, precision: ControlValueSync<Value>.Precision = .exact,
        afterSettings: @escaping Rule, afterWrite: @escaping Rule
    ) {
        sync = ControlValueSync(precision: precision)
        binding = value
        shown = initial
        self.settings = settings
        self.afterSettings = afterSettings
        self.afterWrite = afterWrite
        update()
    }

    /// The app changes the settings (`.controlSettings(0...max)`); SwiftUI updates.
    package mutating func setSettings(_ settings: Settings) {
        self.settings = settings
        update()
    }

    /// The app writes the binding; SwiftUI updates.
    package mutating func setBinding(_ value: Value) {
        binding = value
        update()
    }

    /// The user moves the control to `value`; UIKit sends `.valueChanged`.
    package mutating func userSets(_ value: Value) {
        shown = afterWrite(value, settings)
        perform(sync.handle(.controlChanged(shown)))
        runDeferredWork()
    }

    /// One `updateUIView`, then the work it deferred.
    private mutating func update() {
        isUpdatingView = true
        var shownAroundSettings: (before: Value, after: Value)?
        for step in updates.update(settings: settings, isEnabled: true, tint: nil) where step == .applySettings {
            let before = shown
            shown = afterSettings(shown, settings)
            shownAroundSettings = (before, shown)
        }
        perform(sync.handle(.modelChanged(binding)))
        if let shownAroundSettings {
            perform(sync.handle(.settingsApplied(before: shownAroundSettings.before, after: shownAroundSettings.after)))
        }
        isUpdatingView = false
        runDeferredWork()
    }

    private mutating func runDeferredWork() {
        while isWorkScheduled {
            isWorkScheduled = false
            perform(sync.handle(.deferredWorkDue))
        }
    }

    private mutating func perform(_ effects: [ControlValueSync<Value>.Effect]) {
        for effect in effects {
            switch effect {
            case .setControl(let value): shown = afterWrite(value, settings)
            case .readControl: perform(sync.handle(.controlRead(shown)))
            case .scheduleDeferredWork: isWorkScheduled = true
            case .setBinding(let value):
                if isUpdatingView { bindingWritesDuringViewUpdate.append(value) }
                bindingWrites.append(value)
                binding = value
                if !isUpdatingView { update() }
            }
        }
    }
}

extension HeadlessBoundControl where Value == Double, Settings == ClosedRange<Double> {
    /// A `UISlider` whose range is the settings: UIKit clamps its value to the
    /// range when the range changes and when a value is written.
    package static func slider(value: Double, range: ClosedRange<Double>) -> Self {
        let clamp: Rule = { value, range in min(max(value, range.lowerBound), range.upperBound) }
        return Self(value: value, initial: 0, settings: range, afterSettings: clamp, afterWrite: clamp)
    }
}

extension HeadlessBoundControl where Value == Double, Settings == ClosedRange<Double> {
    /// A `UISlider` bound to a `Double`: it holds a `Float`, so a written value
    /// reads back rounded through `Float` (0.3 reads 0.30000001192092896), and
    /// it clamps to its range.
    package static func floatSlider(value: Double, range: ClosedRange<Double>) -> Self {
        let clamp: Rule = { value, range in
            Double(Float(min(max(value, range.lowerBound), range.upperBound)))
        }
        return Self(value: value, initial: 0, settings: range, precision: .float, afterSettings: clamp, afterWrite: clamp)
    }

    /// A `UIStepper` (or a count-down `UIDatePicker`) bound to a `Double`: it
    /// holds a `Double`, so every value reads back exactly; it clamps to its range.
    package static func stepper(value: Double, range: ClosedRange<Double>) -> Self {
        let clamp: Rule = { value, range in min(max(value, range.lowerBound), range.upperBound) }
        return Self(value: value, initial: 0, settings: range, afterSettings: clamp, afterWrite: clamp)
    }
}

extension HeadlessBoundControl where Value == Int, Settings == [String] {
    /// A `UISegmentedControl` whose segments are the settings, rebuilt with
    /// `removeAllSegments()` and `insertSegment(withTitle:at:animated:)`:
    /// the selection becomes `noSegment` (-1).
    package static func segmented(selection: Int, segments: [String]) -> Self {
        Self(value: selection, initial: -1, settings: segments,
             afterSettings: { _, _ in -1 }, afterWrite: { index, _ in index })
    }
}

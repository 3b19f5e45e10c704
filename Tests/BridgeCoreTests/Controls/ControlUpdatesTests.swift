import BridgeCore
import Testing

/// A bound control follows SwiftUI's environment and the app's settings after
/// it is made; before, only the value reached it (settings were frozen at
/// `makeControl`, `.disabled` never reached `isEnabled`).
@Suite("Bound controls: settings, isEnabled and tint after creation")
struct ControlUpdatesTests {
    typealias Updates = ControlUpdates<ClosedRange<Double>, String>

    @Test("Settings that change with state are applied again; unchanged ones are not")
    func settingsFollowState() {
        var updates = Updates()
        #expect(updates.update(settings: 0...10, isEnabled: true, tint: nil) == [.applySettings])
        #expect(updates.update(settings: 0...10, isEnabled: true, tint: nil) == [])
        #expect(updates.update(settings: 0...20, isEnabled: true, tint: nil) == [.applySettings])
    }

    @Test(".disabled(true) reaches isEnabled, on the first update and after")
    func disabledReachesTheControl() {
        var updates = Updates()
        #expect(updates.update(settings: nil, isEnabled: false, tint: nil) == [.setEnabled(false)])
        #expect(updates.update(settings: nil, isEnabled: false, tint: nil) == [])
        #expect(updates.update(settings: nil, isEnabled: true, tint: nil) == [.setEnabled(true)])
    }

    @Test("An enabled control made enabled is not written: what the app set in makeControl stays")
    func enabledIsNotWrittenFirst() {
        var updates = Updates()
        #expect(updates.update(settings: nil, isEnabled: true, tint: nil) == [])
    }

    @Test("A tint is written when it changes, and removing it inherits again")
    func tintFollowsState() {
        var updates = Updates()
        #expect(updates.update(settings: nil, isEnabled: true, tint: nil) == [])
        #expect(updates.update(settings: nil, isEnabled: true, tint: "red") == [.setTint("red")])
        #expect(updates.update(settings: nil, isEnabled: true, tint: "red") == [])
        #expect(updates.update(settings: nil, isEnabled: true, tint: nil) == [.setTint(nil)])
        #expect(updates.update(settings: nil, isEnabled: true, tint: nil) == [])
    }

    @Test("Settings come before enabled and tint, in one update")
    func order() {
        var updates = Updates()
        #expect(updates.update(settings: 0...1, isEnabled: false, tint: "blue") == [.applySettings, .setEnabled(false), .setTint("blue")])
    }
}

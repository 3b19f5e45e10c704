import BridgeCore
import Testing

@Suite("Observing: when a bound controller reads its bindings")
struct BindingReadScheduleTests {
    @Test func startingArmsTrackingOnTheNextTurnNotNow() {
        var schedule = BindingReadSchedule()
        #expect(schedule.handle(.started) == [.scheduleTurn])
        #expect(!schedule.isTracking)
        #expect(schedule.handle(.started) == [])
        #expect(schedule.handle(.turnCame) == [.track, .read])
        #expect(schedule.isTracking)
    }

    @Test func aChangeIsReadOnALaterTurnNotInOnChange() {
        var schedule = Self.following()
        #expect(schedule.handle(.changeReported) == [.scheduleTurn])
        #expect(!schedule.isTracking)
        #expect(schedule.handle(.turnCame) == [.track, .read])
    }

    @Test func changesAndRequestsBeforeTheTurnAreOneRead() {
        var schedule = Self.following()
        #expect(schedule.handle(.changeReported) == [.scheduleTurn])
        #expect(schedule.handle(.readRequested) == [])
        #expect(schedule.handle(.changeReported) == [])
        #expect(schedule.handle(.turnCame) == [.track, .read])
        #expect(schedule.handle(.turnCame) == [])
    }

    @Test func anAppsRequestIsReadOnTheNextTurnWithoutArmingTrackingTwice() {
        var schedule = Self.following()
        #expect(schedule.handle(.readRequested) == [.scheduleTurn])
        #expect(schedule.handle(.turnCame) == [.read], "tracking is still armed: arming it again would report twice")
    }

    @Test func aRequestWithoutObservationIsStillARead() {
        var schedule = BindingReadSchedule()   // iOS 16: `track` does nothing in the shell
        #expect(schedule.handle(.readRequested) == [.scheduleTurn])
        #expect(schedule.handle(.turnCame) == [.track, .read])
    }

    @Test func trackingIsArmedAgainBeforeEachReadSoTheReadsOwnWriteIsSeen() {
        var schedule = Self.following()
        _ = schedule.handle(.changeReported)
        let effects = schedule.handle(.turnCame)
        #expect(effects.firstIndex(of: .track)! < effects.firstIndex(of: .read)!)
        #expect(schedule.isTracking)
        // The read wrote the binding back: reported, read once more (a no-op there).
        #expect(schedule.handle(.changeReported) == [.scheduleTurn])
    }

    /// Started, and its first turn has come.
    static func following() -> BindingReadSchedule {
        var schedule = BindingReadSchedule()
        _ = schedule.handle(.started)
        _ = schedule.handle(.turnCame)
        return schedule
    }
}

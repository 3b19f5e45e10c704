import BridgeCore
import Testing

@Suite("Observing: when a bound controller reads its bindings")
struct BindingReadScheduleTests {
    @Test func startingArmsTrackingOnTheNextTurnNotNow() {
        var schedule = BindingReadSchedule()
        #expect(schedule.handle(.started) == [.scheduleTurn])
        #expect(!schedule.isTracking)
        #expect(schedule.handle(.started) == [])
        #expect(schedule.handle(.turnCame) == [.track, .read(animated: true)])
        #expect(schedule.isTracking)
    }

    @Test func aChangeIsReadOnALaterTurnNotInOnChange() {
        var schedule = Self.following()
        #expect(schedule.handle(.changeReported) == [.scheduleTurn])
        #expect(!schedule.isTracking)
        #expect(schedule.handle(.turnCame) == [.track, .read(animated: true)])
    }

    @Test func changesAndRequestsBeforeTheTurnAreOneRead() {
        var schedule = Self.following()
        #expect(schedule.handle(.changeReported) == [.scheduleTurn])
        #expect(schedule.handle(.readRequested(animated: true)) == [])
        #expect(schedule.handle(.changeReported) == [])
        #expect(schedule.handle(.turnCame) == [.track, .read(animated: true)])
        #expect(schedule.handle(.turnCame) == [])
    }

    @Test func anAppsRequestIsReadOnTheNextTurnWithoutArmingTrackingTwice() {
        var schedule = Self.following()
        #expect(schedule.handle(.readRequested(animated: true)) == [.scheduleTurn])
        #expect(schedule.handle(.turnCame) == [.read(animated: true)], "tracking is still armed: arming it again would report twice")
    }

    @Test func aRequestWithoutObservationIsStillARead() {
        var schedule = BindingReadSchedule()   // iOS 16: `track` does nothing in the shell
        #expect(schedule.handle(.readRequested(animated: true)) == [.scheduleTurn])
        #expect(schedule.handle(.turnCame) == [.track, .read(animated: true)])
    }

    @Test func trackingIsArmedAgainBeforeEachReadSoTheReadsOwnWriteIsSeen() {
        var schedule = Self.following()
        _ = schedule.handle(.changeReported)
        let effects = schedule.handle(.turnCame)
        #expect(effects.firstIndex(of: .track)! < effects.firstIndex(of: .read(animated: true))!)
        #expect(schedule.isTracking)
        // The read wrote the binding back: reported, read once more (a no-op there).
        #expect(schedule.handle(.changeReported) == [.scheduleTurn])
    }

    @Test func aRequestWithoutAnimationWinsWithinOneRead() {
        var schedule = Self.following()
        _ = schedule.handle(.readRequested(animated: false))   // a deep link applied at once
        _ = schedule.handle(.readRequested(animated: true))    // the representable's routine update
        _ = schedule.handle(.changeReported)
        #expect(schedule.handle(.turnCame) == [.track, .read(animated: false)])
    }

    @Test func theNextReadAnimatesAgainAndAChangeAloneAnimates() {
        var schedule = Self.following()
        _ = schedule.handle(.readRequested(animated: false))
        _ = schedule.handle(.turnCame)
        _ = schedule.handle(.changeReported)
        #expect(schedule.handle(.turnCame) == [.track, .read(animated: true)])
    }

    /// Started, and its first turn has come.
    static func following() -> BindingReadSchedule {
        var schedule = BindingReadSchedule()
        _ = schedule.handle(.started)
        _ = schedule.handle(.turnCame)
        return schedule
    }
}

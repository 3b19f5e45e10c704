import BridgeCore
import Testing

@Suite("Observing: when a followed binding is read again")
struct ObservedReadScheduleTests {
    @Test func startingArmsTrackingOnce() {
        var schedule = ObservedReadSchedule()
        #expect(schedule.handle(.started) == [.track])
        #expect(schedule.handle(.started) == [])
    }

    @Test func aChangeIsReadOnALaterTurnNotInOnChange() {
        var schedule = ObservedReadSchedule()
        _ = schedule.handle(.started)
        #expect(schedule.handle(.changeReported) == [.scheduleTurn])
        #expect(!schedule.isTracking)
        #expect(schedule.handle(.turnCame) == [.track, .read])
    }

    @Test func changesBeforeTheTurnAreOneRead() {
        var schedule = ObservedReadSchedule()
        _ = schedule.handle(.started)
        #expect(schedule.handle(.changeReported) == [.scheduleTurn])
        #expect(schedule.handle(.changeReported) == [])
        #expect(schedule.handle(.changeReported) == [])
        #expect(schedule.handle(.turnCame) == [.track, .read])
        #expect(schedule.handle(.turnCame) == [])
    }

    @Test func trackingIsArmedAgainBeforeEachReadSoTheReadsOwnWriteIsSeen() {
        var schedule = ObservedReadSchedule()
        _ = schedule.handle(.started)
        _ = schedule.handle(.changeReported)
        let effects = schedule.handle(.turnCame)
        #expect(effects.firstIndex(of: .track)! < effects.firstIndex(of: .read)!)
        #expect(schedule.isTracking)
        // The read wrote the binding back: reported, read once more (a no-op there).
        #expect(schedule.handle(.changeReported) == [.scheduleTurn])
    }

    @Test func startingWhileAReadWaitsDoesNotArmTwice() {
        var schedule = ObservedReadSchedule()
        _ = schedule.handle(.started)
        _ = schedule.handle(.changeReported)
        #expect(schedule.handle(.started) == [])
        #expect(schedule.handle(.turnCame) == [.track, .read])
    }
}

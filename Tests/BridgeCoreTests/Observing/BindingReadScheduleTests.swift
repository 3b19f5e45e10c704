import BridgeCore
import Testing

@Suite("Observing: when a bound controller reads its bindings")
struct BindingReadScheduleTests {
    static let observed = BindingReadSchedule.Effect.read(animated: true, requested: false)

    @Test func startingArmsTrackingOnTheNextTurnNotNow() {
        var schedule = BindingReadSchedule()
        #expect(schedule.handle(.started) == [.scheduleTurn])
        #expect(!schedule.isTracking)
        #expect(schedule.handle(.started) == [])
        #expect(schedule.handle(.turnCame) == [.track, Self.observed])
        #expect(schedule.isTracking)
    }

    @Test func aChangeIsReadOnTheTurnItsReportLandsOnWithNoFurtherTurn() {
        var schedule = Self.following()
        #expect(schedule.handle(.observationChanged) == [.track, Self.observed])
        #expect(schedule.isTracking)
        #expect(!schedule.isReadScheduled)
    }

    @Test func aChangeBeforeTheFirstTurnIsReadOnThatTurn() {
        var schedule = BindingReadSchedule()
        _ = schedule.handle(.started)
        #expect(schedule.handle(.objectChanged) == [])
        #expect(schedule.handle(.turnCame) == [.track, Self.observed])
    }

    @Test func requestsBeforeTheTurnAreOneReadAndAChangeReportMeanwhileWaitsForIt() {
        var schedule = Self.following()
        #expect(schedule.handle(.readRequested(animated: true)) == [.scheduleTurn])
        #expect(schedule.handle(.readRequested(animated: true)) == [])
        #expect(schedule.handle(.observationChanged) == [], "the waiting read reads this change too")
        #expect(schedule.handle(.turnCame) == [.track, .read(animated: true, requested: true)])
        #expect(schedule.handle(.turnCame) == [])
    }

    @Test func anAppsRequestIsReadOnTheNextTurnWithoutArmingTrackingTwice() {
        var schedule = Self.following()
        #expect(schedule.handle(.readRequested(animated: true)) == [.scheduleTurn])
        #expect(schedule.handle(.turnCame) == [.read(animated: true, requested: true)],
                "tracking is still armed: arming it again would report twice")
    }

    @Test func anObjectsChangeDoesNotSpendObservationsTracking() {
        var schedule = Self.following()
        #expect(schedule.handle(.objectChanged) == [Self.observed], "arming again would stack trackings up")
        #expect(schedule.handle(.objectChanged) == [Self.observed])
    }

    @Test func aRequestWithoutObservationIsStillARead() {
        var schedule = BindingReadSchedule()   // iOS 16: `track` does nothing in the shell
        #expect(schedule.handle(.readRequested(animated: true)) == [.scheduleTurn])
        #expect(schedule.handle(.turnCame) == [.track, .read(animated: true, requested: true)])
    }

    @Test func trackingIsArmedAgainBeforeEachReadSoTheReadsOwnWriteIsSeen() {
        var schedule = Self.following()
        let effects = schedule.handle(.observationChanged)
        #expect(effects.firstIndex(of: .track)! < effects.firstIndex(of: Self.observed)!)
        #expect(schedule.isTracking)
        // The read wrote the binding back: reported, read once more (a no-op there).
        #expect(schedule.handle(.observationChanged) == [.track, Self.observed])
    }

    @Test func aRequestWithoutAnimationWinsWithinOneRead() {
        var schedule = Self.following()
        _ = schedule.handle(.readRequested(animated: false))   // a deep link applied at once
        _ = schedule.handle(.readRequested(animated: true))    // the representable's routine update
        _ = schedule.handle(.observationChanged)
        #expect(schedule.handle(.turnCame) == [.track, .read(animated: false, requested: true)])
    }

    @Test func theNextReadAnimatesAgainAndAChangeAloneAnimates() {
        var schedule = Self.following()
        _ = schedule.handle(.readRequested(animated: false))
        _ = schedule.handle(.turnCame)
        #expect(schedule.handle(.observationChanged) == [.track, Self.observed])
    }

    /// Started, and its first turn has come.
    static func following() -> BindingReadSchedule {
        var schedule = BindingReadSchedule()
        _ = schedule.handle(.started)
        _ = schedule.handle(.turnCame)
        return schedule
    }
}

import BridgeCore
import BridgeDoubles
import Foundation
import Observation
import Testing

/// An app's model, as an app on iOS 17 writes it: `@Observable`, on the main actor.
@Observable @MainActor
final class FollowedModel {
    var path: [Int] = []
    var title = ""
}

/// Changes `onChange` reported, collected from wherever Observation calls it
/// (`@Sendable`: any thread) until the main actor's next turn takes them.
final class ChangeInbox: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func post() { lock.withLock { count += 1 } }
    func take() -> Int { lock.withLock { defer { count = 0 }; return count } }
}

/// What the shell's `BindingFollower` and its owner do, with the real Observation
/// module: the owner keeps a binding (a ``HeadlessBinding``, which reads stale
/// inside a SwiftUI update), `track` reads it inside `withObservationTracking`,
/// `onChange` hops to the main actor, `updatePath()` asks for a read, and turns of
/// the main actor are run by the test, one at a time (the hops `onChange` posted,
/// then the work the last turn scheduled). Turns are never inside an update.
@MainActor
final class ObservedFollowerHarness {
    let model: FollowedModel
    private var schedule = BindingReadSchedule()
    private let inbox = ChangeInbox()
    private var nextTurn: [BindingReadSchedule.Event] = []
    /// The binding the owner keeps, made when the owner was made.
    private let binding: HeadlessBinding<[Int]>
    /// Whether the code running now is inside a SwiftUI update.
    private var isInUpdate = false
    /// The values each read found, in order.
    private(set) var reads: [[Int]] = []
    /// Run by each read after it looked at the model (a write-back, say).
    var onRead: (@MainActor (FollowedModel) -> Void)?

    func clearReads() { reads = [] }

    /// The owner, made (and started) inside a SwiftUI update when `inUpdate`
    /// (a representable's `makeUIViewController`).
    init(model: FollowedModel, madeInUpdate inUpdate: Bool = false, started: Bool = true) {
        self.model = model
        binding = HeadlessBinding { model.path }
        isInUpdate = inUpdate
        if started { apply(schedule.handle(.started)) }
        isInUpdate = false
    }

    /// The app's `updatePath()`, from inside a SwiftUI update (a representable's
    /// `updateUIViewController`) or from UIKit code.
    func requestRead(inUpdate: Bool) {
        isInUpdate = inUpdate
        apply(schedule.handle(.readRequested(animated: true)))
        isInUpdate = false
    }

    /// One turn of the main actor.
    func runTurn() {
        let due = nextTurn
        nextTurn = []
        for _ in 0..<inbox.take() { apply(schedule.handle(.observationChanged)) }
        for event in due { apply(schedule.handle(event)) }
    }

    /// Runs turns until nothing is left to do (at most `limit`).
    func runTurns(limit: Int = 10) {
        for _ in 0..<limit { runTurn() }
    }

    private func apply(_ effects: [BindingReadSchedule.Effect]) {
        for effect in effects {
            switch effect {
            case .track:
                let inbox = inbox
                let binding = binding
                let inUpdate = isInUpdate
                withObservationTracking { _ = binding.read(duringUpdate: inUpdate) } onChange: { inbox.post() }
            case .scheduleTurn:
                nextTurn.append(.turnCame)
            case .read:
                reads.append(binding.read(duringUpdate: isInUpdate))
                onRead?(model)
            }
        }
    }
}

@MainActor
@Suite("Observing: an @Observable model's writes are followed without update calls")
struct ObservedFollowingTests {
    /// Started, its first turn come (its first read found the empty path).
    static func started() -> ObservedFollowerHarness {
        let follower = ObservedFollowerHarness(model: FollowedModel())
        follower.runTurns()
        #expect(follower.reads == [[]])
        follower.clearReads()
        return follower
    }

    @Test func oneWriteIsReadOnceAfterATurn() {
        let follower = Self.started()
        follower.model.path.append(3)
        #expect(follower.reads.isEmpty, "never read inside onChange (willSet: the value is not stored yet)")
        follower.runTurns()
        #expect(follower.reads == [[3]])
    }

    @Test func threeWritesInOneTurnAreOneRead() {
        let follower = Self.started()
        follower.model.path.append(3)
        follower.model.path.append(5)
        follower.model.path = [3, 5, 8]
        follower.runTurns()
        #expect(follower.reads == [[3, 5, 8]])
    }

    @Test func anUnrelatedPropertysWriteIsNotARead() {
        let follower = Self.started()
        follower.model.title = "Recipes"
        follower.runTurns()
        #expect(follower.reads.isEmpty)
    }

    @Test func aWriteAfterTheReadIsReadAgain() {
        let follower = Self.started()
        follower.model.path = [1]
        follower.runTurns()
        follower.model.path = [1, 2]
        follower.runTurns()
        follower.model.path = []
        follower.runTurns()
        #expect(follower.reads == [[1], [1, 2], []])
    }

    @Test func theReadsOwnWriteBackIsReadOnceMoreAndThenItStops() {
        let follower = Self.started()
        var wroteBack = false
        follower.onRead = { model in
            guard !wroteBack else { return }
            wroteBack = true
            model.path = [1]   // the user popped a page: the controller writes the path back
        }
        follower.model.path = [1, 2]
        follower.runTurns()
        // One read of the app's write, one of the write-back (equal to what the
        // controller knows: a no-op, see the session tests), then quiet.
        #expect(follower.reads == [[1, 2], [1]])
    }

    @Test func noTrackingNoRead() {
        let follower = ObservedFollowerHarness(model: FollowedModel(), started: false)   // iOS 16
        follower.model.path = [1]
        follower.runTurns()
        #expect(follower.reads.isEmpty)
    }

    /// A representable makes the controller in `makeUIViewController`, inside
    /// SwiftUI's update: there the kept binding does not call its getter, so
    /// tracking armed at once would record nothing and never fire.
    @Test func anOwnerMadeInsideASwiftUIUpdateStillFollowsTheModel() {
        let follower = ObservedFollowerHarness(model: FollowedModel(), madeInUpdate: true)
        follower.runTurns()
        follower.clearReads()
        follower.model.path = [4]
        follower.runTurns()
        #expect(follower.reads == [[4]])
    }

    /// `updatePath()` from `updateUIViewController` (inside SwiftUI's update):
    /// the kept binding gives the value it was made with there, so the read
    /// waits for the next turn and finds the model's value.
    @Test func aReadAskedForInsideASwiftUIUpdateFindsTheCurrentValue() {
        let follower = ObservedFollowerHarness(model: FollowedModel(), started: false)   // iOS 16, or @State
        follower.model.path = [1, 2]
        follower.requestRead(inUpdate: true)
        #expect(follower.reads.isEmpty, "not read inside the update")
        follower.runTurns()
        #expect(follower.reads == [[1, 2]])
    }
}

/// The read a controller's own write-back causes must do nothing.
@Suite("Observing: re-reading what the controller already follows is harmless")
struct ObservedReReadTests {
    @Test func aPathEqualToTheOneTheStackShowsIsNoCall() {
        var session = PathSession<Int, String>(root: "root")
        let makePage: (Int) -> String = { "page\($0)" }
        #expect(!session.handle(.pathRead([1, 2], animated: false), makePage: makePage).isEmpty)
        #expect(session.handle(.pathRead([1, 2], animated: true), makePage: makePage).isEmpty)
    }

    @Test func aNilReadAfterTheUsersDismissalWroteNilIsNoCall() {
        var session = PresentationSession<Int>()
        #expect(session.handle(.stateChanged(7, animated: true)).contains(.present(7, token: session.currentToken ?? -1, animated: true)))
        let token = try! #require(session.currentToken)
        _ = session.handle(.presentationEnded(token: token))
        _ = session.handle(.dismissalBegan(token: token))
        #expect(session.handle(.dismissalEnded(token: token, cancelled: false)).contains(.writeNil(ifStateNames: 7)))
        #expect(session.handle(.stateChanged(nil, animated: true)) == [])
        #expect(session.handle(.modalChanged(false)) == [])
    }

    @Test func anEqualItemStillShownIsRefreshedInPlaceNotPresentedAgain() {
        var session = PresentationSession<Int>()
        _ = session.handle(.stateChanged(7, animated: true))
        let token = try! #require(session.currentToken)
        _ = session.handle(.presentationEnded(token: token))
        #expect(session.handle(.stateChanged(7, animated: true)) == [.refreshContent(token: token)])
        #expect(session.handle(.stateChanged(7, animated: true, valueChanged: false)) == [], "the same value rebuilds nothing")
    }
}

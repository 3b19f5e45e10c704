import BridgeCore
import BridgeDoubles
import PropertyBased
import Testing

/// Random path writes (during transitions too), back taps, back-menu picks, edge
/// swipes committed or cancelled, requested pushes the user reverses (iOS 18
/// `.zoom`), pages the path does not name and re-reads of
/// an unchanged binding, app writes the shell has not read yet (met by a gesture's
/// write-back, which must drop itself), and stack changes no overridden method
/// saw (the back menu) met by the app's next path, played in UIKit's order on
/// the headless navigation controller, against a reference model of what the
/// app's state must end as.
@Suite("Navigation: a path-bound stack under random writes and gestures")
struct PathSessionPropertyTests {
    /// The reference: the state the app must hold, and how many write-backs it saw.
    struct Reference {
        var expected: [Int] = []
        var expectedWrites = 0
        /// The path a user gesture in flight would leave, and whether the app wrote
        /// a new path since it began (the app's write is newer and wins).
        var gesture: (target: [Int], appWrote: Bool)?
    }

    static let runs = 1_000
    static let stepsPerRun = 100
    static let steps = zip(Gen.int(in: 0...12), Gen.int(in: 0...11)).array(of: stepsPerRun...stepsPerRun)

    /// A new path from the current one: append, drop, clear, rewrite (with repeats).
    static func nextPath(from path: [Int], _ argument: Int) -> [Int] {
        switch argument % 6 {
        case 0, 1: path + [argument % 4]
        case 2: Array(path.dropLast(1 + argument % 2))
        case 3: []
        case 4: (0..<(argument % 5)).map { ($0 * 7 + argument) % 3 }
        default: path.reversed()
        }
    }

    @Test("Once transitions end, UIKit shows the state; every user pop is written once, after it committed; no app write is lost")
    func randomWritesAndGestures() async {
        await propertyCheck(count: Self.runs, input: Self.steps) { steps in
            var world = HeadlessPathSession<Int>()
            var reference = Reference()
            for (kind, argument) in steps {
                let idle = !world.isTransitioning
                let depth = world.uikit.viewControllers.count
                // The app wrote a path the shell has not read yet: a write-back drops itself.
                let unreadWrite = world.binding != world.session.path
                switch kind {
                case 0, 1, 2:
                    let path = Self.nextPath(from: world.binding, argument)
                    // Newer than the gesture when the shell reads a path other than the one it knows.
                    if path != world.session.path { reference.gesture?.appWrote = true }
                    reference.expected = path
                    world.write(path, animated: argument % 5 != 0)
                case 3 where idle && depth > 1:
                    reference.gesture = (Self.named(world, keeping: depth - 1), false)
                    world.tapBack()
                case 4 where idle && depth > 1:
                    reference.gesture = (Self.named(world, keeping: depth - 1), false)
                    world.beginSwipe()
                case 5 where world.uikit.isInteracting:
                    let cancelling = argument % 2 == 0
                    if cancelling { reference.gesture = nil }
                    world.liftFinger(cancelling: cancelling)
                case 6:
                    let wasGesture = reference.gesture
                    let interacting = world.uikit.isInteracting
                    if interacting, argument % 3 == 0 {
                        reference.gesture = nil
                        world.liftFinger(cancelling: true)
                    }
                    if world.isTransitioning {
                        world.endTransition()
                        if let gesture = reference.gesture, wasGesture != nil, !unreadWrite {
                            Self.commit(gesture, to: &reference)
                        }
                        reference.gesture = nil
                    }
                case 7 where idle && depth > 2:
                    let keep = 1 + argument % (depth - 1)
                    reference.gesture = (Self.named(world, keeping: keep), false)
                    world.backMenu(toIndex: keep - 1)
                case 8:
                    world.pushUnnamed(PageID("u\(argument)-\(world.uikitCallCount)"), animated: argument % 2 == 0)
                case 9:
                    if unreadWrite { reference.gesture?.appWrote = true }
                    world.readBinding(animated: argument % 2 == 0)
                case 10 where world.uikit.isPushing && world.session.stackSession.stack.queue.isEmpty:
                    // UIKit goes back to the old pages; unless the app wrote a newer
                    // path since, the state becomes the path they name, written at once.
                    let waiting = world.session.pendingPath != nil
                    world.reversePush()
                    if !waiting, !unreadWrite {
                        let kept = Self.named(world, keeping: world.uikit.viewControllers.count)
                        if kept != reference.expected { reference.expectedWrites += 1 }
                        reference.expected = kept
                    }
                case 11:
                    // The app writes; the shell reads on a later turn (kind 9 or the next write).
                    let path = Self.nextPath(from: world.binding, argument)
                    reference.expected = path
                    world.writeWithoutRead(path)
                case 12 where idle && depth > 2 && !unreadWrite:
                    // The back menu pops and no overridden method sees it; the shell
                    // meets it at the app's next write (or a plain read).
                    let keep = 1 + argument % (depth - 1)
                    let target = Self.named(world, keeping: keep)
                    world.unseenBackMenu(toIndex: keep - 1)
                    let path = argument % 2 == 0 ? Self.nextPath(from: world.binding, argument) : world.binding
                    if path != world.binding {
                        reference.expected = path   // the app's newer path wins over the catch-up
                    } else {
                        Self.commit((target, false), to: &reference)
                    }
                    world.write(path)
                default:
                    break
                }
                if !world.isTransitioning, world.binding == world.session.path {
                    #expect(world.shownPath == world.binding, "settled: UIKit shows the state")
                    #expect(world.session.pendingPath == nil)
                }
            }
            if world.uikit.isInteracting { world.liftFinger(cancelling: false) }
            let unreadWrite = world.binding != world.session.path
            if let gesture = reference.gesture, world.isTransitioning {
                world.endTransition()
                if !unreadWrite { Self.commit(gesture, to: &reference) }
            }
            world.settle()
            world.readBinding()   // the app's last write is read
            world.settle()
            #expect(world.binding == reference.expected, "no app write lost, every committed pop adopted")
            #expect(world.shownPath == reference.expected)
            #expect(world.writes.count == reference.expectedWrites, "each user pop written once: \(world.writes)")
            #expect(world.writesDuringTransitions.isEmpty, "never written mid-transition")
            #expect(world.session.unnamedPages == world.uikit.viewControllers.dropFirst().filter { world.builtPages[$0] == nil },
                    "pages the path does not name are reported")
        }
    }

    /// The path named by the first `keep` pages UIKit shows.
    static func named(_ world: HeadlessPathSession<Int>, keeping keep: Int) -> [Int] {
        world.uikit.viewControllers.prefix(keep).dropFirst().compactMap { world.builtPages[$0] }
    }

    /// A gesture's transition committed: unless the app wrote since, the state
    /// becomes what the gesture left, written once if it changed.
    static func commit(_ gesture: (target: [Int], appWrote: Bool), to reference: inout Reference) {
        guard !gesture.appWrote else { return }
        if gesture.target != reference.expected { reference.expectedWrites += 1 }
        reference.expected = gesture.target
    }
}

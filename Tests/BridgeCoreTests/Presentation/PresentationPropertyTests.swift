import BridgeCore
import BridgeDoubles
import PropertyBased
import Testing

/// Random state writes (three levels of nested presentations), writes not read
/// yet (a swipe racing a new item), closing all parent first, modal flags,
/// swipes, swipes taken back, Cancel buttons, hosts freed while the app keeps
/// the presentation, transition ends and main-actor turns, played on the
/// headless UIKit chain through the shell's effect loop.
@Suite("Presentation: random state writes and gestures against UIKit")
struct PresentationPropertyTests {
    static let items: [String?] = [nil, "a", "b", "c"]
    static let steps = zip(Gen.int(in: 0...10), Gen.int(in: 0...11)).array(of: 1...300)
    static let levels = 3

    /// What the test knows without looking at the session.
    struct Reference {
        /// The last value the app wrote, per level.
        var appWrites: [String?] = [nil, nil, nil]
        /// The shell's nil writes when the app last wrote.
        var nilWritesAtAppWrite = [0, 0, 0]
    }

    struct Figures {
        var steps = 0, settledChecks = 0, uikitCalls = 0, userDismissals = 0
        var cancelledSwipes = 0, refusedSwipes = 0, nilWrites = 0, onDismissCalls = 0
        var unreadWrites = 0, closeAllParentFirst = 0, hostsFreed = 0
    }

    /// Once nothing is pending: the state, the session and UIKit agree.
    static func checkSettled(_ stage: HeadlessPresentationStage, _ reference: Reference, _ figures: inout Figures) {
        figures.settledChecks += 1
        let chain = stage.uikit.chain
        for level in 0..<Self.levels {
            let state = stage.levels[level]
            // A freed host: the shell must never have touched that level's bindings since.
            #expect(state.bindingAccessesWithoutHost == 0)
            if state.hostIsGone { continue }
            let shown = chain.count > level + 1 ? chain[level + 1] : nil
            let shownItem = shown.map { String($0.prefix { $0 != "@" }) }
            #expect(shown == nil || shown!.contains("@\(level)."), "level \(level) shows another level's controller \(chain)")
            // The state and what UIKit shows agree.
            // The state and what UIKit shows agree, except a child whose host
            // (the parent's page) is not on screen: its request stays pending.
            let hostMissing = level > 0 && chain.count < level + 1
            #expect(state.binding == shownItem || (hostMissing && shownItem == nil && state.session.isPending),
                    "level \(level): state \(state.binding ?? "nil"), UIKit \(chain)")
            #expect(state.session.shown == shownItem)
            // isModalInPresentation follows the binding.
            if let shown { #expect(stage.uikit.modal.contains(shown) == state.isModal) }
            // No doubled write.
            #expect(state.redundantWrites == 0)
            // No lost write: the binding differs from the app's last write only after a shell write.
            #expect(state.binding == reference.appWrites[level] || (state.binding == nil && state.nilWrites > reference.nilWritesAtAppWrite[level]))
            // onDismiss exactly once per controller that left.
            let presented = stage.log.filter { if case .presentCompletion(let c) = $0 { c.contains("@\(level).") } else { false } }.count
            #expect(state.dismissed.count == presented - (shown == nil ? 0 : 1), "level \(level): \(state.dismissed.count) onDismiss for \(presented) presentations")
            // One page build per presentation: no read of the same item rebuilds it.
            #expect(state.pageBuilds == presented, "level \(level): \(state.pageBuilds) builds for \(presented) presentations")
        }
    }

    @Test("Once transitions end the state is what UIKit shows, no write is lost or doubled, onDismiss runs once per dismissal")
    func randomSequences() async {
        var figures = Figures()
        await propertyCheck(count: 900, input: Self.steps) { steps in
            var stage = HeadlessPresentationStage(levels: Self.levels)
            var reference = Reference()
            for (kind, argument) in steps {
                figures.steps += 1
                let level = argument % Self.levels
                switch kind {
                case 0, 1:
                    let item = Self.items[kind == 1 ? 0 : argument % Self.items.count]
                    reference.appWrites[level] = item
                    reference.nilWritesAtAppWrite[level] = stage.levels[level].nilWrites
                    stage.write(item, level: level, animated: argument % 5 != 4)
                case 2:
                    stage.setModal(argument % 3 == 0, level: level)
                case 3:
                    let before = stage.uikit.isTransitioning
                    stage.userSwipe()
                    if !before, stage.uikit.chain.count > 1, !stage.uikit.isTransitioning { figures.refusedSwipes += 1 }
                case 4:
                    let swiping = stage.log.last.map { if case .viewWillDisappear = $0 { true } else { false } } ?? false
                    let cancel = argument % 3 == 0
                    if swiping { if cancel { figures.cancelledSwipes += 1 } else { figures.userDismissals += 1 } }
                    stage.endTransition(cancelled: cancel)
                case 5:
                    stage.runTurn()
                case 6 where !stage.uikit.isTransitioning:
                    stage.appDismissesTop()
                case 7:
                    stage.update(level: level)
                case 8:
                    // The app writes; update() comes later (a swipe may end first).
                    let item = Self.items[argument % Self.items.count]
                    reference.appWrites[level] = item
                    reference.nilWritesAtAppWrite[level] = stage.levels[level].nilWrites
                    stage.writeWithoutUpdate(item, level: level)
                    figures.unreadWrites += 1
                case 9:
                    // "Close all", parent first: the outer item, then the middle one.
                    for closed in 0..<2 {
                        reference.appWrites[closed] = nil
                        reference.nilWritesAtAppWrite[closed] = stage.levels[closed].nilWrites
                        stage.write(nil, level: closed)
                    }
                    figures.closeAllParentFirst += 1
                case 10 where level > 0:
                    let wasGone = stage.levels[level].hostIsGone
                    stage.releaseHost(level: level)
                    if !wasGone, stage.levels[level].hostIsGone { figures.hostsFreed += 1 }
                default:
                    break
                }
                if !stage.hasPendingWork, !stage.uikit.isTransitioning {
                    // The app reads its state after UIKit's write-backs, as a store would.
                    for level in 0..<Self.levels { stage.update(level: level) }
                    if !stage.hasPendingWork, !stage.uikit.isTransitioning { Self.checkSettled(stage, reference, &figures) }
                }
            }
            stage.settle()
            for level in 0..<Self.levels { stage.update(level: level) }
            stage.settle()
            Self.checkSettled(stage, reference, &figures)
            figures.uikitCalls += stage.uikitCallCount
            figures.nilWrites += stage.levels.map(\.nilWrites).reduce(0, +)
            figures.onDismissCalls += stage.levels.map(\.dismissed.count).reduce(0, +)
        }
        print("Presentation property figures: \(figures)")
        #expect(figures.steps >= 100_000)
        #expect(figures.userDismissals > 0 && figures.cancelledSwipes > 0 && figures.refusedSwipes > 0)
        #expect(figures.unreadWrites > 0 && figures.closeAllParentFirst > 0 && figures.hostsFreed > 0)
    }
}

import BridgeCore
import BridgeDoubles
import PropertyBased
import Testing

/// Random state writes (both levels of a nested presentation), modal flags,
/// swipes, swipes taken back, Cancel buttons, transition ends and main-actor
/// turns, played on the headless UIKit chain through the shell's effect loop.
@Suite("Presentation: random state writes and gestures against UIKit")
struct PresentationPropertyTests {
    static let items: [String?] = [nil, "a", "b", "c"]
    static let steps = zip(Gen.int(in: 0...7), Gen.int(in: 0...11)).array(of: 1...300)

    /// What the test knows without looking at the session.
    struct Reference {
        /// The last value the app wrote, per level.
        var appWrites: [String?] = [nil, nil]
        /// The shell's nil writes when the app last wrote.
        var nilWritesAtAppWrite = [0, 0]
    }

    struct Figures {
        var steps = 0, settledChecks = 0, uikitCalls = 0, userDismissals = 0
        var cancelledSwipes = 0, refusedSwipes = 0, nilWrites = 0, onDismissCalls = 0
    }

    /// Once nothing is pending: the state, the session and UIKit agree.
    static func checkSettled(_ stage: HeadlessPresentationStage, _ reference: Reference, _ figures: inout Figures) {
        figures.settledChecks += 1
        let chain = stage.uikit.chain
        for level in 0..<2 {
            let state = stage.levels[level]
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
        }
    }

    @Test("Once transitions end the state is what UIKit shows, no write is lost or doubled, onDismiss runs once per dismissal")
    func randomSequences() async {
        var figures = Figures()
        await propertyCheck(count: 900, input: Self.steps) { steps in
            var stage = HeadlessPresentationStage(levels: 2)
            var reference = Reference()
            for (kind, argument) in steps {
                figures.steps += 1
                let level = argument % 2
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
                default:
                    break
                }
                if !stage.hasPendingWork, !stage.uikit.isTransitioning {
                    // The app reads its state after UIKit's write-backs, as a store would.
                    stage.update(level: 0)
                    stage.update(level: 1)
                    if !stage.hasPendingWork, !stage.uikit.isTransitioning { Self.checkSettled(stage, reference, &figures) }
                }
            }
            stage.settle()
            stage.update(level: 0)
            stage.update(level: 1)
            stage.settle()
            Self.checkSettled(stage, reference, &figures)
            figures.uikitCalls += stage.uikitCallCount
            figures.nilWrites += stage.levels.map(\.nilWrites).reduce(0, +)
            figures.onDismissCalls += stage.levels.map(\.dismissed.count).reduce(0, +)
        }
        print("Presentation property figures: \(figures)")
        #expect(figures.steps >= 100_000)
        #expect(figures.userDismissals > 0 && figures.cancelledSwipes > 0 && figures.refusedSwipes > 0)
    }
}

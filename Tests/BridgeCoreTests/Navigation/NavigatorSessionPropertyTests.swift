import BridgeCore
import PropertyBased
import Testing

/// Random requests (including a controller already shown pushed under a new ID,
/// and one controller under two IDs), user pops, cancelled swipes, controllers pushed behind the
/// session's back and changes no stack method reports, played on a small fake
/// UIKit that performs the session's calls as `NavigatorController` does.
@Suite("Navigation: the navigator session under random UIKit reports")
struct NavigatorSessionPropertyTests {
    typealias Session = NavigatorSession<String>

    /// UIKit's side: the controllers shown and the transition animating, if any.
    struct World {
        struct Flight {
            var token: Int?
            let from: [String]
            let interactive: Bool
        }

        var session = Session(root: "root", id: "root")
        var shown = ["root"]
        var flight: Flight?
        var fresh = 0
        /// Things the shell could not have done: a call naming a page without a
        /// controller, a completion asked for with no transition animating.
        var impossible: [String] = []

        mutating func newHandle(_ prefix: String) -> String {
            fresh += 1
            return "\(prefix)\(fresh)"
        }

        mutating func perform(_ effects: [Session.Effect]) {
            for effect in effects {
                switch effect {
                case .stack(.call(let operation, let animated)):
                    call(operation, animated: animated)
                case .stack:
                    break
                case .awaitTransitionEnd(let token):
                    if flight == nil { impossible.append("await \(token) without a transition") }
                    flight?.token = token
                }
            }
        }

        mutating func call(_ operation: StackOperation, animated: Bool) {
            let from = shown
            // What UIKit does with the controllers the session names.
            let handles: [String?]
            switch operation {
            case .push(let page): handles = shown + [session.controller(for: page)]
            case .pop: handles = shown.count > 1 ? Array(shown.dropLast()) : shown
            case .popTo(let page):
                let index = session.controller(for: page).flatMap { shown.firstIndex(of: $0) }
                handles = index.map { Array(shown[...$0]) } ?? [nil]
            case .popToRoot: handles = Array(shown.prefix(1))
            case .set(let pages): handles = pages.map { session.controller(for: $0) }
            }
            guard handles.allSatisfy({ $0 != nil }) else {
                impossible.append("\(operation) names a page without a controller")
                perform(session.handle(.stackChanged(shown: shown, animated: false, coordinated: false)))
                return
            }
            // UIKit raises NSInvalidArgumentException ("Pushing the same view controller
            // instance more than once is not supported"); a set with a controller twice is as bad.
            guard Set(handles).count == handles.count else {
                impossible.append("\(operation) shows a controller twice: \(handles.map { $0 ?? "nil" })")
                perform(session.handle(.stackChanged(shown: shown, animated: false, coordinated: false)))
                return
            }
            shown = handles.compactMap { $0 }
            if animated, shown.last != from.last { flight = Flight(token: nil, from: from, interactive: false) }
            perform(session.handle(.stackChanged(shown: shown, animated: animated, coordinated: flight != nil)))
        }

        /// A `Navigator` call: the shell catches up, registers the pages, then asks.
        mutating func request(_ pages: [Session.Page] = [], animated: Bool, _ make: ([PageID]) -> NavigationRequest) {
            perform(session.handle(.catchUp(shown: shown, coordinated: flight != nil)))
            do throws(NavigationError) {
                let ids = try session.register(pages)
                perform(try session.request(make(ids), animated: animated))
            } catch {}
        }

        /// The user pops to `keep` pages (back button, swipe, back menu) or a
        /// controller is pushed directly; either way a stack method reports it.
        mutating func userChange(to target: [String], interactive: Bool, coordinated: Bool) {
            let from = shown
            shown = target
            if coordinated { flight = Flight(token: nil, from: from, interactive: interactive) }
            perform(session.handle(.stackChanged(shown: shown, animated: coordinated, coordinated: coordinated)))
        }

        mutating func endTransition(cancelling: Bool) {
            guard let ended = flight else { return }
            flight = nil
            let cancelled = cancelling && ended.interactive
            if cancelled { shown = ended.from }
            guard let token = ended.token else { return }
            perform(session.handle(.transitionEnded(token: token, shown: shown, cancelled: cancelled)))
        }
    }

    static let steps = zip(Gen.int(in: 0...11), Gen.int(in: 0...7)).array(of: 1...40)

    @Test("Every page the model refers to has a controller, and once settled the model is what UIKit shows")
    func randomReports() async {
        await propertyCheck(count: 250, input: Self.steps) { steps in
            var world = World()
            for (kind, argument) in steps {
                let animated = argument % 4 != 3
                let idle = world.flight == nil
                switch kind {
                case 0, 1:
                    let handle = world.newHandle("p")
                    world.request([.new(handle, id: argument % 2 == 0 ? PageID(handle) : nil)], animated: animated) { .push($0) }
                case 2:
                    world.request(animated: animated) { _ in .pop(count: argument % 3) }
                case 3:
                    let projected = world.session.stack.projectedPages
                    let existing = projected[argument % projected.count]
                    world.request(animated: animated) { _ in argument == 7 ? .popTo("unknown") : .popTo(existing) }
                case 4:
                    // Pages the app believes are in the stack; a change not reported yet may have popped them.
                    let kept = world.session.stack.projectedPages.prefix(argument % 3).map { Session.Page.existing($0) }
                    world.request(kept + [.new(world.newHandle("r"), id: nil)], animated: animated) { .replace($0) }
                case 5:
                    world.endTransition(cancelling: argument % 2 == 0)
                case 6 where idle && world.shown.count > 1:
                    let keep = 1 + argument % (world.shown.count - 1)
                    world.userChange(to: Array(world.shown.prefix(keep)), interactive: true, coordinated: true)
                case 7 where idle:
                    world.userChange(to: world.shown + [world.newHandle("u")], interactive: false, coordinated: argument % 2 == 0)
                case 8 where idle && world.shown.count > 1:
                    // A change no stack method reports: caught up later.
                    world.shown.removeLast()
                case 10:
                    // The app pushes a controller it already shows, under a new ID.
                    let again = world.shown[argument % world.shown.count]
                    world.request([.new(again, id: PageID(world.newHandle("again")))], animated: animated) { .push($0) }
                case 11:
                    // One controller pushed twice under two IDs, alone or after a fresh one.
                    let handle = world.newHandle("twice")
                    let first = argument % 2 == 0 ? [Session.Page.new(world.newHandle("p"), id: nil)] : []
                    let pages = first + [.new(handle, id: PageID(handle)), .new(handle, id: PageID("\(handle)-b"))]
                    world.request(pages, animated: animated) { argument % 4 < 2 ? .push($0) : .replace($0) }
                case 9:
                    world.perform(world.session.handle(.catchUp(shown: world.shown, coordinated: world.flight != nil)))
                default:
                    break
                }
                let referenced = world.session.stack.referencedPages
                #expect(referenced.allSatisfy { world.session.controller(for: $0) != nil }, "\(referenced)")
                #expect(!world.shown.isEmpty && Set(world.shown).count == world.shown.count)
            }

            while world.flight != nil { world.endTransition(cancelling: false) }
            world.perform(world.session.handle(.catchUp(shown: world.shown, coordinated: false)))
            #expect(world.impossible.isEmpty, "\(world.impossible)")
            #expect(!world.session.stack.isTransitioning)
            #expect(world.session.stack.queue.isEmpty)
            #expect(world.session.stack.pages.map { world.session.controller(for: $0) } == world.shown)
            #expect(world.session.heldPages == Set(world.session.stack.pages), "every other controller is released")
        }
    }
}

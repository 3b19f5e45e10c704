import BridgeCore
import PropertyBased
import Testing

/// Random view trees with `onSubmit` modifiers and submit scopes at every level,
/// and a field submitting `.text` or `.search` at a random leaf. The chain is
/// built top-down as SwiftUI's environment builds it; the reference walks up
/// from the field through the modifiers, as the submit article describes the rule.
@Suite("Submit: random handler trees against a walk up the tree")
struct SubmitChainPropertyTests {
    /// One modifier on the path from the root to the field, outermost first.
    enum Modifier: Sendable, CustomStringConvertible {
        case handler(SubmitTriggerSet, id: Int)
        case scope(isBlocking: Bool)

        var description: String {
            switch self {
            case .handler(let triggers, let id): "onSubmit(of: \(triggers)) #\(id)"
            case .scope(let isBlocking): "submitScope(\(isBlocking))"
            }
        }
    }

    /// The rule, read literally: from the field outward, run each handler
    /// that accepts the trigger until a scope or a handler that does not; the
    /// console shows them outermost first.
    static func reference(path: [Modifier], trigger: SubmitTriggerSet) -> [Int] {
        var reached: [Int] = []
        for modifier in path.reversed() {
            switch modifier {
            case .scope(let isBlocking):
                if isBlocking { return reached.reversed() }
            case .handler(let triggers, let id):
                guard triggers.contains(trigger) else { return reached.reversed() }
                reached.append(id)
            }
        }
        return reached.reversed()
    }

    static let triggerSets: [SubmitTriggerSet] = [.text, .search, [.text, .search], []]

    /// A modifier drawn from 0..<10: mostly handlers, sometimes scopes.
    static func modifier(_ code: Int, id: Int) -> Modifier {
        switch code {
        case 0: .scope(isBlocking: true)
        case 1: .scope(isBlocking: false)
        default: .handler(triggerSets[code % triggerSets.count], id: id)
        }
    }

    @Test("The chain's actions equal the walk up from the field, for every leaf of a random tree")
    func randomTrees() async {
        // A tree as paths: every leaf shares a random prefix with the others, the
        // way siblings share their ancestors' modifiers.
        let codes = Gen.int(in: 0...9).array(of: 0...12)
        let branches = Gen.int(in: 0...9).array(of: 0...6).array(of: 1...5)
        let triggerIndex = Gen.int(in: 0...1)
        await propertyCheck(count: 300, input: codes, branches, triggerIndex) { trunkCodes, branchCodes, index in
            let trigger: SubmitTriggerSet = index == 0 ? .text : .search
            var nextID = 0
            let trunk = trunkCodes.map { code -> Modifier in
                nextID += 1
                return Self.modifier(code, id: nextID)
            }
            // The environment at the end of the trunk, built once and shared.
            let shared = Self.chain(for: trunk)
            for leafCodes in branchCodes {
                let branch = leafCodes.map { code -> Modifier in
                    nextID += 1
                    return Self.modifier(code, id: nextID)
                }
                let chain = Self.extend(shared, with: branch)
                #expect(
                    chain.actions(for: trigger) == Self.reference(path: trunk + branch, trigger: trigger),
                    "path: \(trunk + branch), trigger: \(trigger)"
                )
            }
        }
    }

    static func chain(for path: [Modifier]) -> SubmitChain<Int> {
        extend(SubmitChain(), with: path)
    }

    static func extend(_ chain: SubmitChain<Int>, with path: [Modifier]) -> SubmitChain<Int> {
        path.reduce(chain) { chain, modifier in
            switch modifier {
            case .scope(let isBlocking): chain.scoped(isBlocking)
            case .handler(let triggers, let id): chain.adding(of: triggers, id)
            }
        }
    }
}

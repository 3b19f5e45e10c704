import BridgeCore
import Testing

@Suite("Submit: return key titles")
struct BridgedSubmitLabelTests {
    /// SwiftUI's nine submit labels and the UIKit return key with the same title.
    static let table: [(label: BridgedSubmitLabel, key: ReturnKey)] = [
        (.continue, .continue),
        (.done, .done),
        (.go, .go),
        (.join, .join),
        (.next, .next),
        (.return, .default),
        (.route, .route),
        (.search, .search),
        (.send, .send),
    ]

    @Test("Each label picks the return key with its title", arguments: table.indices)
    func labelToKey(index: Int) {
        let row = Self.table[index]
        #expect(row.label.returnKey == row.key)
    }

    @Test("The table covers every label, and no two labels share a key")
    func tableIsComplete() {
        #expect(Set(Self.table.map(\.label)) == Set(BridgedSubmitLabel.allCases))
        #expect(Set(BridgedSubmitLabel.allCases.map(\.returnKey)).count == BridgedSubmitLabel.allCases.count)
    }

    @Test("Every return key BridgeKit sets is some label's: no key is unreachable")
    func everyKeyHasALabel() {
        #expect(Set(BridgedSubmitLabel.allCases.map(\.returnKey)) == Set(ReturnKey.allCases))
    }
}

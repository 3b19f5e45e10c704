// diagnosed: put .lineLimit on the TextFieldWrapper itself, before SwiftUI's modifiers
import BridgeKit
import SwiftUI

// After a SwiftUI modifier whose type can be named (`.accessibilityIdentifier`,
// `.modifier`), `.lineLimit(2...5)` would be SwiftUI's own and the wrapper would
// lose the lower bound: it draws a warning naming the fix. (After `.padding()`,
// an opaque `some View`, nothing can warn: MultiLineText.md says why.)
struct LineLimitRangeAfterSwiftUIModifier: View {
    @State private var notes = ""

    var body: some View {
        TextFieldWrapper("Notes", text: $notes, axis: .vertical)
            .accessibilityIdentifier("notes")
            .lineLimit(2...5)
    }
}

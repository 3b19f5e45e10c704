// diagnosed: a wrapped field never submits .search
import BridgeKit
import SwiftUI

// SwiftUI submits `.search` only from a `searchable` field; on a wrapper this
// handler would compile and never run, so it draws a warning naming the fix.
struct SearchSubmitOnWrapper: View {
    @State private var query = ""

    var body: some View {
        TextFieldWrapper("Search", text: $query)
            .submitLabel(.search)
            .onBridgedSubmit(of: .search) { print("search for \(query)") }
    }
}

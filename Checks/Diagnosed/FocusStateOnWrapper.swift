// diagnosed: declare the state with @FieldFocusState instead of @FocusState
import BridgeKit
import SwiftUI

struct FocusStateOnWrapper: View {
    enum Field: Hashable { case name }

    @FocusState private var focus: Field?
    @State private var name = ""

    var body: some View {
        TextFieldWrapper("Name", text: $name)
            .focused($focus, equals: .name)
    }
}

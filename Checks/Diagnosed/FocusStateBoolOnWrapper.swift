// diagnosed: declare the state with @FieldFocusState instead of @FocusState
import BridgeKit
import SwiftUI

struct FocusStateBoolOnWrapper: View {
    @FocusState private var isFocused: Bool
    @State private var name = ""

    var body: some View {
        TextFieldWrapper("Name", text: $name)
            .focused($isFocused)
    }
}

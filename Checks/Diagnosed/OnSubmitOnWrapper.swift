// diagnosed: on a wrapped field, call it onBridgedSubmit
import BridgeKit
import SwiftUI

struct OnSubmitOnWrapper: View {
    @State private var name = ""

    var body: some View {
        TextFieldWrapper("Name", text: $name)
            .onSubmit { print("submit") }
    }
}

// diagnosed: a SwiftUI Font cannot reach the UITextField
import BridgeKit
import SwiftUI

struct SwiftUIFontOnWrapper: View {
    @State private var name = ""

    var body: some View {
        TextFieldWrapper("Name", text: $name)
            .font(.title)
    }
}

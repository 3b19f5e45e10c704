import BridgeKit
import SwiftUI
import UIKit

/// The UIKit views behind SwiftUI controls: a clear button on a native
/// `TextField` (SwiftUI has no modifier for it), and the keyboard dismiss mode
/// of the list's scroll view.
struct IntrospectionScreen: View {
    @State private var plain = "SwiftUI has no clear button setting"
    @State private var introspected = "Clear me with the ⓧ button"
    @State private var mode: UITextField.ViewMode = .whileEditing
    @State private var dismissesInteractively = true
    @State private var withButton = "Clear button always"
    @State private var withoutButton = "No clear button"

    var body: some View {
        Form {
            Section {
                TextField("Name", text: $plain)
            } header: {
                Text("TextField")
            } footer: {
                Text("SwiftUI's TextField offers no clear button.")
            }

            Section {
                TextField("Name", text: $introspected)
                    .introspectTextField(clearButtonMode: mode)
                Picker("clearButtonMode", selection: $mode) {
                    Text("never").tag(UITextField.ViewMode.never)
                    Text("while editing").tag(UITextField.ViewMode.whileEditing)
                    Text("unless editing").tag(UITextField.ViewMode.unlessEditing)
                    Text("always").tag(UITextField.ViewMode.always)
                }
                Text("binding: \(introspected)").font(.footnote).foregroundColor(.secondary)
            } header: {
                Text("TextField + .introspectTextField(clearButtonMode:)")
            } footer: {
                Text("BridgeKit finds the UITextField SwiftUI draws between two invisible markers around this TextField (public API only, once) and sets its clearButtonMode; the clear button empties the binding like typing does. If a future iOS builds the field differently, nothing is changed and debug builds print why.")
            }

            Section {
                VStack(spacing: 12) {
                    TextField("A", text: $withButton)
                        .introspectTextField(clearButtonMode: .always)
                    TextField("B", text: $withoutButton)
                        .introspectTextField(clearButtonMode: .never)
                }
            } header: {
                Text("Two fields in one VStack")
            } footer: {
                Text("Both fields hang under the same view at the same distance. Each modifier changes only its own field: A shows ⓧ, B never does.")
            }

            Section {
                Toggle("keyboardDismissMode = .interactive", isOn: $dismissesInteractively)
            } header: {
                Text(".introspectScrollView on this form")
            } footer: {
                Text("With the keyboard up, drag the form down: the keyboard follows your finger (interactive) or stays (the default). The closure runs on every update, so the toggle applies at once.")
            }
        }
        .introspectScrollView { scrollView in
            scrollView.keyboardDismissMode = dismissesInteractively ? .interactive : .none
        }
        .navigationTitle("Introspection")
    }
}

struct IntrospectionScreen_Previews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            IntrospectionScreen()
        }
    }
}

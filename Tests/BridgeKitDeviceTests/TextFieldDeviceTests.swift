#if canImport(UIKit) && canImport(SwiftUI)
import BridgeKit
import SwiftUI
import Testing
import UIKit

/// A wrapper bound to state the test can read.
@MainActor
final class TextModel {
    var text: String
    var commits: [String] = []
    init(_ text: String = "") { self.text = text }
    var binding: Binding<String> { Binding(get: { self.text }, set: { self.text = $0 }) }
}

@MainActor @Suite("TextFieldWrapper on UIKit")
struct TextFieldDeviceTests {
    @Test func typedTextReachesTheBinding() throws {
        let model = TextModel()
        let window = HostedWindow(TextFieldWrapper("name", text: model.binding))
        defer { window.close() }
        let field = try #require(window.first(UITextField.self))
        #expect(field.becomeFirstResponder())
        field.insertText("Tom")
        window.settle()
        #expect(field.text == "Tom")
        #expect(model.text == "Tom")
    }
}
#endif

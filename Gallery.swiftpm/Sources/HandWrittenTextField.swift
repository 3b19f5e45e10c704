import SwiftUI
import UIKit

/// The problem: a `UITextField` wrapped the way many apps first write it. It
/// copies the field's text into the binding on every change (input-method
/// composition included) and writes the binding back into the field on every
/// update, which moves the caret to the end and ends the composition. With a
/// `limit`, the length limit apps first write: after each change the text is
/// cut to its first `limit` characters (UIKit has applied the edit already).
struct HandWrittenTextField: UIViewRepresentable {
    let placeholder: String
    @Binding var text: String
    var limit: Int?

    func makeUIView(context: Context) -> UITextField {
        let field = UITextField()
        field.placeholder = placeholder
        field.borderStyle = .roundedRect
        field.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        let coordinator = context.coordinator
        let limit = limit
        field.addAction(UIAction { [weak field, weak coordinator] _ in
            guard let field else { return }
            if let limit, let text = field.text, text.count > limit { field.text = String(text.prefix(limit)) }
            coordinator?.text.wrappedValue = field.text ?? ""
        }, for: .editingChanged)
        return field
    }

    func updateUIView(_ field: UITextField, context: Context) {
        context.coordinator.text = $text
        field.text = text
    }

    func makeCoordinator() -> Coordinator {
        Coordinator(text: $text)
    }

    /// Holds the newest binding for the field's action.
    @MainActor
    final class Coordinator {
        var text: Binding<String>

        init(text: Binding<String>) {
            self.text = text
        }
    }
}

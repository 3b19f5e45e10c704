import SwiftUI
import UIKit

/// The length limit apps first write by hand, as a hand-written field's or
/// text view's `edit`: the text cut to its first `limit` characters.
func cutToLength(_ limit: Int) -> @MainActor (String) -> String {
    { String($0.prefix(limit)) }
}

/// The problem: a `UITextField` wrapped the way many apps first write it. It
/// copies the field's text into the binding on every change (input-method
/// composition included) and writes the binding back into the field on every
/// update, which moves the caret to the end and ends the composition. With an
/// `edit`, what apps first write to limit or format the text: after each
/// change (UIKit has applied it already) the field's text is replaced by
/// `edit` of it (`cut(to:)`, a formatter), then copied into the binding.
struct HandWrittenTextField: UIViewRepresentable {
    let placeholder: String
    @Binding var text: String
    var edit: (@MainActor (String) -> String)?

    func makeUIView(context: Context) -> UITextField {
        let field = UITextField()
        field.placeholder = placeholder
        field.borderStyle = .roundedRect
        field.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        let coordinator = context.coordinator
        field.addAction(UIAction { [weak field, weak coordinator] _ in
            guard let field, let coordinator else { return }
            if let edit = coordinator.edit {
                let edited = edit(field.text ?? "")
                if field.text != edited { field.text = edited }
            }
            coordinator.text.wrappedValue = field.text ?? ""
        }, for: .editingChanged)
        return field
    }

    func updateUIView(_ field: UITextField, context: Context) {
        context.coordinator.text = $text
        context.coordinator.edit = edit
        field.text = text
    }

    func makeCoordinator() -> Coordinator {
        Coordinator(text: $text, edit: edit)
    }

    /// Holds the newest binding and edit for the field's action.
    @MainActor
    final class Coordinator {
        var text: Binding<String>
        var edit: (@MainActor (String) -> String)?

        init(text: Binding<String>, edit: (@MainActor (String) -> String)?) {
            self.text = text
            self.edit = edit
        }
    }
}

import BridgeKit
import SwiftUI
import UIKit

/// State a check owns and a wrapper binds to.
@MainActor
final class CheckTextModel {
    var text: String
    var commits: [String] = []
    init(_ text: String = "") { self.text = text }
    var binding: Binding<String> { Binding(get: { self.text }, set: { self.text = $0 }) }
}

/// A selection binding a check owns.
@MainActor
final class CheckSelectionModel {
    var value: TextFieldSelection?
    /// How many times the wrapper wrote the binding.
    var writes = 0
    var binding: Binding<TextFieldSelection?> {
        Binding(get: { self.value }, set: { self.value = $0; self.writes += 1 })
    }
}

/// `selection`'s range as UTF-16 offsets of `text`.
func utf16Range(_ selection: TextFieldSelection?, in text: String) -> NSRange? {
    guard let range = selection?.range else { return nil }
    let lower = text.utf16.distance(from: text.utf16.startIndex, to: range.lowerBound)
    return NSRange(location: lower, length: text.utf16.distance(from: range.lowerBound, to: range.upperBound))
}

/// A wrapper hosted by a check, its text input (the `UITextField`, or the
/// `UITextView` of `axis: .vertical`) first responder and driven through
/// `UITextInput` as the keyboard drives it. `update()` rebuilds the root view,
/// as a parent's state change would.
@MainActor
final class HostedTextInput<Input: UIView & UITextInput> {
    let model: CheckTextModel
    let hosted: HostedCheckWindow<AnyView>
    let field: Input
    private let makeView: (CheckTextModel) -> AnyView

    private init(model: CheckTextModel, hosted: HostedCheckWindow<AnyView>, field: Input,
                 makeView: @escaping (CheckTextModel) -> AnyView) {
        self.model = model
        self.hosted = hosted
        self.field = field
        self.makeView = makeView
    }

    /// Hosts `makeView(model)` and makes its `Input` first responder.
    static func make(_ check: DeviceCheckContext, _ model: CheckTextModel = CheckTextModel(),
                     _ makeView: @escaping (CheckTextModel) -> AnyView) async throws -> HostedTextInput {
        let hosted = try await check.host(makeView(model))
        let field = try check.require(hosted.first(Input.self), "no \(Input.self) in the window")
        try check.require(field.becomeFirstResponder(), "the \(Input.self) did not become first responder")
        await check.turns(1)
        return HostedTextInput(model: model, hosted: hosted, field: field, makeView: makeView)
    }

    /// The app wrote the model: SwiftUI updates the wrapper.
    func update() async {
        await hosted.update(makeView(model))
    }

    /// The selection as UTF-16 offsets.
    var selection: NSRange? {
        guard let range = field.selectedTextRange else { return nil }
        let start = field.offset(from: field.beginningOfDocument, to: range.start)
        return NSRange(location: start, length: field.offset(from: range.start, to: range.end))
    }

    /// The caret as a UTF-16 offset.
    var caret: Int? { selection.map(\.location) }

    /// Selects `range` (UTF-16 offsets), as a tap or a drag of the handles does.
    func select(_ range: NSRange, _ check: DeviceCheckContext) throws {
        let start = try check.require(field.position(from: field.beginningOfDocument, offset: range.location),
                                      "no position at \(range.location)")
        let end = try check.require(field.position(from: start, offset: range.length), "no position at \(range)")
        field.selectedTextRange = field.textRange(from: start, to: end)
    }

    /// The text (`UITextField.text` or `UITextView.text`).
    var text: String? { (field as? UITextField)?.text ?? (field as? UITextView)?.text }
}

/// A single-line wrapper's `UITextField`, hosted.
typealias HostedCheckField = HostedTextInput<UITextField>
/// A vertical wrapper's `UITextView`, hosted.
typealias HostedCheckTextView = HostedTextInput<UITextView>

extension HostedCheckWindow {
    /// `views` top to bottom, by their frames in the window.
    func topToBottom<V: UIView>(_ views: [V]) -> [V] {
        views.sorted { $0.convert($0.bounds, to: window).minY < $1.convert($1.bounds, to: window).minY }
    }
}

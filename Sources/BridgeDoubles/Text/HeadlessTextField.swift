import BridgeCore
import Foundation

/// A headless `UITextField` in a SwiftUI view, driven the way UIKit and SwiftUI
/// drive the real one: delegate calls in UIKit's order, a binding whose writes
/// cause a view update, and a main queue for deferred work. Every decision comes
/// from the ``TextFieldSession`` inside; this type only plays UIKit's part.
/// Used by the tests, the benchmarks and `bridgekit demo`.
///
/// ```swift
/// var field = HeadlessTextField(model: "")
/// field.tap()
/// for letter in ["T", "o", "m"] { field.type(letter) }
/// field.model          // "Tom"
/// field.log            // ["isEditing true", "binding ← T", "binding ← To", "binding ← Tom"]
/// ```
package typealias HeadlessTextField = HeadlessTextInput<SingleLineTextInput>

/// The kind of ``HeadlessTextField``: a `UITextField`, whose Return is
/// `textFieldShouldReturn(_:)` and which has a clear button.
package enum SingleLineTextInput: HeadlessTextInputKind {}

extension HeadlessTextInput where Kind == SingleLineTextInput {
    /// A field showing `model` after SwiftUI's first update, with `rules`, on
    /// an iOS whose keyboard may show inline predictions when `showsInlinePredictions`.
    /// With `bindsSelection`, the view passes a selection binding (``selectionModel``);
    /// with `bindsContentState`, a content-state binding (``contentStateModel``).
    package init(model: String, rules: TextInputRules = TextInputRules(), isSecure: Bool = false, showsInlinePredictions: Bool = true, bindsSelection: Bool = false, bindsContentState: Bool = false) {
        var session = TextFieldSession(rules: rules)
        session.tracksSelection = bindsSelection
        session.tracksContentState = bindsContentState
        session.isSecure = isSecure
        session.showsInlinePredictions = showsInlinePredictions
        self.init(session: session, model: model, selectionReport: .none)
    }

    /// An update turns `.secure(_:)` on or off (a show/hide password button).
    /// Turned on while the field is first responder with text, UIKit clears
    /// the whole text with the next keystroke it applies (openradar 25690848).
    package mutating func setSecure(_ isSecure: Bool) {
        update { input in
            let wasSecure = input.session.isSecure
            input.session.isSecure = isSecure
            if isSecure, !wasSecure, input.isFirstResponder, !input.text.isEmpty { input.clearsOnNextEdit = true }
        }
        runLoop()
    }

    /// The user taps the clear button.
    package mutating func tapClearButton() {
        perform(session.handle(.clearRequested))
        runLoop()
    }

    /// The user taps return.
    package mutating func tapReturn() {
        perform(session.handle(.returnPressed(text, selection: selection, marked: markedRange)))
        runLoop()
    }
}

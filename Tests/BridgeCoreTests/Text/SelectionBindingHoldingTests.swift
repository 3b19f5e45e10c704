import BridgeCore
import BridgeDoubles
import Foundation
import Testing

private func caret(_ offset: Int) -> NSRange { NSRange(location: offset, length: 0) }

/// What an update reads of the selection binding. The app's body makes it
/// (`$selection`) only when it runs, which is not after every keystroke (taking
/// `$selection` is not a read); inside the update the binding gives the value it
/// was made with, unless SwiftUI refreshed it before the wrapper's body, which it
/// does for a `Binding` the wrapper stores directly (`BindingHolding`).
@Suite("Selection binding: an update reads the current selection, not the app body's")
struct SelectionBindingHoldingTests {

    /// A field showing "abcd" with the caret after "ab" when the app's body last
    /// ran (it reads the focus, which the tap changed), then moved to the end.
    private func caretMovedSinceTheAppsBodyRan(_ holding: BindingHolding? = nil) -> HeadlessTextField {
        var field = HeadlessTextField(model: "abcd", bindsSelection: true)
        if let holding { field.selectionHolding = holding }
        field.tap()
        field.select(caret(2))
        field.appBodyRuns()
        field.select(caret(4))
        return field
    }

    @Test func typingAfterTheCaretMovedKeepsTheCaretAfterWhatWasTyped() {
        var field = caretMovedSinceTheAppsBodyRan()
        field.type("e")
        field.type("f")
        #expect(field.text == "abcdef")
        #expect(field.model == "abcdef")
        #expect(field.selection == caret(6))
        #expect(field.selectionModelUTF16 == caret(6))
    }

    @Test func aSelectionTheAppStartedWithDoesNotComeBackAfterEachKeystroke() {
        var field = HeadlessTextField(model: "hello", bindsSelection: true)
        field.setSelectionModel(TextFieldSelection(insertionPoint: field.model.endIndex))
        field.tap()
        field.updateThenRunMainQueue()   // the app's caret applies on the next turn
        field.type("!")
        field.type("?")
        #expect(field.model == "hello!?")
        #expect(field.selection == caret(7))
    }

    /// The device symptom, reproduced with a binding the update reads as the app's
    /// body made it (a `Binding<…>?` in the wrapper): the update the text binding
    /// causes gives the old caret, which the session takes for the app's and
    /// selects, so the next letter goes there.
    @Test func aBindingKeptFromTheAppsBodyMovesTheCaretBack() {
        var field = caretMovedSinceTheAppsBodyRan(.keptFromTheAppsBody)
        field.type("e")
        #expect(field.selection == caret(2))
        field.type("f")
        #expect(field.model == "abfcde")
    }
}

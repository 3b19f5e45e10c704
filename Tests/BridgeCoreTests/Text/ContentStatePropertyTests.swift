import BridgeCore
import BridgeDoubles
import Foundation
import PropertyBased
import Testing

private let pieces = ["a", " ", "\n", "你", "😀", "🇨🇳", "e\u{301}", "に", "\u{915}\u{94D}"]

@Suite("Content state over random typing, compositions and predictions")
struct ContentStatePropertyTests {

    /// After every action, once the main queue has run: the state says there
    /// is content exactly when the binding holds text or an input method's
    /// marked text shows, and composing exactly when such marked text shows.
    /// A prediction (marked text with the caret at its start) is neither.
    /// Every transient state of a turn stays out of the binding: it is written
    /// at most once per action.
    @Test func theStateMatchesTheBindingAndTheMarkedText() async {
        let step = zip(Gen.int(in: 0...7), Gen.int(in: 0...40), Gen.element(of: pieces).map { $0 ?? "a" })
        await propertyCheck(count: 300, input: step.array(of: 1...14)) { steps in
            var view = HeadlessTextView(model: "", bindsContentState: true)
            view.tap()
            // Whether the marked text on screen is the keyboard's suggestion
            // (its caret at its start from the first report on).
            var markedBySuggestion = false
            for (code, number, piece) in steps {
                let offsets = [0] + view.text.indices.dropFirst().map { view.text.utf16Offset(of: $0) } + [view.text.utf16.count]
                let caret = offsets[number % offsets.count]
                if view.markedRange == nil { view.select(NSRange(location: caret, length: 0)) }
                let writes = view.contentStateWrites.count
                switch code {
                case 0, 1: view.type(piece)
                case 2: view.deleteBackward()
                case 3: view.compose(piece)
                case 4: view.commitComposition(piece)
                case 5:
                    // The keyboard predicts after typed text, not over a composition.
                    guard view.markedRange == nil else { continue }
                    view.select(NSRange(location: view.text.utf16.count, length: 0))
                    view.suggest(piece)
                case 6: view.finishComposition()
                default: view.setModel(number.isMultiple(of: 3) ? "" : piece)
                }
                let marked = view.markedRange ?? NSRange(location: 0, length: 0)
                let caretAtStart = view.selection == NSRange(location: marked.location, length: 0)
                if marked.length == 0 || !caretAtStart {
                    markedBySuggestion = false
                } else if code == 5 {
                    markedBySuggestion = true
                }
                #expect(view.contentStateWrites.count - writes <= 1)
                // An input method's marked text whose caret sits at its own start
                // (a join moved it there) has a prediction's shape: the session
                // may take it for either, as documented; what it says must still
                // agree with itself.
                let ambiguous = marked.length > 0 && caretAtStart && !markedBySuggestion
                let composing = ambiguous ? view.contentStateModel.isComposing : marked.length > 0 && !caretAtStart
                #expect(view.contentStateModel.isComposing == composing, "after \(code) \(piece.unicodeScalars.map(\.value)): \(view.text.debugDescription) marked \(String(describing: view.markedRange))")
                #expect(view.contentStateModel.hasContent == (!view.model.isEmpty || composing), "after \(code): model \(view.model.debugDescription), text \(view.text.debugDescription)")
            }
        }
    }
}

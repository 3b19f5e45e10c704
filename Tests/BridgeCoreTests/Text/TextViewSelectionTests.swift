import BridgeCore
import BridgeDoubles
import Foundation
import Testing

/// The selection binding of a text view, whichever of UIKit's reports comes
/// first (`textViewDidChangeSelection(_:)` or `textViewDidChange(_:)`): once per
/// keystroke, and right after UIKit changes the text itself (autocorrect, dictation).
@Suite("Text view: the selection binding through keystrokes and UIKit's own changes")
struct TextViewSelectionTests {
    func caret(_ offset: Int) -> NSRange { NSRange(location: offset, length: 0) }

    /// A text view with a selection binding showing `model`, tapped (caret at the end).
    func tappedView(_ model: String, selectionFirst: Bool) -> HeadlessTextView {
        var view = HeadlessTextView(model: model, bindsSelection: true, selectionReportedFirst: selectionFirst)
        view.tap()
        return view
    }

    /// Autocorrect turns "teh" into "thé", the caret staying at 3: the indices
    /// written for "teh" are rewritten for "thé" (3 UTF-16 units, 4 UTF-8 bytes).
    @Test func aChangeBeforeAnUnmovedCaretRewritesTheIndices() {
        var session = TextFieldSession()
        session.tracksSelection = true
        _ = session.handle(.modelChanged("teh"))
        _ = session.handle(.beganEditing)
        _ = session.handle(.selectionChanged(caret(3)))
        #expect(session.handle(.selectionChanged(caret(3))) == [])
        let effects = session.handle(.textChanged("thé", selection: caret(3), isComposing: false))
        let text = "thé"
        #expect(effects == [.setBinding("thé"), .setSelectionBinding(TextFieldSelection(insertionPoint: text.endIndex))])
    }

    /// A caret past the end of the text the session knows belongs to text not
    /// reported yet: nothing is written for it, the text's report writes once.
    @Test(arguments: [true, false])
    func autocorrectWritesTheSelectionBindingOnceForTheNewText(selectionFirst: Bool) {
        var view = tappedView("teh", selectionFirst: selectionFirst)
        let before = view.selectionWrites.count
        view.replaceWithoutProposal("the cat")
        #expect(view.selectionWrites.count - before == 1)
        #expect(view.selectionModelUTF16 == caret(7))
    }

    @Test(arguments: [true, false])
    func dictationEndsWithTheBindingAtTheCaretAfterTheWords(selectionFirst: Bool) {
        var view = tappedView("the cat", selectionFirst: selectionFirst)
        view.select(caret(3))
        view.startDictation()
        view.finishDictation("你好")
        #expect(view.model == "the你好 cat")
        #expect(view.selection == caret(5))
        #expect(view.selectionModelUTF16 == caret(5))
    }

    /// UIKit's report of the new caret may come before or after its report of
    /// the text (`textViewDidChangeSelection(_:)` around `textViewDidChange(_:)`):
    /// either way the selection binding is written once per keystroke, with
    /// indices into the text the binding holds.
    @Test(arguments: [true, false])
    func theSelectionBindingIsWrittenOncePerKeystrokeWhicheverReportComesFirst(selectionFirst: Bool) {
        var view = tappedView("", selectionFirst: selectionFirst)
        let before = view.selectionWrites.count
        view.type("你")
        view.tapReturn()
        view.type("👨‍👩‍👧")
        #expect(view.selectionWrites.count - before == 3)
        #expect(view.selectionModelUTF16 == view.selection)
        #expect(view.selection == caret("你\n👨‍👩‍👧".utf16.count))
    }
}

@testable import BridgeKitTool
import Foundation
import Testing

@Suite("bridgekit demo: text field chapter")
@MainActor
struct TextFieldDemoTests {
    let lines = DemoChapter.textField.lines()

    @Test("typing \"Tom\" mirrors into Text after each keystroke, with no write back into the field")
    func typingMirrorsIntoText() {
        #expect(lines.contains("  hand-written wrapper, binding written in shouldChangeCharactersIn: name:T, name:To, name:Tom"))
        #expect(lines.contains("  BridgeKit: T → name:T, o → name:To, m → name:Tom (3 binding writes, 0 field writes)"))
    }

    @Test("typing in the middle: the hand-written wrapper's write back sends the caret to the end, BridgeKit's caret stays")
    func typingInTheMiddle() {
        #expect(lines.contains { $0.hasPrefix("  hand-written wrapper: name:Taomr, caret 5:") })
        #expect(lines.contains { $0.hasPrefix("  BridgeKit: name:Tarom, caret 3:") })
    }

    @Test("\"Random Name\" while editing writes the field once and keeps the caret")
    func randomNameWhileEditing() {
        #expect(lines.contains("  hand-written wrapper: uiView.text = text on every update (5 writes so far); field \"57\", caret 1 → 2, the end"))
        #expect(lines.contains("  BridgeKit: field ← 57, once, because it differs; caret 1 → 2, carried through the change (all of it changed: the end)"))
    }

    @Test("onEditingChanged and onCommit print in order; return also ends editing in BridgeKit")
    func printsInOrder() {
        #expect(lines.contains("  hand-written wrapper: isEditing true, return (still editing: nothing resigns)"))
        #expect(lines.contains("  BridgeKit: isEditing true, return, isEditing false (return ends editing, as SwiftUI's TextField does)"))
    }

    @Test("an input method's marked text never reaches the binding; the commit does")
    func inputMethod() {
        #expect(lines.contains("  hand-written wrapper: \"n\", \"ni\", \"你\", each written back into the field mid-composition"))
        #expect(lines.contains("  BridgeKit: \"\", \"\", \"你\"; field and binding agree once the input method commits"))
    }

    @Test("a range splitting a flag or past the end is refused; maxLength refuses a paste over a selection that does not fit and cuts one at the caret")
    func badRangesAndRules() {
        #expect(lines.contains("  hand-written wrapper: NSString cuts the units as asked → \"🇨\", a lone regional indicator"))
        #expect(lines.contains("  BridgeKit: refused: splitsCharacter(utf16Offset: 2); the field keeps \"🇨🇳\""))
        #expect(lines.contains { $0.hasSuffix("BridgeKit: refused: outOfBounds({9, 0}, utf16Length: 5)") })
        #expect(lines.contains("  maxLength 5 (the hand-written wrapper has none), field \"Hello\": type \"!\" → \"Hello\", nothing happens;"))
        #expect(lines.contains("    select \"ello\", paste \"i there\" → \"Hello\" (refused whole: it would cut what it replaces);"))
        #expect(lines.contains("    delete \"ello\", paste \"i there\" at the caret → \"Hi th\" (cut to fit), caret 5, binding \"Hi th\""))
    }

    @Test("the chapter stays compact and is part of the tour, after sizing")
    func chapterInTour() {
        #expect((15...40).contains(lines.count))
        let titles = DemoTour.chapters.map(\.title)
        #expect(titles.firstIndex(of: "Wrapping UITextField") == titles.firstIndex(of: "Sizing UIKit views in SwiftUI").map { $0 + 1 })
    }

    @Test("the hand-written model: binding written through NSString, the field rewritten on every update, caret at the end")
    func handWrittenModel() {
        var naive = HandWrittenTextField(model: "")
        naive.type("a")
        naive.type("b")
        naive.select(NSRange(location: 1, length: 0))
        naive.type("c")
        #expect(naive.bindingWrites == ["a", "ab", "acb"])
        #expect(naive.text == "acb")
        #expect(naive.caret == 3)
        #expect(naive.fieldWrites == 4)
        #expect(HandWrittenTextField.utf16Replacing(NSRange(location: 1, length: 1), of: "a😀", with: "") == "a\u{FFFD}")
    }
}

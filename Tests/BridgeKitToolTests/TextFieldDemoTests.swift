@testable import BridgeKitTool
import Foundation
import Testing

@Suite("bridgekit demo: text field chapter")
@MainActor
struct TextFieldDemoTests {
    let lines = DemoChapter.textField.lines()

    @Test("typing \"Tom\" mirrors into Text after each keystroke, with no write back into the field")
    func typingMirrorsIntoText() {
        #expect(lines.contains("  seed 000, binding written in shouldChangeCharactersIn: name:T, name:To, name:Tom"))
        #expect(lines.contains("  BridgeKit: T → name:T, o → name:To, m → name:Tom (3 binding writes, 0 field writes)"))
    }

    @Test("typing in the middle: the seed's write back sends the caret to the end, BridgeKit's caret stays")
    func typingInTheMiddle() {
        #expect(lines.contains { $0.hasPrefix("  seed 000: name:Taomr, caret 5:") })
        #expect(lines.contains { $0.hasPrefix("  BridgeKit: name:Tarom, caret 3:") })
    }

    @Test("\"Random Name\" while editing writes the field once and keeps the caret")
    func randomNameWhileEditing() {
        #expect(lines.contains("  seed 000: uiView.text = text on every update (5 writes so far); field \"57\", caret 1 → 2, the end"))
        #expect(lines.contains("  BridgeKit: field ← 57, once, because it differs; caret 1 → 1"))
    }

    @Test("the seed's prints in order; return also ends editing in BridgeKit")
    func printsInOrder() {
        #expect(lines.contains("  seed 000: isEditing true, return (still editing: nothing resigns)"))
        #expect(lines.contains("  BridgeKit: isEditing true, return, isEditing false (return ends editing, as seed 002 says)"))
    }

    @Test("an input method's marked text never reaches the binding; the commit does")
    func inputMethod() {
        #expect(lines.contains("  seed 000: \"n\", \"ni\", \"你\", each written back into the field mid-composition"))
        #expect(lines.contains("  BridgeKit: \"\", \"\", \"你\"; field and binding agree once the input method commits"))
    }

    @Test("a range splitting a flag or past the end is refused; maxLength cuts a paste over a selection")
    func badRangesAndRules() {
        #expect(lines.contains("  seed 000: NSString cuts the units as asked → \"🇨\", a lone regional indicator"))
        #expect(lines.contains("  BridgeKit: refused: splitsCharacter(utf16Offset: 2); the field keeps \"🇨🇳\""))
        #expect(lines.contains { $0.hasSuffix("BridgeKit: refused: outOfBounds({9, 0}, utf16Length: 5)") })
        #expect(lines.contains("  maxLength 5 (the seed has none), field \"Hello\": type \"!\" → \"Hello\", nothing happens;"))
        #expect(lines.contains("    select \"ello\", paste \"i there\" → \"Hi th\" (cut to fit, not refused), caret 5, binding \"Hi th\""))
    }

    @Test("the chapter stays compact and is part of the tour, after sizing")
    func chapterInTour() {
        #expect((15...40).contains(lines.count))
        let titles = DemoTour.chapters.map(\.title)
        #expect(titles.firstIndex(of: "Wrapping UITextField") == titles.firstIndex(of: "Sizing UIKit views in SwiftUI").map { $0 + 1 })
    }

    @Test("the seed model: binding written through NSString, the field rewritten on every update, caret at the end")
    func seedModel() {
        var seed = SeedTextField(model: "")
        seed.type("a")
        seed.type("b")
        seed.select(NSRange(location: 1, length: 0))
        seed.type("c")
        #expect(seed.bindingWrites == ["a", "ab", "acb"])
        #expect(seed.text == "acb")
        #expect(seed.caret == 3)
        #expect(seed.fieldWrites == 4)
        #expect(SeedTextField.utf16Replacing(NSRange(location: 1, length: 1), of: "a😀", with: "") == "a\u{FFFD}")
    }
}

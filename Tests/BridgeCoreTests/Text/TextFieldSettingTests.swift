import BridgeCore
import Testing

@Suite("Text field settings: modifier over environment over UIKit's default")
struct TextFieldSettingTests {
    typealias Row = (setting: TextFieldSetting, hasModifier: Bool, hasEnvironment: Bool, winner: TextFieldSettingSource)

    /// Every setting with every combination of sources that hold a value.
    static let table: [Row] = [
        // The font follows `uiFont(_:)`; the wrapper's own `.font` wins over it.
        (.font, true, true, .modifier),
        (.font, true, false, .modifier),
        (.font, false, true, .environment),
        (.font, false, false, .uiKitDefault),
        // Autocorrection follows `autocorrectionDisabled()` the same way.
        (.autocorrection, true, true, .modifier),
        (.autocorrection, false, true, .environment),
        (.autocorrection, false, false, .uiKitDefault),
        // `isEnabled` has no modifier on the wrapper: `.disabled(_:)` decides.
        (.isEnabled, true, true, .environment),
        (.isEnabled, false, true, .environment),
        (.isEnabled, true, false, .uiKitDefault),
        // No readable environment value: an environment value is ignored.
        (.textColor, false, true, .uiKitDefault),
        (.textColor, true, true, .modifier),
        (.autocapitalization, false, true, .uiKitDefault),
        (.placeholder, true, false, .modifier),
        (.clearButtonMode, false, false, .uiKitDefault),
        (.keyboardType, true, false, .modifier),
        (.returnKey, false, true, .uiKitDefault),
        (.returnKey, true, false, .modifier),
        (.textContentType, true, true, .modifier),
        (.isSecure, false, false, .uiKitDefault),
        (.isSecure, true, false, .modifier),
    ]

    @Test("The first source the setting listens to that holds a value wins", arguments: table.indices)
    func winner(index: Int) {
        let row = Self.table[index]
        #expect(row.setting.winner(hasModifier: row.hasModifier, hasEnvironment: row.hasEnvironment) == row.winner)
    }

    @Test("resolve returns the winning source's value", arguments: table.indices)
    func resolvedValue(index: Int) {
        let row = Self.table[index]
        let value = row.setting.resolve(
            modifier: row.hasModifier ? "modifier" : nil,
            environment: row.hasEnvironment ? "environment" : nil,
            uiKitDefault: "default"
        )
        let expected = switch row.winner {
        case .modifier: "modifier"
        case .environment: "environment"
        case .uiKitDefault: "default"
        }
        #expect(value == expected)
    }

    @Test("Every setting ends at UIKit's default and lists the modifier before the environment")
    func everySettingFallsBackToUIKit() {
        for setting in TextFieldSetting.allCases {
            #expect(setting.sources.last == .uiKitDefault)
            #expect(setting.winner(hasModifier: false, hasEnvironment: false) == .uiKitDefault)
            if let modifier = setting.sources.firstIndex(of: .modifier),
               let environment = setting.sources.firstIndex(of: .environment) {
                #expect(modifier < environment)
            }
        }
    }

    @Test("Only the font, autocorrection, isEnabled and the Writing Tools settings listen to the environment")
    func environmentSources() {
        let listening = TextFieldSetting.allCases.filter { $0.sources.contains(.environment) }
        #expect(Set(listening) == [.font, .autocorrection, .isEnabled, .writingToolsBehavior, .writingToolsResultOptions])
    }
}

@Suite("Keyboard settings")
struct KeyboardSettingTests {
    @Test(arguments: TextFieldSetting.allCases)
    func onlyWhatTheKeyboardReadsConfiguresIt(setting: TextFieldSetting) {
        let readByTheKeyboard: Set<TextFieldSetting> = [.keyboardType, .returnKey, .autocapitalization, .autocorrection, .textContentType, .isSecure]
        #expect(setting.configuresKeyboard == readByTheKeyboard.contains(setting))
    }
}

@Suite("What the wrapper writes into the field on an update")
struct TextFieldSettingWriteTests {
    @Test func aFontDynamicTypeAdjustedStaysUntilTheWrappersOwnFontChanges() {
        // Written once, then UIKit scaled it (adjustsFontForContentSizeCategory).
        #expect(TextFieldSetting.needsWrite("body 17", lastWritten: nil, shown: "system 17"))
        #expect(!TextFieldSetting.needsWrite("body 17", lastWritten: "body 17", shown: "body 23"))
        #expect(TextFieldSetting.needsWrite("title 28", lastWritten: "body 17", shown: "body 23"))
    }

    @Test func aValueTheFieldAlreadyShowsIsNotWrittenAgain() {
        #expect(!TextFieldSetting.needsWrite("next", lastWritten: nil, shown: "next"))
        #expect(!TextFieldSetting.needsWrite("done", lastWritten: "next", shown: "done"))
    }
}

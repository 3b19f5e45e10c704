#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

/// The Writing Tools properties a wrapper controls, resolved like
/// `TextFieldTraits` and written only when they change.
///
/// UIKit's Writing Tools API is iOS 18 and exists only in the iOS 18 SDK and
/// later. `canImport(UIKit, _version:)` cannot tell SDKs apart (the SDKs carry
/// no UIKit module version: it holds for "18.0" with the iOS 17.0 SDK), so the
/// code that names it compiles under `canImport(SwiftUI, _version: 6.0)`,
/// SwiftUI 6 shipping in the same SDK. With an older SDK, and before iOS 18,
/// the settings do nothing.
@MainActor
struct WritingToolsTraits: Equatable {
    var behavior: TextWritingTools.Behavior
    var resultOptions: TextWritingTools.ResultOptions

    /// What UIKit gave the new view; `nil` where there is no Writing Tools.
    init?(defaultsOf view: some SessionTextView) {
        #if canImport(SwiftUI, _version: 6.0)
        guard #available(iOS 18.0, *) else { return nil }
        if let field = view as? UITextField {
            behavior = .init(field.writingToolsBehavior)
            resultOptions = .init(rawValue: field.allowedWritingToolsResultOptions.rawValue)
        } else if let textView = view as? UITextView {
            behavior = .init(textView.writingToolsBehavior)
            resultOptions = .init(rawValue: textView.allowedWritingToolsResultOptions.rawValue)
        } else {
            return nil
        }
        #else
        return nil
        #endif
    }

    /// These defaults under the environment, under the wrapper's modifiers.
    func resolved(options: TextFieldOptions, environment: EnvironmentValues) -> WritingToolsTraits {
        var traits = self
        traits.behavior = TextFieldSetting.writingToolsBehavior.resolve(
            modifier: options.writingToolsBehavior, environment: Self.behavior(in: environment), uiKitDefault: behavior)
        traits.resultOptions = TextFieldSetting.writingToolsResultOptions.resolve(
            modifier: options.writingToolsResultOptions, environment: environment.allowedWritingToolsResultOptions,
            uiKitDefault: resultOptions)
        return traits
    }

    /// SwiftUI's own `writingToolsBehavior` (iOS 18), which its
    /// `View.writingToolsBehavior(_:)` sets for text inputs below.
    private static func behavior(in environment: EnvironmentValues) -> TextWritingTools.Behavior? {
        #if canImport(SwiftUI, _version: 6.0)
        guard #available(iOS 18.0, *), let behavior = environment.writingToolsBehavior else { return nil }
        switch behavior {
        case .disabled: return TextWritingTools.Behavior.none
        case .complete: return .complete
        case .limited: return .limited
        default: return .default
        }
        #else
        return nil
        #endif
    }

    /// Writes what changed since `previous` and differs from what `view` holds.
    func apply(to view: some SessionTextView, after previous: WritingToolsTraits?) {
        #if canImport(SwiftUI, _version: 6.0)
        guard #available(iOS 18.0, *) else { return }
        let options = Self.writable(resultOptions, to: view)
        let uiOptions = UIWritingToolsResultOptions(rawValue: options.rawValue)
        let uiBehavior = behavior.uiKit
        if let field = view as? UITextField {
            if TextFieldSetting.needsWrite(behavior, lastWritten: previous?.behavior, shown: .init(field.writingToolsBehavior)) {
                field.writingToolsBehavior = uiBehavior
            }
            if TextFieldSetting.needsWrite(options, lastWritten: previous.map { Self.writable($0.resultOptions, to: view) }, shown: .init(rawValue: field.allowedWritingToolsResultOptions.rawValue)) {
                field.allowedWritingToolsResultOptions = uiOptions
            }
        } else if let textView = view as? UITextView {
            if TextFieldSetting.needsWrite(behavior, lastWritten: previous?.behavior, shown: .init(textView.writingToolsBehavior)) {
                textView.writingToolsBehavior = uiBehavior
            }
            if TextFieldSetting.needsWrite(options, lastWritten: previous.map { Self.writable($0.resultOptions, to: view) }, shown: .init(rawValue: textView.allowedWritingToolsResultOptions.rawValue)) {
                textView.allowedWritingToolsResultOptions = uiOptions
            }
        }
        #endif
    }

    /// `options` less what `view` cannot take: tables in a text view, and
    /// presentation intents before iOS 26.
    private static func writable(_ options: TextWritingTools.ResultOptions, to view: some SessionTextView) -> TextWritingTools.ResultOptions {
        var presentationIntentAvailable = false
        if #available(iOS 26.0, *) { presentationIntentAvailable = true }
        return options.supported(byTextView: view is UITextView, presentationIntentAvailable: presentationIntentAvailable)
    }
}

#if canImport(SwiftUI, _version: 6.0)
@available(iOS 18.0, *)
extension TextWritingTools.Behavior {
    init(_ behavior: UIWritingToolsBehavior) {
        switch behavior {
        case .none: self = .none
        case .complete: self = .complete
        case .limited: self = .limited
        default: self = .default
        }
    }

    var uiKit: UIWritingToolsBehavior {
        switch self {
        case .none: .none
        case .complete: .complete
        case .limited: .limited
        case .default: .default
        }
    }
}
#endif
#endif

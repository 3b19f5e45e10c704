#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

// Writing Tools (iOS 18.1+) settings, named as UIKit names them. Each resolves
// like the other settings: the wrapper's modifier, then the environment, then
// what UIKit gave the new view. On iOS 16 and 17 they do nothing.

extension TextFieldWrapper {
    /// The Writing Tools experience this field or text view offers
    /// (`writingToolsBehavior`); `.none` keeps Writing Tools away from it.
    ///
    /// ```swift
    /// TextFieldWrapper("Promo code", text: $code)
    ///     .writingToolsBehavior(.none)
    /// ```
    ///
    /// Without it, SwiftUI's `View.writingToolsBehavior(_:)` on an ancestor
    /// (iOS 18) applies, as it does to SwiftUI's own `TextField`; without
    /// either, UIKit's default (`.default`: the system chooses). Does nothing
    /// before iOS 18. While Writing Tools rewrites the text, no input rule
    /// runs and the binding waits for the result (see <doc:WritingTools>).
    public func writingToolsBehavior(_ behavior: TextWritingTools.Behavior) -> Self {
        with { $0.writingToolsBehavior = behavior }
    }

    /// What Writing Tools may hand back to this field or text view
    /// (`allowedWritingToolsResultOptions`).
    ///
    /// ```swift
    /// TextFieldWrapper("Notes", text: $notes, axis: .vertical)
    ///     .allowedWritingToolsResultOptions(.plainText)
    /// ```
    ///
    /// Without it, `View.allowedWritingToolsResultOptions(_:)` from an ancestor
    /// applies, then UIKit's default. A text view drops `.table` (UIKit throws
    /// for it); `.presentationIntent` is dropped before iOS 26. Does nothing
    /// before iOS 18.
    public func allowedWritingToolsResultOptions(_ options: TextWritingTools.ResultOptions) -> Self {
        with { $0.writingToolsResultOptions = options }
    }
}

private struct WritingToolsResultOptionsKey: EnvironmentKey {
    static var defaultValue: TextWritingTools.ResultOptions? { nil }
}

extension EnvironmentValues {
    /// What Writing Tools may hand back to the wrapped UIKit text views below,
    /// set with `View.allowedWritingToolsResultOptions(_:)`; `nil` (the default)
    /// leaves UIKit's.
    public var allowedWritingToolsResultOptions: TextWritingTools.ResultOptions? {
        get { self[WritingToolsResultOptionsKey.self] }
        set { self[WritingToolsResultOptionsKey.self] = newValue }
    }
}

extension View {
    /// Sets what Writing Tools may hand back to every ``TextFieldWrapper`` in
    /// this view without its own `allowedWritingToolsResultOptions(_:)`.
    ///
    /// ```swift
    /// Form {
    ///     TextFieldWrapper("Title", text: $title)
    ///     TextFieldWrapper("Notes", text: $notes, axis: .vertical)
    /// }
    /// .allowedWritingToolsResultOptions(.plainText)
    /// ```
    public func allowedWritingToolsResultOptions(_ options: TextWritingTools.ResultOptions) -> some View {
        environment(\.allowedWritingToolsResultOptions, options)
    }
}
#endif

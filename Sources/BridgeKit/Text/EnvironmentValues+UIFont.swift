#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

private struct UIFontKey: EnvironmentKey {
    static var defaultValue: UIFont? { nil }
}

extension EnvironmentValues {
    /// A UIKit font for the wrapped UIKit text views below, set with
    /// `View.uiFont(_:)`; `nil` (the default) leaves their font alone.
    ///
    /// SwiftUI's own `font` environment value holds a SwiftUI `Font`, which has no
    /// public conversion to `UIFont`, so a `UITextField` cannot follow it. This is
    /// the UIKit counterpart, in the environment, so any
    /// ancestor can set it.
    public var uiFont: UIFont? {
        get { self[UIFontKey.self] }
        set { self[UIFontKey.self] = newValue }
    }
}

extension View {
    /// Sets the UIKit font of every ``TextFieldWrapper`` in this view that has no
    /// `font(_:)` of its own.
    ///
    /// ```swift
    /// VStack {
    ///     TextFieldWrapper("name:", text: $name)
    ///     TextFieldWrapper("city:", text: $city)
    /// }
    /// .uiFont(.preferredFont(forTextStyle: .title1))
    /// ```
    ///
    /// It is not an overload of `font(_:)`: `.font(nil)` would become ambiguous
    /// in every view that uses it.
    public func uiFont(_ font: UIFont?) -> some View {
        environment(\.uiFont, font)
    }
}
#endif

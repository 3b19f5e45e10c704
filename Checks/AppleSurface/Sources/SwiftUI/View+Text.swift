// The view modifiers the documented text field examples use, and SwiftUI's own
// modifiers that share a name and parameter type with one of TextFieldWrapper's
// (`foregroundColor`, `keyboardType`, `textContentType`): mirrored so the
// examples check that, on a wrapper, the wrapper's method wins and the chain
// keeps its type.

extension View {

    // Mirrors: https://developer.apple.com/documentation/swiftui/view/disabled(_:)
    nonisolated public func disabled(_ disabled: Bool) -> some View { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/swiftui/view/autocorrectiondisabled(_:)
    // (Plumbing: the page prints `@export(implementation)`, which exports the
    // body for clients to inline. Here the body is `fatalError()`, so exporting it
    // would show clients an opaque result of type `Never` and flag every modifier
    // chained after it as never executed. The attribute affects inlining, not the
    // signature, so it is left out.)
    nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> some View { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/swiftui/view/foregroundcolor(_:)
    nonisolated public func foregroundColor(_ color: Color?) -> some View { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/swiftui/view/border(_:width:)
    nonisolated public func border<S>(_ content: S, width: CGFloat = 1) -> some View where S: ShapeStyle { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/swiftui/view/keyboardtype(_:)
    nonisolated public func keyboardType(_ type: UIKeyboardType) -> some View { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/swiftui/view/textcontenttype(_:)-ufdv
    nonisolated public func textContentType(_ textContentType: UITextContentType?) -> some View { fatalError() }
}

#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import UIKit

// SwiftUI modifiers that compile on any view but cannot reach the `UITextField`
// inside the wrapper. Written on the wrapper itself they draw a compiler warning
// that names what works instead, rather than silently doing nothing.
// `@available(*, unavailable)` would not: Swift ranks an unavailable member below
// SwiftUI's available `View` method of the same name and picks that one, silently.
// They are left out of the documentation: they exist only to be warned about.
extension TextFieldWrapper {
    /// Does nothing, with a warning: a SwiftUI `Font` cannot be turned into the `UIFont` the field
    /// draws with.
    @_documentation(visibility: internal)
    @available(*, deprecated, message: "a SwiftUI Font cannot reach the UITextField: use .font(UIFont.preferredFont(forTextStyle: .body)) on the wrapper, or .uiFont(_:) on a container")
    public func font(_ font: Font?) -> Self {
        self
    }

    /// Does nothing, with a warning: SwiftUI's focus system does not see a `UITextField` inside a
    /// representable.
    @_documentation(visibility: internal)
    @available(*, deprecated, message: "SwiftUI's FocusState does not move a UITextField's first responder: declare the state with @FieldFocusState instead of @FocusState")
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> Self {
        self
    }

    /// Does nothing, with a warning: SwiftUI's focus system does not see a `UITextField` inside a
    /// representable.
    @_documentation(visibility: internal)
    @available(*, deprecated, message: "SwiftUI's FocusState does not move a UITextField's first responder: declare the state with @FieldFocusState instead of @FocusState")
    public func focused(_ condition: FocusState<Bool>.Binding) -> Self {
        self
    }

    /// Runs `action` on return, with a warning: the wrapper's submit modifier is
    /// called `onBridgedSubmit(of:_:)`, the same name as the `View` modifier
    /// that also reaches wrapped fields.
    @_documentation(visibility: internal)
    @available(*, deprecated, renamed: "onBridgedSubmit(of:_:)", message: "on a wrapped field, call it onBridgedSubmit, as on any view around it")
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> Self {
        onBridgedSubmit(of: triggers) { action() }
    }
}
#endif

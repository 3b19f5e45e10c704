// SwiftUI's submit modifiers, which BridgeKit's `onBridgedSubmit(of:_:)` and
// `bridgedSubmitScope(_:)` apply for native fields, and `submitLabel(_:)`, which
// the examples use on native fields (and which a TextFieldWrapper's own
// `submitLabel(_:)` must win over). `transformEnvironment` is how the bridged
// modifiers add a handler to the chain a wrapped field reads.

extension View {

    // Mirrors: https://developer.apple.com/documentation/swiftui/view/onsubmit(of:_:)
    nonisolated public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/swiftui/view/submitscope(_:)
    nonisolated public func submitScope(_ isBlocking: Bool = true) -> some View { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/swiftui/view/submitlabel(_:)
    nonisolated public func submitLabel(_ submitLabel: SubmitLabel) -> some View { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/swiftui/view/transformenvironment(_:transform:)
    nonisolated public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View { fatalError() }
}

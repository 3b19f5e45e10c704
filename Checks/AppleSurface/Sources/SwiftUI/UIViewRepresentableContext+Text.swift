// The member BridgeKit's text field shell reads: `.disabled`, fonts and
// autocorrection reach a representable through its environment.

extension UIViewRepresentableContext {

    // Mirrors: https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext/environment
    @MainActor @preconcurrency public var environment: EnvironmentValues { fatalError() }
}

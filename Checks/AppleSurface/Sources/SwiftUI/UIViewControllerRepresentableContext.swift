// Mirrors: https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext
// No public initializer: "Don't create this structure yourself."
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<Representable> where Representable: UIViewControllerRepresentable {

    // Mirrors: https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext/coordinator
    // (page not in the docs corpus; shape from the twin
    // https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext/coordinator)
    @MainActor @preconcurrency public let coordinator: Representable.Coordinator
}

// Mirrors: https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext
// No public initializer: "Don't create this structure yourself."
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable> where Representable: UIViewRepresentable {

    // Mirrors: https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext/coordinator
    @MainActor @preconcurrency public let coordinator: Representable.Coordinator
}

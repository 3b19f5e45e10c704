// List's static-content initializer, used by seed 002's examples
// (`List { TextField(...) ... }`).

extension List where SelectionValue == Never {

    // Mirrors: https://developer.apple.com/documentation/swiftui/list/init(content:)
    nonisolated public init(@ContentBuilder content: () -> Content) { fatalError() }
}

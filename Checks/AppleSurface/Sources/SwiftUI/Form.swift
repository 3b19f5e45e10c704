// Only the initializer the documented examples use (seed 002's forms).

// Mirrors: https://developer.apple.com/documentation/swiftui/form
nonisolated public struct Form<Content> where Content: View {

    // Mirrors: https://developer.apple.com/documentation/swiftui/form/init(content:)
    nonisolated public init(@ContentBuilder content: () -> Content) { fatalError() }
}

// Plumbing: Form is a View in Apple's SDK (the page's "Conforms To" list).
extension Form: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

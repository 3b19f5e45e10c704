// Only the initializer the documented examples use.

// Mirrors: https://developer.apple.com/documentation/swiftui/vstack
@frozen nonisolated public struct VStack<Content> where Content: View {

    // Mirrors: https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
    nonisolated public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ContentBuilder content: () -> Content) { fatalError() }
}

// Plumbing: VStack is a View in Apple's SDK.
extension VStack: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

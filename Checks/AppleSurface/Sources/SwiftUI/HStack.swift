// Only the initializer the documented examples use.

// Mirrors: https://developer.apple.com/documentation/swiftui/hstack
@frozen nonisolated public struct HStack<Content> where Content: View {

    // Mirrors: https://developer.apple.com/documentation/swiftui/hstack/init(alignment:spacing:content:)
    // (page not in the docs corpus; shape from its twin VStack's
    // https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
    // with the vertical alignment HStackLayout's `init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil)` takes.)
    nonisolated public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ContentBuilder content: () -> Content) { fatalError() }
}

// Plumbing: HStack is a View in Apple's SDK.
extension HStack: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

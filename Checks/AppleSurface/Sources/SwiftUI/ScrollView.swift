// Only the initializer the documented examples use. The older
// `init(_:showsIndicators:content:)` (deprecated) is not mirrored: no example
// passes `showsIndicators`.

// Mirrors: https://developer.apple.com/documentation/swiftui/scrollview
nonisolated public struct ScrollView<Content> where Content: View {

    // Mirrors: https://developer.apple.com/documentation/swiftui/scrollview/init(_:content:)
    @export(implementation) nonisolated public init(_ axes: Axis.Set = .vertical, @ContentBuilder content: () -> Content) { fatalError() }
}

// Plumbing: ScrollView is a View in Apple's SDK (the page's "Conforms To" list).
extension ScrollView: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

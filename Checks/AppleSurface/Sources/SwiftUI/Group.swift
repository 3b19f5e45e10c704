// Only the view initializer the documented examples use (seed 002's nested
// submit handlers). Apple's Group also collects scenes and commands; its
// `init(content:)` for views lives in the `Content: View` extension.

// Mirrors: https://developer.apple.com/documentation/swiftui/group
@frozen public struct Group<Content> {}

extension Group where Content: View {

    // Mirrors: https://developer.apple.com/documentation/swiftui/group/init(content:)
    @export(implementation) nonisolated public init(@ContentBuilder content: () -> Content) { fatalError() }
}

// Plumbing: Group is a View when its content is (the page's "Conforms To" list).
extension Group: View where Content: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// Mirrors: https://developer.apple.com/documentation/swiftui/spacer
@frozen
public struct Spacer {

    // Mirrors: https://developer.apple.com/documentation/swiftui/spacer/init(minlength:)
    // (page not in the docs corpus; `init(minLength: CGFloat? = nil)`, the
    // initializer the page's examples call as `Spacer()`.)
    nonisolated public init(minLength: CGFloat? = nil) { fatalError() }
}

// Plumbing: Spacer is a View in Apple's SDK.
extension Spacer: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

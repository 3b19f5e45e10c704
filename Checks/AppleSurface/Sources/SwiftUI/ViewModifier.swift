// Mirrors: https://developer.apple.com/documentation/swiftui/viewmodifier
@MainActor @preconcurrency
public protocol ViewModifier {

    // Mirrors: https://developer.apple.com/documentation/swiftui/viewmodifier/body-swift.associatedtype
    associatedtype Body: View

    // Mirrors: https://developer.apple.com/documentation/swiftui/viewmodifier/content
    // (the page prints `typealias Content` without its underlying type; Apple's
    // interface spells it `_ViewModifier_Content<Self>`.)
    typealias Content = _ViewModifier_Content<Self>

    // Mirrors: https://developer.apple.com/documentation/swiftui/viewmodifier/body(content:)
    @ContentBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

// Plumbing: the proxy type behind `ViewModifier.Content`, a View in Apple's SDK.
@MainActor @preconcurrency
public struct _ViewModifier_Content<Modifier> where Modifier: ViewModifier {}

extension _ViewModifier_Content: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// Mirrors: https://developer.apple.com/documentation/swiftui/modifiedcontent
@frozen
public struct ModifiedContent<Content, Modifier> {

    // Mirrors: https://developer.apple.com/documentation/swiftui/modifiedcontent/content
    public var content: Content

    // Mirrors: https://developer.apple.com/documentation/swiftui/modifiedcontent/modifier
    public var modifier: Modifier

    // Mirrors: https://developer.apple.com/documentation/swiftui/modifiedcontent/init(content:modifier:)
    nonisolated public init(content: Content, modifier: Modifier) { fatalError() }
}

// Plumbing: Apple's SDK makes ModifiedContent a View when its content is a
// View and its modifier a ViewModifier (the page's "Conforms To" list).
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

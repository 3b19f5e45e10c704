// Mirrors: https://developer.apple.com/documentation/swiftui/accessibilityattachmentmodifier
nonisolated public struct AccessibilityAttachmentModifier {}

// Plumbing: the page's "Conforms To" list names ViewModifier; its body is SwiftUI's.
extension AccessibilityAttachmentModifier: ViewModifier {
    public typealias Body = Never
    public func body(content: Content) -> Never { fatalError() }
}

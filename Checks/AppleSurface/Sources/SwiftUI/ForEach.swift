// Named by List's data-driven initializers (`Content == ForEach<...>`); the
// documented examples never create one directly, so no initializer is mirrored.

// Mirrors: https://developer.apple.com/documentation/swiftui/foreach
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {}

// Plumbing: Apple's SDK makes ForEach a View when its content is a View
// (`extension ForEach: View where Content: View`), which List's `Content: View`
// requirement relies on.
extension ForEach: View where Content: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

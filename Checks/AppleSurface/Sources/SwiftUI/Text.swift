// Only the initializer the documented examples use. A string literal picks
// `init(_:tableName:bundle:comment:)` (a LocalizedStringKey) on iOS, which is
// not mirrored: every literal the examples pass is also a valid `S: StringProtocol`,
// so the examples type-check the same way against this overload.

// Mirrors: https://developer.apple.com/documentation/swiftui/text
@frozen
public struct Text {

    // Mirrors: https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
    public init<S>(_ content: S) where S: StringProtocol { fatalError() }
}

// Plumbing: Text is a primitive View in Apple's SDK (its body is never called).
extension Text: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

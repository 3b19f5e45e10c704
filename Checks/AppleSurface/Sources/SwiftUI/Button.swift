// Only the initializer the documented examples use (a title string, as Text's
// note on string literals explains).

// Mirrors: https://developer.apple.com/documentation/swiftui/button
nonisolated public struct Button<Label> where Label: View {}

extension Button where Label == Text {

    // Mirrors: https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7
    @preconcurrency nonisolated public init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S: StringProtocol { fatalError() }
}

// Plumbing: Button is a View in Apple's SDK (the page's "Conforms To" list).
extension Button: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

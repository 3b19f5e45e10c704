// Only the initializer the documented examples use (a title string, as Text's
// note on string literals explains).

// Mirrors: https://developer.apple.com/documentation/swiftui/textfield
nonisolated public struct TextField<Label> where Label: View {}

extension TextField where Label == Text {

    // Mirrors: https://developer.apple.com/documentation/swiftui/textfield/init(_:text:)-2laoi
    @export(implementation) nonisolated public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol { fatalError() }
}

// Plumbing: TextField is a View in Apple's SDK (the page's "Conforms To" list).
extension TextField: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

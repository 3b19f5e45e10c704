// Only as much of ViewBuilder as View's declaration needs: a result builder
// must declare at least one `buildBlock`.

// Mirrors: https://developer.apple.com/documentation/swiftui/viewbuilder
@resultBuilder
public struct ViewBuilder {

    // Mirrors: https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
    @export(implementation)
    public static func buildBlock<Content>(_ content: Content) -> Content { fatalError() }
}

// Mirrors: https://developer.apple.com/documentation/swiftui/view
@MainActor @preconcurrency
public protocol View {

    // Mirrors: https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
    associatedtype Body: View

    // Mirrors: https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    // (`@ContentBuilder` is the current docs' spelling; it is a typealias of
    // `ViewBuilder`, the attribute older SDKs print here. Same type either way.)
    @ContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

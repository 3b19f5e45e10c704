// Plumbing: SwiftUI makes `Never` a View so that primitive views and the
// representable protocols (`where Self.Body == Never`) satisfy View's
// `Body: View` requirement. Apple's interface declares the same conformance.
extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

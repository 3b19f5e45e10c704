// What a content builder makes of several views. Only the type: the documented
// examples never create one directly.

// Mirrors: https://developer.apple.com/documentation/swiftui/tupleview
@frozen nonisolated public struct TupleView<T> {}

// Plumbing: TupleView is a View in Apple's SDK ("A View created from a swift
// tuple of View values").
extension TupleView: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

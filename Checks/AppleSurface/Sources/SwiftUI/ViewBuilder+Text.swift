// Several children in one builder block (seed 000's demos stack a field, a text
// and buttons).

extension ViewBuilder {

    // Mirrors: https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-2bj1g
    @export(implementation) public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)> where repeat each Content: View { fatalError() }
}

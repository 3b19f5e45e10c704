// Only the data-driven initializers the documented examples use. Both live in
// Apple's `extension List where SelectionValue == Never` (a list without selection).

// Mirrors: https://developer.apple.com/documentation/swiftui/list
nonisolated public struct List<SelectionValue, Content> where SelectionValue: Hashable, Content: View {}

extension List where SelectionValue == Never {

    // Mirrors: https://developer.apple.com/documentation/swiftui/list/init(_:rowcontent:)-3vn6i
    @export(implementation) nonisolated public init<Data, RowContent>(_ data: Data, @ContentBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/swiftui/list/init(_:id:rowcontent:)-4s0aj
    @export(implementation) nonisolated public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>, @ContentBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View { fatalError() }
}

// Plumbing: List is a View in Apple's SDK (the page's "Conforms To" list).
extension List: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension View {

    // Mirrors: https://developer.apple.com/documentation/swiftui/view/padding(_:_:)
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/swiftui/view/padding(_:)-68shk
    nonisolated public func padding(_ length: CGFloat) -> some View { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/swiftui/view/fixedsize()
    nonisolated public func fixedSize() -> some View { fatalError() }
}

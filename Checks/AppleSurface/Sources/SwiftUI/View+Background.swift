extension View {

    // Mirrors: https://developer.apple.com/documentation/swiftui/view/background(alignment:content:)
    // (the opaque result's underlying type is `Never` here: the body never returns.)
    nonisolated public func background<V>(alignment: Alignment = .center, @ContentBuilder content: () -> V) -> some View where V: View { fatalError() }
}

extension View {

    // Mirrors: https://developer.apple.com/documentation/swiftui/view/environment(_:_:)
    // (the opaque result's underlying type is `Never` here: the body never returns.)
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { fatalError() }
}

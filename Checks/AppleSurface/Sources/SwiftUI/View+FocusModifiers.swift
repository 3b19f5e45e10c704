// The SwiftUI focus, change and preference modifiers BridgeKit's native-field
// focus helpers build on.

extension View {

    // MARK: Focus

    // Mirrors: https://developer.apple.com/documentation/swiftui/view/focused(_:equals:)
    nonisolated public func focused<Value>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View where Value: Hashable { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/swiftui/view/focused(_:)
    nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View { fatalError() }

    // MARK: Changes

    // Mirrors: https://developer.apple.com/documentation/swiftui/view/onchange(of:perform:)
    // (availability as the page lists it: iOS 14.0 – 17.0, i.e. deprecated in
    // iOS 17; the deprecation message is the one Xcode prints for it.)
    @available(iOS, introduced: 14.0, deprecated: 17.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
    nonisolated public func onChange<V>(of value: V, perform action: @escaping (V) -> Void) -> some View where V: Equatable { fatalError() }

    // MARK: Preferences

    // Mirrors: https://developer.apple.com/documentation/swiftui/view/preference(key:value:)
    nonisolated public func preference<K>(key: K.Type = K.self, value: K.Value) -> some View where K: PreferenceKey { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/swiftui/view/onpreferencechange(_:perform:)
    nonisolated public func onPreferenceChange<K>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View where K: PreferenceKey, K.Value: Equatable { fatalError() }
}

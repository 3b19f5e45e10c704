// Only the members BridgeKit uses.

// Mirrors: https://developer.apple.com/documentation/swiftui/draggesture
@MainActor @preconcurrency
public struct DragGesture {

    // Mirrors: https://developer.apple.com/documentation/swiftui/draggesture/value
    // (Equatable in Apple's interface; onChanged(_:) requires it.)
    public struct Value: Equatable {}

    // Mirrors: https://developer.apple.com/documentation/swiftui/draggesture/init(minimumdistance:coordinatespace:)
    // (the docs corpus has only the iOS 17 overload, which takes
    // `some CoordinateSpaceProtocol`; this is the iOS 13 overload iOS 16 calls,
    // `init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local)`,
    // with the types of https://developer.apple.com/documentation/swiftui/draggesture/minimumdistance
    // and https://developer.apple.com/documentation/swiftui/draggesture/coordinatespace.)
    @MainActor @preconcurrency public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) { fatalError() }
}

// Plumbing: DragGesture is a primitive Gesture in Apple's SDK (Body == Never).
extension DragGesture: Gesture {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// Mirrors: https://developer.apple.com/documentation/swiftui/gesture
@MainActor @preconcurrency
public protocol Gesture<Value> {

    // Mirrors: https://developer.apple.com/documentation/swiftui/gesture/value
    associatedtype Value

    // Mirrors: https://developer.apple.com/documentation/swiftui/gesture/body-swift.associatedtype
    associatedtype Body: Gesture

    // Mirrors: https://developer.apple.com/documentation/swiftui/gesture/body-swift.property
    @MainActor @preconcurrency var body: Self.Body { get }
}

extension Gesture {

    // Mirrors: https://developer.apple.com/documentation/swiftui/gesture/onchanged(_:)
    // (Apple's extension constrains `Value: Equatable`, as the symbol's
    // identifier shows; DragGesture.Value is Equatable.)
    nonisolated public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> where Self.Value: Equatable { fatalError() }
}

// Plumbing: the gesture `onChanged(_:)` returns. Apple's public interface
// declares `_ChangedGesture<Content: Gesture>: Gesture`; it has no page.
public struct _ChangedGesture<Content> where Content: Gesture {}

extension _ChangedGesture: Gesture {
    public typealias Value = Content.Value
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// Plumbing: primitive gestures have `Body == Never`; SwiftUI's interface makes
// `Never` a Gesture as it makes it a View.
extension Never: Gesture {
    public typealias Value = Never
}

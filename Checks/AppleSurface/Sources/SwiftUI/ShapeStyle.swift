// Only the declaration and the `.blue` shorthand `border(.blue)` resolves
// through. The protocol's requirements (`resolve(in:)`) are not mirrored:
// BridgeKit never adopts it.

// Mirrors: https://developer.apple.com/documentation/swiftui/shapestyle
public protocol ShapeStyle: Sendable {}

extension ShapeStyle where Self == Color {

    // Mirrors: https://developer.apple.com/documentation/swiftui/shapestyle/blue
    // (page not in the docs corpus; same shape as its sibling
    // https://developer.apple.com/documentation/swiftui/shapestyle/cyan,
    // `@export(implementation) static var cyan: Color { get }`.)
    @export(implementation) public static var blue: Color { fatalError() }
}

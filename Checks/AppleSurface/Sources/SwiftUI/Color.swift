// Only what the documented text field examples use. The page's relationship
// list is not in the docs corpus; Color is Sendable and a ShapeStyle (it is
// passed to `border(_:width:)`), so those two conformances are declared.
// Color is also a View in Apple's SDK; no example uses it as one.

// Mirrors: https://developer.apple.com/documentation/swiftui/color
@frozen
public struct Color: Hashable, Sendable {

    // Mirrors: https://developer.apple.com/documentation/swiftui/color/red
    public static let red: Color = { fatalError() }()

    // Mirrors: https://developer.apple.com/documentation/swiftui/color/blue
    public static let blue: Color = { fatalError() }()
}

// Plumbing: Color adopts ShapeStyle in Apple's SDK (the page's overview uses
// colors as shape styles; see ShapeStyle.swift).
extension Color: ShapeStyle {}

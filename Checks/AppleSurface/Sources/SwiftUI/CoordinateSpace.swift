// Only the case BridgeKit names (as DragGesture's default argument).

// Mirrors: https://developer.apple.com/documentation/swiftui/coordinatespace
public enum CoordinateSpace {

    // Mirrors: https://developer.apple.com/documentation/swiftui/coordinatespace/local
    case local
}

// Mirrors: https://developer.apple.com/documentation/swiftui/scrolldismisseskeyboardmode
public struct ScrollDismissesKeyboardMode {

    // Mirrors: https://developer.apple.com/documentation/swiftui/scrolldismisseskeyboardmode/immediately
    public static var immediately: ScrollDismissesKeyboardMode { fatalError() }
}

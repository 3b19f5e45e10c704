// The SwiftUI modifiers BridgeKit's keyboard shell uses: shortcuts, the hidden
// shortcut button's presentation, scroll and drag dismissal.

extension View {

    // MARK: Keyboard shortcuts

    // Mirrors: https://developer.apple.com/documentation/swiftui/view/keyboardshortcut(_:modifiers:)
    nonisolated public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { fatalError() }

    // MARK: Presentation of a view that only carries a shortcut

    // Mirrors: https://developer.apple.com/documentation/swiftui/view/opacity(_:)
    nonisolated public func opacity(_ opacity: Double) -> some View { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/swiftui/view/accessibilityhidden(_:)
    nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }

    // MARK: Keyboard dismissal

    // Mirrors: https://developer.apple.com/documentation/swiftui/view/scrolldismisseskeyboard(_:)
    nonisolated public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/swiftui/view/simultaneousgesture(_:including:)
    nonisolated public func simultaneousGesture<T>(_ gesture: T, including mask: GestureMask = .all) -> some View where T: Gesture { fatalError() }
}

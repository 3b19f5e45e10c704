/// How the bar above the keyboard (`inputAccessory(_:)`) is laid out and
/// drawn.
///
/// - **Safe area.** The bar keeps the screen edges' safe area: with a hardware
///   keyboard it sits at the bottom of the screen, above the home indicator,
///   and in landscape its edge buttons stay clear of the sensor housing. The
///   keyboard's own region plays no part (the bar is part of the keyboard).
/// - **Background.** The keyboard's: UIKit's `UIInputView` with the keyboard
///   style blurs and tints like the keyboard, in light and dark mode; the
///   SwiftUI content draws on a clear background over it.
///
/// ```swift
/// InputAccessoryLayout.bar.insets       // .screenEdges
/// InputAccessoryLayout.bar.background   // .keyboard
/// ```
package struct InputAccessoryLayout: Hashable, Sendable {
    /// Which insets the content is laid out inside.
    package enum Insets: Hashable, Sendable {
        /// None: content reaches the screen's edges.
        case none
        /// The screen-edge safe area (home indicator, sensor housing).
        case screenEdges
    }

    /// What is drawn behind the content.
    package enum Background: Hashable, Sendable {
        /// The hosting view's own opaque background.
        case opaque
        /// The keyboard's blur and tint (`UIInputView.Style.keyboard`).
        case keyboard
    }

    package let insets: Insets
    package let background: Background

    /// The accessory bar's layout.
    package static let bar = InputAccessoryLayout(insets: .screenEdges, background: .keyboard)
}

#if canImport(UIKit) && canImport(SwiftUI, _version: 6.0)
import BridgeCore
import SwiftUI

// SwiftUI's `TextSelection` exists from iOS 18 (SwiftUI 6, the Xcode 16 SDK).
// These conversions compile only with that SDK or newer; the iOS 17.0 SDK
// this project's check uses does not have the type, so there they are left out.

@available(iOS 18.0, macCatalyst 18.0, visionOS 2.0, *)
extension TextFieldSelection {
    /// The same caret or range as SwiftUI's `TextSelection`, for an app moving
    /// between a wrapper and SwiftUI's `TextField(_:text:selection:)`.
    ///
    /// ```swift
    /// @State private var selection: TextSelection?
    ///
    /// let bridged = selection.flatMap(TextFieldSelection.init)
    /// ```
    ///
    /// `nil` for several ranges at once (`TextSelection` has them on macOS
    /// only): a wrapper has one selection.
    public init?(_ selection: TextSelection) {
        switch selection.indices {
        case .selection(let range):
            self.init(range: range)
        case .multiSelection(let ranges):
            guard ranges.ranges.count == 1, let only = ranges.ranges.first else { return nil }
            self.init(range: only)
        @unknown default:
            return nil
        }
    }
}

@available(iOS 18.0, macCatalyst 18.0, visionOS 2.0, *)
extension TextSelection {
    /// The same caret or range as a wrapper's ``TextFieldSelection``.
    ///
    /// ```swift
    /// let swiftUISelection = bridged.map(TextSelection.init)
    /// ```
    public init(_ selection: TextFieldSelection) {
        if selection.isInsertion {
            self.init(insertionPoint: selection.range.lowerBound)
        } else {
            self.init(range: selection.range)
        }
    }
}
#endif

#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

extension View {
    /// Hands you the `UIScrollView` behind a SwiftUI `List` or `ScrollView`, for
    /// settings SwiftUI does not offer.
    ///
    /// BridgeKit puts an invisible marker behind the view and searches from it for
    /// the nearest `UIScrollView` (see `HierarchySearch`): nearest first, bounded,
    /// done once, kept weakly, repeated only after SwiftUI replaced the scroll view
    /// or the marker moved. When it finds nothing, debug builds print why. A `List`
    /// is a `UICollectionView` from iOS 16 and was a `UITableView` before; both are
    /// found as `UIScrollView`, so a change of backing class does not break it.
    /// `customize` runs on every update with the current closure; keep it idempotent.
    ///
    /// ```swift
    /// List(items) { Text($0.name) }
    ///     .introspectScrollView { $0.keyboardDismissMode = .onDrag }
    /// ```
    ///
    /// Introspection depends on how SwiftUI builds its views, which Apple does not
    /// promise: prefer a SwiftUI modifier whenever one exists.
    public func introspectScrollView(_ customize: @escaping @MainActor (UIScrollView) -> Void) -> some View {
        background { IntrospectionMarker<UIScrollView>(customize: customize) }
    }

    /// Hands you the `UITextField` behind a SwiftUI `TextField` or `SecureField`.
    ///
    /// Same mechanism as `introspectScrollView(_:)`; the nearest
    /// text field to this view wins, so apply it to the field itself, not to a
    /// `Form` holding several.
    ///
    /// ```swift
    /// TextField("Name", text: $name)
    ///     .introspectTextField { $0.returnKeyType = .next }
    /// ```
    public func introspectTextField(_ customize: @escaping @MainActor (UITextField) -> Void) -> some View {
        background { IntrospectionMarker<UITextField>(customize: customize) }
    }

    /// Shows the native text field's clear button, which SwiftUI's `TextField` has
    /// no modifier for: for one missing setting, introspect the native control
    /// instead of wrapping `UITextField` yourself.
    ///
    /// ```swift
    /// TextField("Name", text: $name)
    ///     .clearButtonMode(.whileEditing)
    /// ```
    public func clearButtonMode(_ mode: UITextField.ViewMode) -> some View {
        introspectTextField { $0.clearButtonMode = mode }
    }
}
#endif

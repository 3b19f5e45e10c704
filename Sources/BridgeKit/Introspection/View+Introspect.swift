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
        background { IntrospectionMarker<UIScrollView>(modifier: ".introspectScrollView", customize: customize) }
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
        background { IntrospectionMarker<UITextField>(modifier: ".introspectTextField", customize: customize) }
    }

    /// Shows the clear button of the `UITextField` found behind a SwiftUI
    /// `TextField`, which has no modifier for it: for one missing setting,
    /// introspect the native control instead of wrapping `UITextField` yourself.
    ///
    /// It works by introspection, as its name says: when no text field is found
    /// it changes nothing, and debug builds print why. On a ``TextFieldWrapper``,
    /// use the wrapper's own `clearButtonMode(_:)`, which sets its field directly.
    ///
    /// ```swift
    /// TextField("Name", text: $name)
    ///     .introspectTextField(clearButtonMode: .whileEditing)
    /// ```
    public func introspectTextField(clearButtonMode mode: UITextField.ViewMode) -> some View {
        background {
            IntrospectionMarker<UITextField>(modifier: ".introspectTextField(clearButtonMode:)") { $0.clearButtonMode = mode }
        }
    }
}
#endif

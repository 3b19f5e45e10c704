#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

extension View {
    /// Hands you the `UIScrollView` behind a SwiftUI `List` or `ScrollView`, for
    /// settings SwiftUI does not offer.
    ///
    /// BridgeKit puts an invisible marker behind the view and one in front of it,
    /// and takes the `UIScrollView` SwiftUI draws between them (see
    /// `BracketedHierarchySearch`): a scroll view next to this one is never taken.
    /// The search is bounded, done once, kept weakly, and repeated when what lies
    /// between the markers changed or a marker moved. When it finds none, or
    /// several (the modifier is on a container), it changes nothing and debug
    /// builds print why. A `List`
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
        modifier(IntrospectionModifier<UIScrollView>(name: ".introspectScrollView", customize: customize))
    }

    /// Hands you the `UITextField` behind a SwiftUI `TextField` or `SecureField`.
    ///
    /// Same mechanism as `introspectScrollView(_:)`: the text field between this
    /// view's markers, never a neighbour's. Apply it to the field itself; on a
    /// `Form` or stack holding several it finds several and changes none.
    ///
    /// ```swift
    /// TextField("Name", text: $name)
    ///     .introspectTextField { $0.returnKeyType = .next }
    /// ```
    public func introspectTextField(_ customize: @escaping @MainActor (UITextField) -> Void) -> some View {
        modifier(IntrospectionModifier<UITextField>(name: ".introspectTextField", customize: customize))
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
        modifier(IntrospectionModifier<UITextField>(name: ".introspectTextField(clearButtonMode:)") { $0.clearButtonMode = mode })
    }
}
#endif

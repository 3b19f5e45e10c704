/// How a view holds a binding it hands to a representable's `updateUIView`, and
/// so what the update reads (read inside a SwiftUI update, a binding gives the
/// value it was made with: ``HeadlessBinding``).
///
/// SwiftUI gives a view's `DynamicProperty` fields their current values before
/// it recomputes the view's `body` (Apple's `DynamicProperty`: "The view gives
/// values to these properties prior to recomputing the view's body"), and
/// `Binding` is one. It finds them among the view's stored properties by type
/// (OpenSwiftUI's `DynamicPropertyCache.fields(of:)`: a field whose type is a
/// `DynamicProperty`); a `Binding<…>?` or a binding inside another struct is not
/// one of them. That refresh also makes the view depend on the binding once an
/// update read it, so a write by anyone updates the view.
///
/// ```swift
/// struct Wrapper: View {
///     let text: Binding<String>                    // .refreshedBeforeBody
///     var selection: Binding<Selection?>?          // .keptFromTheAppsBody
/// }
/// ```
package enum BindingHolding: Sendable {
    /// Stored directly in a view: the update reads the current value.
    case refreshedBeforeBody
    /// In an optional or another struct: the update reads the value the
    /// binding was made with, when the app's body last ran (`$selection`).
    case keptFromTheAppsBody
}

extension BindingHolding {
    /// What an update reads from a binding held this way, whose state holds
    /// `current` and which the app's body made when it held `whenMade`.
    package func readByUpdate<Value>(current: Value, whenMade: Value) -> Value {
        switch self {
        case .refreshedBeforeBody: current
        case .keptFromTheAppsBody: whenMade
        }
    }
}

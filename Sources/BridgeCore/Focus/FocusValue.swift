/// How focus values read in diagnostics and conflict reports.
///
/// A focus state is often optional (`@FocusState var focus: Field?`), and Swift
/// prints a wrapped value as `Optional(Field.email)`; reports name the field.
///
/// ```swift
/// FocusValue.description(of: Optional(Field.email))   // "email"
/// FocusValue.description(of: Optional<Field>.none)    // "nil"
/// ```
package enum FocusValue {
    /// `value` as `print` shows it, with any levels of `Optional` unwrapped.
    package static func description<Value>(of value: Value) -> String {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return String(describing: value) }
        return mirror.children.first.map { description(of: $0.value) } ?? "nil"
    }
}

/// A SwiftUI `Binding` as a controller that keeps one sees it.
///
/// A binding keeps the value its getter gave when the binding was made. Read
/// while SwiftUI updates its views (a representable's `makeUIViewController` or
/// `updateUIViewController`), it gives that value without calling the getter;
/// read at any other time (a later turn of the main actor, a UIKit callback), it
/// calls the getter. So a binding a controller kept from an earlier update reads
/// stale inside a later one, and its getter's `@Observable` reads are not
/// tracked there. (Not documented by Apple: the reconstruction of
/// `Binding.readValue()` in OpenSwiftUI, and the stale values representables
/// that keep a binding in a coordinator report in `updateUIView`.) Writes go
/// through the setter at any time, so the double has none.
///
/// ```swift
/// let binding = HeadlessBinding { model.path }
/// model.path = [1]
/// binding.read(duringUpdate: true)    // [] (the value when it was made)
/// binding.read(duringUpdate: false)   // [1]
/// ```
///
/// A view that stores a binding directly (`@Binding var`, `let value: Binding<…>`)
/// gets it refreshed before each of its bodies: `Binding` is a `DynamicProperty`,
/// and SwiftUI gives a view's `DynamicProperty` fields their values before it
/// recomputes `body`. A binding inside an optional or another struct is no such
/// field and is never refreshed (see ``BindingHolding``).
public struct HeadlessBinding<Value> {
    private let get: () -> Value
    private let valueWhenMade: Value

    /// A binding made now, as `Binding(get:set:)` or `$model.path` makes one.
    public init(get: @escaping () -> Value) {
        self.get = get
        valueWhenMade = get()
    }

    /// The binding's `wrappedValue`, read inside a SwiftUI update or outside one.
    public func read(duringUpdate: Bool) -> Value {
        duringUpdate ? valueWhenMade : get()
    }
}

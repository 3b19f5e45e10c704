/// Whether a presented page must be given an item again: only when its value
/// changed while its identity stayed.
///
/// A page's builder may make a model from the item (`Editor(model:
/// EditorModel(note))`); running it again for the same value replaces that
/// model and loses its edits. `Identifiable` says nothing about the rest of the
/// value, so the comparison uses what the type offers: `==` for an `Equatable`
/// item, identity for a class; for any other item it cannot tell, and only a
/// read the app asked for (`update()`) counts as a change.
///
/// ```swift
/// ItemComparison.valueChanged(from: note, to: note, readWasRequested: false)    // false
/// ItemComparison.valueChanged(from: note, to: edited, readWasRequested: false)  // true
/// ```
package enum ItemComparison {
    /// `true` when `old` and `new` are known to be equal, `false` when known to
    /// differ, `nil` when the type offers no way to tell.
    package static func isSame<Item>(_ old: Item, _ new: Item) -> Bool? {
        if let old = old as? any Equatable { return old.isEqual(to: new) }
        if type(of: old as Any) is AnyClass {
            return (old as AnyObject) === (new as AnyObject)
        }
        return nil
    }

    /// Whether a read that found `new`, with the page showing `old`, gives the page the new value.
    package static func valueChanged<Item>(from old: Item?, to new: Item, readWasRequested: Bool) -> Bool {
        guard let old else { return true }
        return isSame(old, new).map { !$0 } ?? readWasRequested
    }
}

private extension Equatable {
    func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

/// A write to the app's binding that holds only if the binding still holds the
/// value it replaces: the binding, not anything a session remembers, is the one
/// record of the app's state.
///
/// A state-bound controller reads its binding a turn or two after the app
/// writes it, so what a session last read can be stale when UIKit makes it
/// write back (the user swipes a sheet away as the app names another item; an
/// unseen stack change is met by the app's next path). Each write-back
/// therefore says what it expects the binding to hold. The shell reads the
/// binding at the moment of writing: if it holds `expected`, the write is made;
/// if it holds anything else, that is the app's newer write, which wins: the
/// write is dropped and the shell reads the binding instead, as for any change.
///
/// ```swift
/// let writeBack = BindingWriteBack(value: [1], expected: [1, 2])
/// writeBack.decision(current: [1, 2])     // .write([1])
/// writeBack.decision(current: [1, 2, 7])  // .read([1, 2, 7]): the app's newer path wins
/// ```
package struct BindingWriteBack<Value: Equatable>: Equatable {
    /// What to write.
    package var value: Value
    /// What the binding must still hold for the write to be made.
    package var expected: Value

    package init(value: Value, expected: Value) {
        self.value = value
        self.expected = expected
    }

    /// What the shell does, given what the binding holds now.
    package enum Decision: Equatable {
        /// Write this value.
        case write(Value)
        /// Drop the write: the binding holds the app's newer value; read it.
        case read(Value)
    }

    package func decision(current: Value) -> Decision {
        current == expected ? .write(value) : .read(current)
    }
}

extension BindingWriteBack: Hashable where Value: Hashable {}
extension BindingWriteBack: Sendable where Value: Sendable {}
extension BindingWriteBack.Decision: Sendable where Value: Sendable {}

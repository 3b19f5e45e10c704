/// When a path-bound stack writes its binding back, and which later reads of the
/// binding are its own echo.
///
/// A read can run inside a SwiftUI update (the controller's first read, made
/// while a representable's `makeUIViewController` runs; later reads wait for a
/// turn of their own, see `BindingReadSchedule`), and writing state there is
/// not allowed. So a write-back decided during a read waits for the next turn of
/// the main actor. While it waits, the binding still holds the value it replaces:
/// a read that sees that value is not the app's state but an echo, and is
/// ignored (else the popped page would be pushed again). A read that sees any
/// other value is the app's newer write: it wins, and the waiting write-back is
/// dropped. On the turn, the write-back is made only if the binding still holds
/// the value it replaces; otherwise the binding is read instead.
///
/// ```swift
/// var writeBack = DeferredWriteBack<[Int]>()
/// writeBack.handle(.readRequested(current: [1, 2]))   // [.read]
/// writeBack.handle(.writeBack([1], current: [1, 2]))  // [.scheduleTurn]
/// writeBack.handle(.readEnded)                        // []
/// writeBack.handle(.readRequested(current: [1, 2]))   // [] (an echo)
/// writeBack.handle(.turnCame(current: [1, 2]))        // [.write([1])]
/// ```
package struct DeferredWriteBack<Value: Equatable> {
    /// A write-back waiting for the next turn, and the binding's value it replaces.
    package struct Waiting: Equatable {
        package var path: Value
        package var replacing: Value

        package init(path: Value, replacing: Value) {
            self.path = path
            self.replacing = replacing
        }
    }

    package enum Event: Equatable {
        /// The shell is about to read the binding, which holds `current`.
        case readRequested(current: Value)
        /// The read that `readRequested` allowed has returned.
        case readEnded
        /// The session decided to write `value` back; the binding holds `current`.
        case writeBack(Value, current: Value)
        /// The turn asked for by `scheduleTurn` came; the binding holds `current`.
        case turnCame(current: Value)
    }

    package enum Effect: Equatable {
        /// Read the binding now (and report `readEnded` when done).
        case read
        /// Write this value to the binding.
        case write(Value)
        /// Report `turnCame` on the next turn of the main actor.
        case scheduleTurn
    }

    /// The write-back waiting for its turn, if any.
    package private(set) var waiting: Waiting?
    /// Reads under way, nested ones counted: a read made from inside another
    /// (the app's code calling `updatePath()`) keeps the outer one's bracket.
    private var readDepth = 0
    private var isTurnScheduled = false

    package init() {}

    /// `true` while a read is under way: a write-back then waits for the next turn.
    package var isReading: Bool { readDepth > 0 }

    package mutating func handle(_ event: Event) -> [Effect] {
        switch event {
        case .readRequested(let current):
            if let waiting {
                if current == waiting.replacing { return [] }   // an echo
                self.waiting = nil                               // the app's newer write wins
            }
            readDepth += 1
            return [.read]
        case .readEnded:
            readDepth = max(0, readDepth - 1)
            return []
        case .writeBack(let value, let current):
            guard isReading else { return [.write(value)] }
            waiting = Waiting(path: value, replacing: current)
            guard !isTurnScheduled else { return [] }
            isTurnScheduled = true
            return [.scheduleTurn]
        case .turnCame(let current):
            isTurnScheduled = false
            guard let waiting else { return [] }
            self.waiting = nil
            if current == waiting.replacing { return [.write(waiting.path)] }
            readDepth += 1   // the app's newer value: read it, bracketed like any read
            return [.read]
        }
    }
}

// Sendable when its values are (the shell's `AnyHashable` paths are not, on Apple's SDKs).
extension DeferredWriteBack: Sendable where Value: Sendable {}
extension DeferredWriteBack.Waiting: Sendable where Value: Sendable {}
extension DeferredWriteBack.Event: Sendable where Value: Sendable {}
extension DeferredWriteBack.Effect: Sendable where Value: Sendable {}

import BridgeCore
import Testing

/// The write-back rule of a path-bound stack: a write-back decided while the
/// binding is being read (inside a SwiftUI update) waits for the next turn;
/// while it waits, the value it replaces is an echo and the app's newer value wins.
@Suite("Navigation: a write-back decided during a read")
struct DeferredWriteBackTests {
    typealias WriteBack = DeferredWriteBack<[Int]>

    @Test func aWriteBackOutsideAReadIsMadeAtOnce() {
        var writeBack = WriteBack()
        #expect(writeBack.handle(.writeBack([1], current: [1, 2])) == [.write([1])])
        #expect(writeBack.waiting == nil)
    }

    @Test func aWriteBackDuringAReadWaitsForTheNextTurn() {
        var writeBack = WriteBack()
        #expect(writeBack.handle(.readRequested(current: [1, 2])) == [.read])
        #expect(writeBack.handle(.writeBack([1], current: [1, 2])) == [.scheduleTurn])
        #expect(writeBack.handle(.readEnded) == [])
        #expect(writeBack.waiting == .init(path: [1], replacing: [1, 2]))
    }

    @Test func theWriteBackIsMadeOnTheTurnWhenNothingChanged() {
        var writeBack = WriteBack()
        _ = writeBack.handle(.readRequested(current: [1, 2]))
        _ = writeBack.handle(.writeBack([1], current: [1, 2]))
        _ = writeBack.handle(.readEnded)
        #expect(writeBack.handle(.turnCame(current: [1, 2])) == [.write([1])])
        #expect(writeBack.waiting == nil)
        #expect(writeBack.handle(.turnCame(current: [1, 2])) == [])
    }

    @Test func aReadThatStillSeesTheReplacedValueIsAnEchoAndIgnored() {
        var writeBack = WriteBack()
        _ = writeBack.handle(.readRequested(current: [1, 2]))
        _ = writeBack.handle(.writeBack([1], current: [1, 2]))
        _ = writeBack.handle(.readEnded)
        // A page's `viewWillAppear` touched the store: SwiftUI reads the old path again.
        #expect(writeBack.handle(.readRequested(current: [1, 2])) == [])
        #expect(writeBack.waiting == .init(path: [1], replacing: [1, 2]))
        #expect(writeBack.handle(.turnCame(current: [1, 2])) == [.write([1])])
    }

    @Test func theAppsNewerWriteWinsOverTheWaitingWriteBack() {
        var writeBack = WriteBack()
        _ = writeBack.handle(.readRequested(current: [1, 2]))
        _ = writeBack.handle(.writeBack([1], current: [1, 2]))
        _ = writeBack.handle(.readEnded)
        // The app wrote [7] before the turn: it is read, the write-back dropped.
        #expect(writeBack.handle(.readRequested(current: [7])) == [.read])
        #expect(writeBack.waiting == nil)
        _ = writeBack.handle(.readEnded)
        #expect(writeBack.handle(.turnCame(current: [7])) == [])
    }

    @Test func theAppsNewerWriteSeenOnTheTurnIsReadInsteadOfWrittenOver() {
        var writeBack = WriteBack()
        _ = writeBack.handle(.readRequested(current: [1, 2]))
        _ = writeBack.handle(.writeBack([1], current: [1, 2]))
        _ = writeBack.handle(.readEnded)
        #expect(writeBack.handle(.turnCame(current: [7])) == [.read])
        #expect(writeBack.waiting == nil)
        // That read is bracketed like any other: a write-back it decides waits.
        #expect(writeBack.isReading)
        _ = writeBack.handle(.readEnded)
        #expect(!writeBack.isReading)
    }

    @Test func aNestedReadKeepsTheOuterBracket() {
        var writeBack = WriteBack()
        _ = writeBack.handle(.readRequested(current: [1]))
        _ = writeBack.handle(.readRequested(current: [1]))   // from the app's code, inside the outer read
        _ = writeBack.handle(.readEnded)
        #expect(writeBack.isReading)
        #expect(writeBack.handle(.writeBack([], current: [1])) == [.scheduleTurn])
        _ = writeBack.handle(.readEnded)
        #expect(!writeBack.isReading)
        #expect(writeBack.handle(.writeBack([], current: [1])) == [.write([])])
    }

    @Test func twoWriteBacksInOneReadShareOneTurnAndTheLaterWins() {
        var writeBack = WriteBack()
        _ = writeBack.handle(.readRequested(current: [1, 2, 3]))
        #expect(writeBack.handle(.writeBack([1, 2], current: [1, 2, 3])) == [.scheduleTurn])
        #expect(writeBack.handle(.writeBack([1], current: [1, 2, 3])) == [])
        _ = writeBack.handle(.readEnded)
        #expect(writeBack.handle(.turnCame(current: [1, 2, 3])) == [.write([1])])
    }
}

extension DeferredWriteBackTests {
    /// A value the core can hand across actors when its paths can.
    @Test func itIsSendableWhenItsValuesAre() {
        func requireSendable<T: Sendable>(_: T) {}
        requireSendable(WriteBack())
    }
}

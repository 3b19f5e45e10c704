import BridgeCore
import Testing

@Suite("Presentation: the session's rules")
struct PresentationSessionTests {
    typealias Session = PresentationSession<String>

    /// A session showing `item`, its presentation ended (token 1).
    static func presented(_ item: String = "a") -> Session {
        var session = Session()
        _ = session.handle(.stateChanged(item, animated: true))
        _ = session.handle(.presentationEnded(token: 1))
        return session
    }

    @Test("An item that becomes non-nil presents, nil dismisses, with onDismiss once and no write")
    func presentThenDismiss() {
        var session = Session()
        #expect(session.handle(.stateChanged("a", animated: true)) == [.present("a", token: 1, animated: true)])
        #expect(session.handle(.presentationEnded(token: 1)) == [])
        #expect(session.handle(.stateChanged(nil, animated: true)) == [.dismiss(token: 1, animated: true)])
        #expect(session.handle(.dismissalBegan(token: 1)) == [])
        #expect(session.handle(.dismissalEnded(token: 1, cancelled: false)) == [.runOnDismiss("a")])
        #expect(session.phase == .idle)
    }

    @Test("A user's swipe writes nil once when it has ended, then onDismiss; the write read back calls nothing (#309)")
    func userDismissal() {
        var session = Self.presented()
        #expect(session.handle(.dismissalBegan(token: 1)) == [])
        #expect(session.handle(.dismissalEnded(token: 1, cancelled: false)) == [.writeNil(ifStateNames: "a"), .runOnDismiss("a")])
        // The shell reads the binding it just wrote: no dismiss, which would reach the parent.
        #expect(session.handle(.stateChanged(nil, animated: true)) == [])
        // The coordinator's completion and viewDidDisappear both report the end: one onDismiss.
        #expect(session.handle(.dismissalEnded(token: 1, cancelled: false)) == [])
    }

    @Test("A swipe the user takes back writes nothing and keeps the page")
    func cancelledSwipe() {
        var session = Self.presented()
        _ = session.handle(.dismissalBegan(token: 1))
        #expect(session.handle(.dismissalEnded(token: 1, cancelled: true)) == [])
        #expect(session.phase == .presented("a", token: 1))
    }

    @Test("Replacing the item dismisses, runs onDismiss, then presents the new one")
    func replacement() {
        var session = Self.presented()
        #expect(session.handle(.stateChanged("b", animated: true)) == [.dismiss(token: 1, animated: true)])
        #expect(session.handle(.stateChanged("c", animated: true)) == [])
        #expect(session.handle(.dismissalEnded(token: 1, cancelled: false))
            == [.runOnDismiss("a"), .present("c", token: 2, animated: true)])
    }

    @Test("State written during a presentation waits for its end; only the latest counts")
    func writesDuringPresentation() {
        var session = Session()
        _ = session.handle(.stateChanged("a", animated: true))
        #expect(session.handle(.stateChanged(nil, animated: true)) == [])
        #expect(session.handle(.stateChanged("a", animated: true)) == [.refreshContent(token: 1)])
        #expect(session.handle(.presentationEnded(token: 1)) == [])
        #expect(session.phase == .presented("a", token: 1))

        var other = Session()
        _ = other.handle(.stateChanged("a", animated: true))
        _ = other.handle(.stateChanged("b", animated: false))
        #expect(other.handle(.presentationEnded(token: 1)) == [.dismiss(token: 1, animated: false)])
    }

    @Test("A swipe that ends after the app named another item presents that item and writes nothing")
    func newItemDuringSwipe() {
        var session = Self.presented()
        _ = session.handle(.dismissalBegan(token: 1))
        #expect(session.handle(.stateChanged("b", animated: true)) == [])
        #expect(session.handle(.dismissalEnded(token: 1, cancelled: false))
            == [.runOnDismiss("a"), .present("b", token: 2, animated: true)])
    }

    @Test("A swipe taken back after the app cleared the item dismisses it then")
    func clearedDuringCancelledSwipe() {
        var session = Self.presented()
        _ = session.handle(.dismissalBegan(token: 1))
        #expect(session.handle(.stateChanged(nil, animated: true)) == [])
        #expect(session.handle(.dismissalEnded(token: 1, cancelled: true)) == [.dismiss(token: 1, animated: true)])
    }

    @Test("isModalInPresentation follows the binding, written once per change; attempts are reported while presented")
    func modal() {
        var session = Session()
        #expect(session.handle(.modalChanged(true)) == [])
        #expect(session.handle(.stateChanged("a", animated: true)) == [.present("a", token: 1, animated: true)])
        #expect(session.handle(.modalChanged(true)) == [])
        #expect(session.handle(.dismissAttempted(token: 1)) == [])   // not on screen yet
        _ = session.handle(.presentationEnded(token: 1))
        #expect(session.handle(.dismissAttempted(token: 1)) == [.reportDismissAttempt("a")])
        #expect(session.handle(.modalChanged(false)) == [.setModal(false, token: 1)])
    }

    @Test("Reports about an older controller change nothing")
    func staleTokens() {
        var session = Self.presented()
        _ = session.handle(.stateChanged("b", animated: true))
        _ = session.handle(.dismissalEnded(token: 1, cancelled: false))   // present b, token 2
        #expect(session.handle(.dismissalBegan(token: 1)) == [])
        #expect(session.handle(.dismissalEnded(token: 1, cancelled: false)) == [])
        #expect(session.handle(.presentationEnded(token: 2)) == [])
        #expect(session.phase == .presented("b", token: 2))
    }

    @Test("A presentation the host cannot make now stays pending and is tried again on the next update")
    func refusedStaysPending() {
        var session = Session()
        _ = session.handle(.stateChanged("a", animated: true))
        #expect(session.handle(.presentationRefused(token: 1)) == [])
        #expect(session.desired == "a")
        #expect(session.isPending)
        #expect(session.handle(.stateChanged("a", animated: true)) == [.present("a", token: 2, animated: true)])
    }

    @Test("A pending presentation is tried again when the host appears")
    func refusedRetriedWhenHostAppears() {
        var session = Session()
        _ = session.handle(.stateChanged("a", animated: true))
        _ = session.handle(.presentationRefused(token: 1))
        #expect(session.handle(.hostAvailable) == [.present("a", token: 2, animated: true)])
        #expect(session.handle(.hostAvailable) == [])   // presenting already
    }

    @Test("A pending presentation the state gives up on is forgotten without a write")
    func pendingCleared() {
        var session = Session()
        _ = session.handle(.stateChanged("a", animated: true))
        _ = session.handle(.presentationRefused(token: 1))
        #expect(session.handle(.stateChanged(nil, animated: true)) == [])
        #expect(session.handle(.hostAvailable) == [])
    }

    @Test("A presentation that can never be made (the host is gone) writes nothing and presents nothing again")
    func impossible() {
        var session = Session()
        _ = session.handle(.stateChanged("a", animated: true))
        #expect(session.handle(.presentationImpossible(token: 1)) == [], "a setter written [unowned host] would trap")
        #expect(session.isDetached)
        #expect(session.handle(.stateChanged("b", animated: true)) == [])
        #expect(session.handle(.hostAvailable) == [])
    }

    @Test("A controller found gone without any report counts as a dismissal nobody asked for")
    func goneSilently() {
        var session = Self.presented()
        #expect(session.handle(.dismissalEnded(token: 1, cancelled: false)) == [.writeNil(ifStateNames: "a"), .runOnDismiss("a")])
    }

    @Test("The nil write-back holds only while the binding still names the dismissed item")
    func writeBackIsConditional() {
        let writeBack = Session.writeBack(ifStateNames: "a")
        #expect(writeBack.decision(current: "a") == .write(nil))
        #expect(writeBack.decision(current: "b") == .read("b"), "the app's newer item wins")
        #expect(writeBack.decision(current: nil) == .read(nil), "the app wrote nil itself: no second write")
    }

    @Test("A read of the item the page shows rebuilds it only when its value changed")
    func refreshOnlyOnChange() {
        var session = Self.presented()
        #expect(session.handle(.stateChanged("a", animated: true, valueChanged: false)) == [])
        #expect(session.handle(.modalChanged(true)) == [.setModal(true, token: 1)])
        #expect(session.handle(.stateChanged("a", animated: true, valueChanged: false)) == [])
        #expect(session.handle(.stateChanged("a", animated: true, valueChanged: true)) == [.refreshContent(token: 1)])
    }

    @Test("A middle page asked to leave and then removed with its parent ends, runs onDismiss and presents again")
    func removedWhileLeaving() {
        var session = Self.presented()
        #expect(session.handle(.stateChanged(nil, animated: true)) == [.dismiss(token: 1, animated: true)])
        // The parent's dismissal removed it silently; the catch-up reports its end.
        #expect(session.handle(.dismissalEnded(token: 1, cancelled: false)) == [.runOnDismiss("a")])
        #expect(session.handle(.stateChanged("c2", animated: true)) == [.present("c2", token: 2, animated: true)])
    }
}

@Suite("Presentation: item comparison")
struct ItemComparisonTests {
    struct Note: Identifiable, Equatable { var id: Int; var text: String }
    struct Plain: Identifiable { var id: Int }
    final class Document: Identifiable { let id = 1 }

    @Test func equatableItemsCompareByValue() {
        #expect(!ItemComparison.valueChanged(from: Note(id: 1, text: "a"), to: Note(id: 1, text: "a"), readWasRequested: true))
        #expect(ItemComparison.valueChanged(from: Note(id: 1, text: "a"), to: Note(id: 1, text: "b"), readWasRequested: false))
    }

    @Test func classesCompareByIdentity() {
        let document = Document()
        #expect(!ItemComparison.valueChanged(from: document, to: document, readWasRequested: true))
        #expect(ItemComparison.valueChanged(from: document, to: Document(), readWasRequested: false))
    }

    @Test func otherItemsChangeOnlyOnTheAppsRequest() {
        #expect(ItemComparison.isSame(Plain(id: 1), Plain(id: 1)) == nil)
        #expect(!ItemComparison.valueChanged(from: Plain(id: 1), to: Plain(id: 1), readWasRequested: false))
        #expect(ItemComparison.valueChanged(from: Plain(id: 1), to: Plain(id: 1), readWasRequested: true))
        #expect(ItemComparison.valueChanged(from: nil, to: Plain(id: 1), readWasRequested: false))
    }
}

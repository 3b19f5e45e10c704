import BridgeCore
import PropertyBased
import Testing

/// The views the shell binds to a focus state, reported view by view, and what
/// the focus session hears about their fields. Views are numbers.
@Suite("Focus: views bound to a field, and when the field is off screen")
struct FocusedFieldViewsTests {
    enum Field: Hashable, Sendable { case name, email }

    /// Views and session together, as the shell's store holds them.
    struct Store {
        var views = FocusedFieldViews<Field, Int>()
        var session = FocusSession<Field>(order: [.name, .email])

        init() {}

        /// A session with no declared order: a field is known only while it has a view.
        init(undeclared: Void) {
            session = FocusSession<Field>(order: [])
        }

        mutating func feed(_ events: [FocusSession<Field>.Event]) -> [FocusSession<Field>.Effect] {
            events.flatMap { session.handle($0) }
        }
    }

    @Test("A replaced view leaving its window after its successor entered keeps the request for that value")
    func replacedViewLeavesLate() {
        var store = Store()
        _ = store.feed(store.views.attach(1, as: .email, isEmpty: true, isInWindow: true, isFirstResponder: false))
        // SwiftUI builds the successor, which enters the window before the old view leaves it.
        _ = store.feed(store.views.attach(2, as: .email, isEmpty: true, isInWindow: false, isFirstResponder: false))
        #expect(store.views.windowChanged(2, as: .email, isInWindow: true) == [.appeared(.email)])
        #expect(store.views.windowChanged(1, as: .email, isInWindow: false).isEmpty)
        _ = store.feed(store.views.detach(1, as: .email))

        #expect(store.feed([.requested(.email)]) == [.becomeFirstResponder(.email)], "the field is still on screen")
        #expect(store.views.viewOnScreen(of: .email) == 2)
    }

    @Test("The field is off screen when the last of its views leaves its window")
    func lastViewLeaves() {
        var views = FocusedFieldViews<Field, Int>()
        views.attach(1, as: .email, isEmpty: true, isInWindow: true, isFirstResponder: false)
        views.attach(2, as: .email, isEmpty: true, isInWindow: true, isFirstResponder: false)
        #expect(views.windowChanged(1, as: .email, isInWindow: false).isEmpty)
        #expect(views.windowChanged(2, as: .email, isInWindow: false) == [.disappeared(.email)])
        #expect(views.viewOnScreen(of: .email) == nil)
        #expect(views.windowChanged(1, as: .email, isInWindow: true) == [.appeared(.email)])
        #expect(views.viewOnScreen(of: .email) == 1)
    }

    @Test("A view bound while it is first responder is reported focused; one in a window, on screen")
    func attachReportsWhatUIKitWillNotRepeat() {
        var views = FocusedFieldViews<Field, Int>()
        #expect(views.attach(1, as: .name, isEmpty: false, isInWindow: false, isFirstResponder: false) == [.registered(.name, isEmpty: false)])
        #expect(views.attach(2, as: .email, isEmpty: true, isInWindow: true, isFirstResponder: true)
            == [.registered(.email, isEmpty: true), .appeared(.email), .gained(.email)])

        var store = Store()
        let effects = store.feed(store.views.attach(3, as: .email, isEmpty: true, isInWindow: true, isFirstResponder: true))
        #expect(effects == [.transition(.gained(.email)), .setBinding(.email)])
        #expect(store.session.focused == .email)
    }

    @Test("Binding the same view again does not count it twice: one detach and the session no longer knows the field")
    func reattachSameView() {
        var store = Store(undeclared: ())
        _ = store.feed(store.views.attach(1, as: .email, isEmpty: true, isInWindow: false, isFirstResponder: false))
        #expect(store.views.attach(1, as: .email, isEmpty: false, isInWindow: true, isFirstResponder: false)
            == [.contentChanged(.email, isEmpty: false), .appeared(.email)])
        #expect(store.views.views(of: .email) == [1])
        #expect(store.views.viewOnScreen(of: .email) == 1)
        _ = store.feed(store.views.detach(1, as: .email))
        #expect(!store.session.knows(.email))
        #expect(store.views.detach(1, as: .email).isEmpty, "detaching it again reports nothing")
    }

    @Test("Detaching reports the view gone; the field stays on screen while another view is in a window")
    func detach() {
        var store = Store()
        _ = store.feed(store.views.attach(1, as: .email, isEmpty: true, isInWindow: true, isFirstResponder: false))
        _ = store.feed(store.views.attach(2, as: .email, isEmpty: true, isInWindow: true, isFirstResponder: false))
        #expect(store.views.detach(1, as: .email) == [.unregistered(.email)])
        _ = store.feed([.unregistered(.email)])
        #expect(store.views.views(of: .email) == [2])
        #expect(store.session.knows(.email))
        #expect(store.feed([.requested(.email)]) == [.becomeFirstResponder(.email)])
    }

    @Test("Views that went away without detaching are forgotten, and the session stops counting them")
    func goneViewsForgotten() {
        var store = Store(undeclared: ())
        _ = store.feed(store.views.attach(1, as: .email, isEmpty: true, isInWindow: true, isFirstResponder: false))
        _ = store.feed(store.views.attach(2, as: .email, isEmpty: true, isInWindow: true, isFirstResponder: false))
        _ = store.feed(store.views.attach(3, as: .name, isEmpty: true, isInWindow: true, isFirstResponder: false))
        let events = store.views.removeAll { $0 == 1 || $0 == 3 }
        #expect(Set(events) == [.unregistered(.email), .unregistered(.name)])
        _ = store.feed(events)
        #expect(store.views.views(of: .email) == [2])
        #expect(store.views.views(of: .name).isEmpty)
        #expect(!store.session.knows(.name), "its only view is gone")
        #expect(store.session.knows(.email), "view 2 is still bound")
        #expect(store.views.windowChanged(2, as: .email, isInWindow: false) == [.disappeared(.email)])
    }

    @Test("Detaching the last view in a window while another stays bound takes the field off screen")
    func detachLastOnScreen() {
        var store = Store()
        _ = store.feed(store.views.attach(1, as: .email, isEmpty: true, isInWindow: true, isFirstResponder: false))
        _ = store.feed(store.views.attach(2, as: .email, isEmpty: true, isInWindow: false, isFirstResponder: false))
        #expect(store.views.detach(1, as: .email) == [.unregistered(.email), .disappeared(.email)])
    }
}

/// Random binds, window moves and unbinds of a few views over two fields,
/// against a reference that keeps each view's field and window.
@Suite("Focus: bound views under random moves")
struct FocusedFieldViewsPropertyTests {
    typealias Field = FocusedFieldViewsTests.Field

    static let steps = zip(Gen.int(in: 0...3), Gen.int(in: 0...5)).array(of: 1...40)

    @Test("A field is reported off screen exactly when its last view in a window leaves")
    func offScreenRule() async {
        await propertyCheck(count: 300, input: Self.steps) { steps in
            var views = FocusedFieldViews<Field, Int>()
            /// The reference: each bound view's field and whether it is in a window, oldest first.
            var bound: [(view: Int, field: Field, inWindow: Bool)] = []
            for (kind, view) in steps {
                let field: Field = view % 2 == 0 ? .name : .email
                let index = bound.firstIndex { $0.view == view }
                switch kind {
                case 0:
                    if let index { _ = views.detach(view, as: bound[index].field); bound.remove(at: index) }
                    let inWindow = view % 3 == 0
                    views.attach(view, as: field, isEmpty: true, isInWindow: inWindow, isFirstResponder: false)
                    bound.append((view, field, inWindow))
                case 1, 2:
                    guard let index else { continue }
                    let entering = kind == 1
                    let othersOnScreen = bound.contains { $0.view != view && $0.field == bound[index].field && $0.inWindow }
                    let events = views.windowChanged(view, as: bound[index].field, isInWindow: entering)
                    bound[index].inWindow = entering
                    let expected: [FocusSession<Field>.Event] = entering
                        ? [.appeared(bound[index].field)]
                        : othersOnScreen ? [] : [.disappeared(bound[index].field)]
                    #expect(events == expected)
                default:
                    guard let index else {
                        #expect(views.detach(view, as: field).isEmpty, "a view that is not bound reports nothing")
                        continue
                    }
                    let removed = bound.remove(at: index)
                    let remaining = bound.filter { $0.field == removed.field }
                    let leaves = removed.inWindow && !remaining.isEmpty && !remaining.contains { $0.inWindow }
                    #expect(views.detach(view, as: removed.field)
                        == [.unregistered(removed.field)] + (leaves ? [.disappeared(removed.field)] : []))
                }
                for field in [Field.name, .email] {
                    #expect(views.views(of: field) == bound.filter { $0.field == field }.map(\.view))
                    #expect(views.viewOnScreen(of: field) == bound.last { $0.field == field && $0.inWindow }?.view)
                }
            }
        }
    }
}

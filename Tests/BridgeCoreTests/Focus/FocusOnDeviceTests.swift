import BridgeCore
import BridgeDoubles
import Testing

/// What UIKit and SwiftUI do to a focus session on a device, played by
/// ``HeadlessFocusForm``: responder queries, submit handlers that keep focus,
/// rows inserted into a list, fields inserted inside SwiftUI's view update.
@Suite("Focus: as UIKit and SwiftUI drive it on a device")
struct FocusOnDeviceTests {
    enum Field: String, Hashable, Sendable, CustomStringConvertible {
        case name, email, phone, message
        var description: String { rawValue }
    }

    static func form(order: [Field] = [.name, .email, .phone], initial: Field? = nil) -> HeadlessFocusForm<Field> {
        var form = HeadlessFocusForm<Field>(order: order, initial: initial)
        for (index, field) in [Field.name, .email, .phone].enumerated() {
            form.show(field, y: Double(index) * 44)
        }
        return form
    }

    @Test("UIKit asking whether another field can become first responder does not keep the focus value on a field that resigns")
    func canBecomeFirstResponderIsNotAMove() {
        var form = Self.form()
        form.tap(.name)
        form.askCanBecomeFirstResponder(.email)
        form.pressReturn(in: .name, running: [])
        #expect(form.firstResponder == nil)
        #expect(form.binding == nil)
        #expect(form.transitions == [.gained(.name), .lost(.name)])
    }

    @Test("A tap on another field moves focus without the binding passing through nil")
    func tapMovesWithoutNil() {
        var form = Self.form()
        form.tap(.name)
        form.tap(.email)
        #expect(form.bindingWrites == [.name, .email])
        #expect(form.transitions == [.gained(.name), .lost(.name), .gained(.email)])
    }

    @Test("Return with a handler that focuses the same field keeps the field first responder: no resign, no bounce")
    func returnThatKeepsFocus() {
        var form = HeadlessFocusForm<Field>()
        form.show(.message)
        form.tap(.message)
        var sent = 0
        form.pressReturn(in: .message, running: [{ form in sent += 1; form.setFocus(.message) }])
        #expect(sent == 1)
        #expect(form.firstResponder == .message)
        #expect(form.binding == .message)
        #expect(form.transitions == [.gained(.message)])
        // Without the handler's request, Return ends editing as a native TextField does.
        form.pressReturn(in: .message, running: [])
        #expect(form.firstResponder == nil)
        #expect(form.binding == nil)
    }

    @Test("A row inserted between two rows comes between them in next/previous order")
    func insertedRowFollowsTheScreen() {
        var form = HeadlessFocusForm<Field>()
        form.show(.name, y: 0)
        form.show(.phone, y: 88)
        form.show(.email, y: 44)
        form.tap(.name)
        form.move(.next)
        #expect(form.firstResponder == .email)
        form.move(.next)
        #expect(form.firstResponder == .phone)
        form.move(.previous)
        #expect(form.firstResponder == .email)
    }

    @Test("A row inserted above moves the others down: the order follows the new positions")
    func rowsMovedByAnInsertion() {
        var form = HeadlessFocusForm<Field>()
        form.show(.email, y: 0)
        form.show(.phone, y: 44)
        form.show(.name, y: 0)
        form.moveToWindow(.email, y: 44)
        form.moveToWindow(.phone, y: 88)
        form.tap(.name)
        form.move(.next)
        #expect(form.firstResponder == .email)
    }

    @Test("A row SwiftUI recreated keeps its place on screen, not the end of the order")
    func recreatedRowKeepsItsPlace() {
        var form = HeadlessFocusForm<Field>()
        form.show(.name, y: 0)
        form.show(.email, y: 44)
        form.show(.phone, y: 88)
        form.remove(.email)
        form.show(.email, y: 44)
        form.tap(.name)
        form.move(.next)
        #expect(form.firstResponder == .email)
        form.move(.next)
        #expect(form.firstResponder == .phone)
    }

    @Test("A move to a declared field not on screen yet waits for it: binding and keyboard stay together, and it says so")
    func moveToAFieldNotOnScreen() {
        var form = HeadlessFocusForm<Field>(order: [.name, .email, .phone])
        form.show(.name, y: 0)
        form.show(.email, y: 44)
        form.create(.phone)
        form.tap(.email)
        form.move(.next)
        #expect(form.firstResponder == .email)
        #expect(form.binding == .email)
        #expect(form.diagnostics == [.waitingForField(.phone)])
        form.moveToWindow(.phone, y: 88)
        #expect(form.firstResponder == .phone)
        #expect(form.binding == .phone)
    }

    @Test("A field focused by its initial value becomes first responder after SwiftUI's insertion, not inside it")
    func initialFocusAfterInsertion() {
        let form = Self.form(initial: .name)
        #expect(form.appCodeDuringViewUpdate == [])
        #expect(form.firstResponder == .name)
        #expect(form.binding == .name)
        #expect(form.transitions == [.gained(.name)])
    }
}

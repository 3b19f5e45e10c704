import BridgeCore
import Foundation

// A hardware keyboard's Return in a text view, in UIKit's order: the key press
// reaches the first responder (`pressesBegan(_:with:)`, where the shell reads
// `UIPress.key?.modifierFlags`), and UIKit's own handling of that press (the
// text view's `super.pressesBegan`) inserts the text, proposing "\n" to the
// delegate as the on-screen Return does. Apps that keep Return from inserting
// filter the press out before calling `super`, which shows the insertion comes
// from it (niochat/nio#257). While the key is held, repeats insert more "\n"
// with no new `pressesBegan`; the release comes last (`pressesEnded`).
extension HeadlessTextInput where Kind == MultiLineTextInput {

    /// The Return key goes down with `modifiers` held: the shell hears the
    /// press, then UIKit inserts "\n" (an input method composing confirms
    /// its marked text instead, as for the on-screen Return).
    package mutating func pressHardwareReturnDown(_ modifiers: HardwareKeyModifiers = []) {
        perform(session.handle(.hardwareReturnKeyDown(modifiers)))
        tapReturn()
    }

    /// The held Return key repeats: UIKit inserts another "\n", and no press
    /// reaches the shell.
    package mutating func repeatHardwareReturn() {
        tapReturn()
    }

    /// The Return key comes up (`pressesEnded(_:with:)`).
    package mutating func releaseHardwareReturn() {
        perform(session.handle(.hardwareReturnKeyUp))
        runLoop()
    }

    /// A whole press of Return with `modifiers`: down (the "\n"), then up.
    package mutating func pressHardwareReturn(_ modifiers: HardwareKeyModifiers = []) {
        pressHardwareReturnDown(modifiers)
        releaseHardwareReturn()
    }
}

#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import UIKit

// A hardware keyboard's Return, read from the key press itself rather than
// from a `UIKeyCommand` (which needs a selector). UIKit sends the press to the
// first responder (`pressesBegan(_:with:)`, "Tells this object when a physical
// button is first pressed"), and the text view's own handling of it, in
// `super`, inserts the "\n" and proposes it to the delegate: the session hears
// the modifiers first, then judges the edit (`HardwareKeyModifiers`). Every
// press is passed on to `super`, unchanged.
extension GrowingTextView {
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if let key = presses.lazy.compactMap(\.key).first(where: \.isReturn) {
            hardwareReturn?(.down(HardwareKeyModifiers(key.modifierFlags)))
        }
        super.pressesBegan(presses, with: event)
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        super.pressesEnded(presses, with: event)
        if presses.contains(where: { $0.key?.isReturn == true }) { hardwareReturn?(.up) }
    }

    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        super.pressesCancelled(presses, with: event)
        if presses.contains(where: { $0.key?.isReturn == true }) { hardwareReturn?(.up) }
    }
}

extension TextFieldCoordinator {
    /// Forwards `textView`'s hardware Return presses to the session.
    func hardwareReturn(of textView: GrowingTextView) -> @MainActor (HardwareReturn) -> Void {
        { [weak self, weak textView] press in
            guard let self, let textView else { return }
            switch press {
            case .down(let modifiers): self.send(.hardwareReturnKeyDown(modifiers), to: textView)
            case .up: self.send(.hardwareReturnKeyUp, to: textView)
            }
        }
    }
}

/// A hardware Return key going down (with the modifiers held) or up.
enum HardwareReturn {
    case down(HardwareKeyModifiers)
    case up
}

extension UIKey {
    /// Return on the main keyboard or Enter on the numeric pad.
    var isReturn: Bool {
        keyCode == .keyboardReturnOrEnter || keyCode == .keypadEnter
    }
}

extension HardwareKeyModifiers {
    /// UIKit's flags as BridgeCore's; Caps Lock and the numeric pad are not modifiers here.
    init(_ flags: UIKeyModifierFlags) {
        self = []
        if flags.contains(.shift) { insert(.shift) }
        if flags.contains(.control) { insert(.control) }
        if flags.contains(.alternate) { insert(.option) }
        if flags.contains(.command) { insert(.command) }
    }
}
#endif

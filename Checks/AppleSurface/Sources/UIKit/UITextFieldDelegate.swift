// Every requirement of UITextFieldDelegate is an Objective-C `optional` method.
// Only the ones BridgeKit implements are mirrored. Swift on Linux has no
// `optional` requirements: each gets a default below, so an adopter implements
// just the methods it needs, as on iOS.

// Mirrors: https://developer.apple.com/documentation/uikit/uitextfielddelegate
@MainActor
public protocol UITextFieldDelegate: NSObjectProtocol {

    // MARK: Managing editing

    // Mirrors: https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfieldshouldbeginediting(_:)
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool

    // Mirrors: https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfielddidbeginediting(_:)
    func textFieldDidBeginEditing(_ textField: UITextField)

    // Mirrors: https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfielddidendediting(_:reason:)
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)

    // MARK: Editing the text field's text

    // Mirrors: https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfield(_:shouldchangecharactersin:replacementstring:)
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool

    // Mirrors: https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfielddidchangeselection(_:)
    func textFieldDidChangeSelection(_ textField: UITextField)

    // Mirrors: https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfieldshouldclear(_:)
    func textFieldShouldClear(_ textField: UITextField) -> Bool

    // Mirrors: https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfieldshouldreturn(_:)
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {

    // Plumbing: optional requirement in Apple's SDK (unimplemented means editing may begin).
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }

    // Plumbing: optional requirement in Apple's SDK.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}

    // Plumbing: optional requirement in Apple's SDK.
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {}

    // Plumbing: optional requirement in Apple's SDK. (UIKit's behaviour when the
    // delegate does not implement it is to apply the change, i.e. `true`.)
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }

    // Plumbing: optional requirement in Apple's SDK.
    public func textFieldDidChangeSelection(_ textField: UITextField) {}

    // Plumbing: optional requirement in Apple's SDK (unimplemented means clear).
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }

    // Plumbing: optional requirement in Apple's SDK (unimplemented means the default behaviour).
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

// The UITextField members BridgeKit's keyboard shell sets. UIResponder declares
// `inputAccessoryView` read-only; UITextField redeclares it read-write. BridgeKit
// does not override it, so it lives in an extension (see UIView.swift).

extension UITextField {

    // Mirrors: https://developer.apple.com/documentation/uikit/uitextfield/inputaccessoryview
    public var inputAccessoryView: UIView? {
        get { fatalError() }
        set { fatalError() }
    }
}

// The control event BridgeKit's text field shell listens to with a UIAction.

extension UIControl.Event {

    // Mirrors: https://developer.apple.com/documentation/uikit/uicontrol/event/editingchanged
    public static var editingChanged: UIControl.Event { fatalError() }
}

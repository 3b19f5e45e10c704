// The control events the documented BoundControl examples name.

extension UIControl.Event {

    // Mirrors: https://developer.apple.com/documentation/uikit/uicontrol/event/touchupinside
    public static var touchUpInside: UIControl.Event { fatalError() }
}

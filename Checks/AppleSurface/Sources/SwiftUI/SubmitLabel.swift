// SwiftUI's submit label. Apple's page declares a bare `struct SubmitLabel`: no
// conformances (not `Equatable`), no raw value, no readable property, and no
// public environment value that carries it. Code outside SwiftUI can create one
// but never tell which one it holds, which is why BridgeKit's wrapper takes its
// own `BridgedSubmitLabel` instead. Mirrored so the examples show SwiftUI's
// `View.submitLabel(_:)` on native fields and check that, on a wrapper, the
// wrapper's method wins.

// Mirrors: https://developer.apple.com/documentation/swiftui/submitlabel
public struct SubmitLabel {

    // Mirrors: https://developer.apple.com/documentation/swiftui/submitlabel/continue
    public static var `continue`: SubmitLabel { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/swiftui/submitlabel/done
    public static var done: SubmitLabel { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/swiftui/submitlabel/go
    public static var go: SubmitLabel { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/swiftui/submitlabel/join
    public static var join: SubmitLabel { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/swiftui/submitlabel/next
    public static var next: SubmitLabel { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/swiftui/submitlabel/return
    public static var `return`: SubmitLabel { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/swiftui/submitlabel/route
    public static var route: SubmitLabel { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/swiftui/submitlabel/search
    public static var search: SubmitLabel { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/swiftui/submitlabel/send
    public static var send: SubmitLabel { fatalError() }
}

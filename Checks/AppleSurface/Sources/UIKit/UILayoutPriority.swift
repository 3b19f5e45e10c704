// UILayoutPriority is an Objective-C typed extensible enum (`typedef float
// UILayoutPriority`) that Swift imports as a RawRepresentable struct over Float.
// The conformances below are the ones Swift gives such imports (Equatable,
// Hashable, RawRepresentable) plus Sendable; the page's relationship list is
// not in the docs corpus. Equatable/Hashable are synthesized (Plumbing).

// Mirrors: https://developer.apple.com/documentation/uikit/uilayoutpriority
public struct UILayoutPriority: Hashable, Equatable, RawRepresentable, Sendable {

    // Mirrors: https://developer.apple.com/documentation/uikit/uilayoutpriority/init(_:)
    // (page not in the docs corpus; shape as listed for UILayoutPriority at
    // https://onestack.dev/ios-reference/UIKit/UILayoutPriority and as Apple
    // documents the twin https://developer.apple.com/documentation/appkit/nstouchbaritem/priority/init(_:))
    public init(_ rawValue: Float) { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/uikit/uilayoutpriority/init(rawvalue:)
    // (page not in the docs corpus; same sources as init(_:), twin:
    // https://developer.apple.com/documentation/appkit/nstouchbaritem/priority/init(rawvalue:))
    public init(rawValue: Float) { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/uikit/uilayoutpriority/rawvalue
    // (page not in the docs corpus; the RawRepresentable requirement, settable
    // as on every imported Objective-C typed enum.)
    public var rawValue: Float {
        get { fatalError() }
        set { fatalError() }
    }

    // MARK: Constants

    // Mirrors: https://developer.apple.com/documentation/uikit/uilayoutpriority/required
    public static var required: UILayoutPriority { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/uikit/uilayoutpriority/defaulthigh
    public static var defaultHigh: UILayoutPriority { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/uikit/uilayoutpriority/defaultlow
    public static var defaultLow: UILayoutPriority { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/uikit/uilayoutpriority/fittingsizelevel
    public static var fittingSizeLevel: UILayoutPriority { fatalError() }
}

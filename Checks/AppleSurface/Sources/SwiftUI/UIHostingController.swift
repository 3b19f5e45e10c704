// UIHostingController inherits from UIViewController. Only the members
// BridgeKit uses; `open` because Apple's class is subclassable (the seed's
// StandaloneHostingController subclasses it).

// Mirrors: https://developer.apple.com/documentation/swiftui/uihostingcontroller
@MainActor @preconcurrency
open class UIHostingController<Content>: UIViewController where Content: View {

    // MARK: Creating a hosting controller object

    // Mirrors: https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(rootview:)
    @MainActor @preconcurrency public init(rootView: Content) { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(coder:rootview:)
    @MainActor @preconcurrency public init?(coder aDecoder: NSCoder, rootView: Content) { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(coder:)
    // (the seed's subclass overrides it as `required dynamic init?(coder aDecoder: NSCoder)`.)
    @MainActor @preconcurrency public required init?(coder aDecoder: NSCoder) { fatalError() }

    // MARK: Getting the root view

    // Mirrors: https://developer.apple.com/documentation/swiftui/uihostingcontroller/rootview
    @MainActor @preconcurrency public var rootView: Content {
        get { fatalError() }
        set { fatalError() }
    }

    // MARK: Configuring the hosting controller

    // Mirrors: https://developer.apple.com/documentation/swiftui/uihostingcontroller/sizingoptions
    @available(iOS 16.0, *)
    @MainActor @preconcurrency public var sizingOptions: UIHostingControllerSizingOptions {
        get { fatalError() }
        set { fatalError() }
    }

    // Mirrors: https://developer.apple.com/documentation/swiftui/uihostingcontroller/safearearegions
    @available(iOS 16.4, *)
    @MainActor @preconcurrency public var safeAreaRegions: SafeAreaRegions {
        get { fatalError() }
        set { fatalError() }
    }
}

// Mirrors: https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable
// (page not in the docs corpus; declaration as printed for SwiftUI at
// https://onestack.dev/ios-reference/SwiftUI/UIViewControllerRepresentable)
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Self.Body == Never {

    // Mirrors: https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/uiviewcontrollertype
    associatedtype UIViewControllerType: UIViewController

    // Mirrors: https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/coordinator
    associatedtype Coordinator = Void

    // Mirrors: https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/context
    typealias Context = UIViewControllerRepresentableContext<Self>

    // Mirrors: https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makeuiviewcontroller(context:)
    @MainActor @preconcurrency func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType

    // Mirrors: https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/updateuiviewcontroller(_:context:)
    @MainActor @preconcurrency func updateUIViewController(_ uiViewController: Self.UIViewControllerType, context: Self.Context)

    // Mirrors: https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/dismantleuiviewcontroller(_:coordinator:)
    @MainActor @preconcurrency static func dismantleUIViewController(_ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator)

    // Mirrors: https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makecoordinator()
    // (requirement page not in the docs corpus; shape from the default
    // implementation's page, makecoordinator()-9vwm8, below.)
    @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator

    // Mirrors: https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/sizethatfits(_:uiviewcontroller:context:)
    // (page not in the docs corpus; shape from the twin
    // https://developer.apple.com/documentation/swiftui/uiviewrepresentable/sizethatfits(_:uiview:context:))
    @MainActor @preconcurrency func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: Self.UIViewControllerType, context: Self.Context) -> CGSize?
}

extension UIViewControllerRepresentable where Self.Coordinator == Void {

    // Mirrors: https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makecoordinator()-9vwm8
    @MainActor @preconcurrency public func makeCoordinator() -> Self.Coordinator { fatalError() }
}

extension UIViewControllerRepresentable {

    // Plumbing: the requirement is optional in SwiftUI (default does nothing).
    @MainActor @preconcurrency public static func dismantleUIViewController(_ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator) {}

    // Plumbing: the requirement is optional in SwiftUI; `nil` means "use the
    // default sizing algorithm".
    @MainActor @preconcurrency public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: Self.UIViewControllerType, context: Self.Context) -> CGSize? { nil }
}

extension UIViewControllerRepresentable where Self.Body == Never {

    // Plumbing: representables never write `body`; SwiftUI supplies it.
    public var body: Never { fatalError() }
}

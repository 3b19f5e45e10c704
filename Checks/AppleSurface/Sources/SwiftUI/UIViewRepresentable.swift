// Mirrors: https://developer.apple.com/documentation/swiftui/uiviewrepresentable
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Self.Body == Never {

    // Mirrors: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/uiviewtype
    associatedtype UIViewType: UIView

    // Mirrors: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/coordinator
    // (page not in the docs corpus; shape from the twin
    // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/coordinator)
    associatedtype Coordinator = Void

    // Mirrors: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/context
    typealias Context = UIViewRepresentableContext<Self>

    // Mirrors: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makeuiview(context:)
    @MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType

    // Mirrors: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/updateuiview(_:context:)
    // (page not in the docs corpus; shape from the twin
    // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/updateuiviewcontroller(_:context:))
    @MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)

    // Mirrors: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/dismantleuiview(_:coordinator:)
    // (page not in the docs corpus; shape from the twin
    // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/dismantleuiviewcontroller(_:coordinator:))
    @MainActor @preconcurrency static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator)

    // Mirrors: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makecoordinator()
    @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator

    // Mirrors: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/sizethatfits(_:uiview:context:)
    @MainActor @preconcurrency func sizeThatFits(_ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context) -> CGSize?
}

// Apple documents this default separately from the requirement (for the twin
// protocol: https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makecoordinator()-9vwm8,
// an extension `where Coordinator == ()`).
extension UIViewRepresentable where Self.Coordinator == Void {

    // Mirrors: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makecoordinator()
    @MainActor @preconcurrency public func makeCoordinator() -> Self.Coordinator { fatalError() }
}

extension UIViewRepresentable {

    // Plumbing: the requirement is optional in SwiftUI (default does nothing).
    @MainActor @preconcurrency public static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator) {}

    // Plumbing: the requirement is optional in SwiftUI; `nil` means "use the
    // default sizing algorithm", as the page says.
    @MainActor @preconcurrency public func sizeThatFits(_ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context) -> CGSize? { nil }
}

extension UIViewRepresentable where Self.Body == Never {

    // Plumbing: representables never write `body`; SwiftUI supplies it.
    public var body: Never { fatalError() }
}

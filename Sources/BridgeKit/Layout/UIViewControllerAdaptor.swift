#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

/// Shows a `UIViewController` in SwiftUI, sized like ``UIViewAdaptor`` sizes a view.
///
/// RepresentableKit has no counterpart. A plain `UIViewControllerRepresentable`
/// takes whatever it is offered; this adaptor measures the controller's root view
/// with the `IdealSizeCalculator` and bounds it with the `Flexibility`, so a
/// controller whose view has a natural size can sit in a stack or under
/// `.fixedSize()`.
///
/// ```swift
/// UIViewControllerAdaptor(flexibility: .horizontal) {
///     ProfileCardViewController(user: user)
/// } updateUIViewController: { controller in
///     controller.user = user
/// }
/// ```
///
/// To size by `preferredContentSize` instead of Auto Layout:
///
/// ```swift
/// UIViewControllerAdaptor(idealSizeCalculator: .custom { controller, _ in
///     IdealSize(controller.preferredContentSize)
/// }) { ChartViewController() }
/// ```
@MainActor
public struct UIViewControllerAdaptor<Controller: UIViewController>: UIViewControllerRepresentable {
    public typealias UIViewControllerType = Controller

    /// Which sides may leave the ideal size.
    public let flexibility: Flexibility
    /// How the ideal size is chosen for a proposal.
    public let idealSizeCalculator: IdealSizeCalculator<Controller>
    private let makeController: () -> Controller
    private let updateController: ((Controller) -> Void)?

    /// - Parameters:
    ///   - flexibility: Sides that may shrink below or grow past the ideal size. Default `.all`.
    ///   - idealSizeCalculator: Chooses the ideal size for each proposal. Default `.default`.
    ///   - makeUIViewController: Creates the controller, once.
    ///   - updateUIViewController: Applies SwiftUI state on every update; `nil` for none.
    public init(
        flexibility: Flexibility = .all,
        idealSizeCalculator: IdealSizeCalculator<Controller> = .default,
        makeUIViewController: @escaping () -> Controller,
        updateUIViewController: ((Controller) -> Void)? = nil
    ) {
        self.flexibility = flexibility
        self.idealSizeCalculator = idealSizeCalculator
        self.makeController = makeUIViewController
        self.updateController = updateUIViewController
    }

    public func makeCoordinator() -> SizingCoordinator<Controller> {
        SizingCoordinator(flexibility: flexibility, idealSizeCalculator: idealSizeCalculator)
    }

    public func makeUIViewController(context: Context) -> Controller {
        let controller = makeController()
        controller.view.apply(flexibility: flexibility)
        return controller
    }

    public func updateUIViewController(_ uiViewController: Controller, context: Context) {
        context.coordinator.update(
            flexibility: flexibility,
            idealSizeCalculator: idealSizeCalculator,
            view: uiViewController.view
        )
        updateController?(uiViewController)
    }

    public func sizeThatFits(
        _ proposal: ProposedViewSize,
        uiViewController: Controller,
        context: Context
    ) -> CGSize? {
        context.coordinator.size(for: proposal, of: uiViewController)
    }
}
#endif

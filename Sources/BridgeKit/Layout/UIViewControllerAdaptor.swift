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
/// UIViewControllerAdaptor(ProfileCardViewController(user: user), flexibility: .horizontal) { controller in
///     controller.showsFollowButton = true
///     controller.view.backgroundColor = .secondarySystemBackground
/// } updateUIViewController: { controller in
///     controller.user = user
/// }
/// ```
///
/// To size by `preferredContentSize` instead of Auto Layout:
///
/// ```swift
/// UIViewControllerAdaptor(ChartViewController(), idealSizeCalculator: .custom { controller, _ in
///     IdealSize(controller.preferredContentSize)
/// })
/// ```
///
/// SwiftUI measures again only when something tells it to. A controller that
/// changes `preferredContentSize` later (or anything else its size depends on)
/// calls `view.invalidateIntrinsicContentSize()` on its root view right after:
///
/// ```swift
/// preferredContentSize = CGSize(width: 320, height: chartHeight)
/// view.invalidateIntrinsicContentSize()   // SwiftUI asks for the size again
/// ```
///
/// Measuring holds the proposed width just below `.required` (999), so a root
/// view whose own constraints need more than SwiftUI's narrow probes reports the
/// width it needs instead of logging "Unable to simultaneously satisfy constraints".
@MainActor
public struct UIViewControllerAdaptor<Controller: UIViewController>: View {
    let flexibility: Flexibility
    let idealSizeCalculator: IdealSizeCalculator<Controller>
    let makeController: () -> Controller
    let updateController: ((Controller) -> Void)?

    /// Shows `controller`, created when SwiftUI first needs it, then configured once.
    ///
    /// A single trailing closure is `configure`: it runs once, so state read in
    /// it keeps its first value. Create the controller in the expression, not
    /// one you already hold: SwiftUI makes a new one for each identity, and a
    /// controller cannot have two parents.
    ///
    /// The controller's type comes from the first argument, so both closures see
    /// it (a factory closure of several statements would be inferred as
    /// `UIViewController`).
    ///
    /// ```swift
    /// UIViewControllerAdaptor(ChartViewController()) { chart in
    ///     chart.showsLegend = false
    /// } updateUIViewController: { chart in
    ///     chart.points = points
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - controller: The controller to show; evaluated once, when SwiftUI creates it.
    ///   - flexibility: Sides that may shrink below or grow past the ideal size. Default
    ///     `.automatic`: an axis with an intrinsic length (text) keeps it and may
    ///     shrink, like `Text`; one without fills what is offered, like `Color`.
    ///     Pass `.all` for the old default (RepresentableKit's).
    ///   - idealSizeCalculator: Chooses the ideal size for each proposal. Default `.default`.
    ///   - configure: Sets the controller up once, right after it is created; `nil` for nothing.
    ///   - updateUIViewController: Applies SwiftUI state on every update; `nil` for none.
    public init(
        _ controller: @autoclosure @escaping () -> Controller,
        flexibility: Flexibility = .automatic,
        idealSizeCalculator: IdealSizeCalculator<Controller> = .default,
        configure: ((Controller) -> Void)? = nil,
        updateUIViewController: ((Controller) -> Void)? = nil
    ) {
        self.flexibility = flexibility
        self.idealSizeCalculator = idealSizeCalculator
        self.makeController = {
            let made = controller()
            configure?(made)
            return made
        }
        self.updateController = updateUIViewController
    }

    /// Shows the controller `makeUIViewController` creates.
    ///
    /// Deprecated: a factory closure of several statements loses the controller's
    /// type. Name the controller in the first argument instead.
    @available(*, deprecated, message: "the controller's type is lost in a factory closure: name it first, as in UIViewControllerAdaptor(ChartViewController()) { chart in ... } updateUIViewController: { chart in ... }")
    public init(
        flexibility: Flexibility = .automatic,
        idealSizeCalculator: IdealSizeCalculator<Controller> = .default,
        makeUIViewController: @escaping () -> Controller,
        updateUIViewController: ((Controller) -> Void)? = nil
    ) {
        self.flexibility = flexibility
        self.idealSizeCalculator = idealSizeCalculator
        self.makeController = makeUIViewController
        self.updateController = updateUIViewController
    }

    /// The controller, created once, updated and measured as described above.
    public var body: some View {
        UIViewControllerAdaptorRepresentable(adaptor: self)
    }
}

/// The `UIViewControllerRepresentable` behind ``UIViewControllerAdaptor``: its
/// coordinator keeps the measurements of one layout pass (see `SizingCoordinator`).
@MainActor
struct UIViewControllerAdaptorRepresentable<Controller: UIViewController>: UIViewControllerRepresentable {
    /// The settings and closures to apply.
    let adaptor: UIViewControllerAdaptor<Controller>

    func makeCoordinator() -> SizingCoordinator<Controller> {
        SizingCoordinator(flexibility: adaptor.flexibility, idealSizeCalculator: adaptor.idealSizeCalculator)
    }

    func makeUIViewController(context: Context) -> Controller {
        let controller = adaptor.makeController()
        controller.view.apply(flexibility: adaptor.flexibility)
        return controller
    }

    func updateUIViewController(_ uiViewController: Controller, context: Context) {
        context.coordinator.update(
            flexibility: adaptor.flexibility,
            idealSizeCalculator: adaptor.idealSizeCalculator,
            view: uiViewController.view
        )
        adaptor.updateController?(uiViewController)
    }

    /// Answers from the coordinator, which measures each distinct proposal once
    /// per layout pass.
    func sizeThatFits(
        _ proposal: ProposedViewSize,
        uiViewController: Controller,
        context: Context
    ) -> CGSize? {
        context.coordinator.size(for: proposal, of: Measured(uiViewController))
    }
}
#endif

#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

/// Shows any `UIView` in SwiftUI at the size you would expect.
///
/// A plain `UIViewRepresentable` sizes its view from intrinsic content size and
/// priorities (see `SizingRule`): a multi-line `UILabel` comes out as one long
/// line, a custom view without intrinsic size vanishes under `.fixedSize()`.
/// `UIViewAdaptor` answers SwiftUI's `sizeThatFits` itself: the
/// `IdealSizeCalculator` picks the ideal size for each proposal and the
/// `Flexibility` says how far the view may shrink or grow from it.
///
/// Name the view first; the trailing closure configures it once, and
/// `updateUIView:` pushes SwiftUI state into it on every update (each update
/// measures again):
///
/// ```swift
/// UIViewAdaptor(UILabel()) { label in
///     label.numberOfLines = 0
///     label.font = .preferredFont(forTextStyle: .body)
/// } updateUIView: { label in
///     label.attributedText = NSAttributedString(quote)
/// }
/// .padding()
/// ```
///
/// The first argument is evaluated once, when SwiftUI creates the view, so it
/// can be any expression: `UIViewAdaptor(ChartView(model: model))`. Because the
/// view's type comes from that expression, both closures see a `UILabel`, not a
/// `UIView`.
///
/// Sizing takes one layout pass (no `GeometryReader`, no state write-back). Within a
/// pass each distinct proposal is measured once; an update, a new intrinsic content
/// size, or the end of the pass makes it measure again, so a view that calls
/// `invalidateIntrinsicContentSize()` is re-measured when SwiftUI asks again.
///
/// Under an infinite proposal an axis that may grow answers `.infinity`, as `Color`
/// does; nil, zero and finite proposals always get finite, non-negative sizes.
@MainActor
public struct UIViewAdaptor<Content: UIView>: View {
    let flexibility: Flexibility
    let idealSizeCalculator: IdealSizeCalculator<Content>
    let makeContent: () -> Content
    let updateContent: ((Content) -> Void)?

    /// Shows `view`, created when SwiftUI first needs it, then configured once.
    ///
    /// A single trailing closure is `configure`: it runs once, so state read in
    /// it keeps its first value; put what follows state in `updateUIView:`.
    /// Create the view in the expression (`UILabel()`), not one you already hold:
    /// SwiftUI makes a new one for each identity.
    ///
    /// ```swift
    /// UIViewAdaptor(UILabel(), flexibility: .horizontal) { label in
    ///     label.numberOfLines = 0
    /// } updateUIView: { label in
    ///     label.text = quote
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - view: The view to show; evaluated once per identity, when SwiftUI creates it.
    ///   - flexibility: Sides that may shrink below or grow past the ideal size. Default
    ///     `.automatic`: an axis with an intrinsic length (text) keeps it and may
    ///     shrink, like `Text`; one without fills what is offered, like `Color`.
    ///     Pass `.all` for the old default (RepresentableKit's).
    ///   - idealSizeCalculator: Chooses the ideal size for each proposal. Default `.default`:
    ///     fit the proposed width, take the height that width needs.
    ///   - configure: Sets the view up once, right after it is created; `nil` for nothing.
    ///   - updateUIView: Applies SwiftUI state to the view on every update; `nil` for none.
    public init(
        _ view: @autoclosure @escaping () -> Content,
        flexibility: Flexibility = .automatic,
        idealSizeCalculator: IdealSizeCalculator<Content> = .default,
        configure: ((Content) -> Void)? = nil,
        updateUIView: ((Content) -> Void)? = nil
    ) {
        self.flexibility = flexibility
        self.idealSizeCalculator = idealSizeCalculator
        self.makeContent = {
            let content = view()
            configure?(content)
            return content
        }
        self.updateContent = updateUIView
    }

    /// Shows the view `makeUIView` creates.
    ///
    /// Deprecated: a factory closure of several statements loses the view's type
    /// (Swift infers `UIView`, so `updateUIView` cannot reach `UILabel`'s members).
    /// Name the view in the first argument instead.
    @available(*, deprecated, message: "the view's type is lost in a factory closure: name the view first, as in UIViewAdaptor(UILabel()) { label in ... } updateUIView: { label in ... }")
    public init(
        flexibility: Flexibility = .automatic,
        idealSizeCalculator: IdealSizeCalculator<Content> = .default,
        makeUIView: @escaping () -> Content,
        updateUIView: ((Content) -> Void)? = nil
    ) {
        self.flexibility = flexibility
        self.idealSizeCalculator = idealSizeCalculator
        self.makeContent = makeUIView
        self.updateContent = updateUIView
    }

    /// The view, created once, updated and measured as described above.
    public var body: some View {
        UIViewAdaptorRepresentable(adaptor: self)
    }
}

/// The `UIViewRepresentable` behind ``UIViewAdaptor``: its coordinator keeps
/// the measurements of one layout pass (see `SizingCoordinator`).
@MainActor
struct UIViewAdaptorRepresentable<Content: UIView>: AdaptiveUIViewRepresentable {
    /// The settings and closures to apply.
    let adaptor: UIViewAdaptor<Content>

    var flexibility: Flexibility { adaptor.flexibility }

    var idealSizeCalculator: IdealSizeCalculator<Content> { adaptor.idealSizeCalculator }

    func makeCoordinator() -> SizingCoordinator<Content> {
        SizingCoordinator(flexibility: flexibility, idealSizeCalculator: idealSizeCalculator)
    }

    func makeUIView(context: Context) -> Content {
        let view = adaptor.makeContent()
        view.apply(flexibility: flexibility)
        return view
    }

    func updateUIView(_ uiView: Content, context: Context) {
        context.coordinator.update(flexibility: flexibility, idealSizeCalculator: idealSizeCalculator, view: uiView)
        adaptor.updateContent?(uiView)
    }

    /// Answers from the coordinator, which measures each distinct proposal once
    /// per layout pass.
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: Content, context: Context) -> CGSize? {
        context.coordinator.size(for: proposal, of: Measured(uiView))
    }
}
#endif

#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

/// A `UIViewRepresentable` that sizes its view with a `Flexibility` and an
/// `IdealSizeCalculator` instead of intrinsic size and priorities alone.
///
/// Adopt it in any representable you already have; it supplies `sizeThatFits`
/// (iOS 16, public API, one layout pass). Both requirements have defaults,
/// `.automatic` and `.default`, the same as ``UIViewAdaptor``:
///
/// ```swift
/// struct QuoteLabel: AdaptiveUIViewRepresentable {
///     var text: String
///     var flexibility: Flexibility { .horizontal }   // any width, exactly the wrapped height
///
///     func makeUIView(context: Context) -> UILabel {
///         let label = UILabel()
///         label.numberOfLines = 0
///         return label
///     }
///     func updateUIView(_ label: UILabel, context: Context) { label.text = text }
/// }
/// ```
///
/// Why a protocol and not `UIViewAdaptor(representable:)`: calling another
/// representable's `makeUIView(context:)` needs a context of *its* type, which
/// SwiftUI gives no public way to create. Adopting this protocol keeps your
/// representable's own context, coordinator and update cycle untouched.
/// Unlike ``UIViewAdaptor`` it keeps no state between calls, so every
/// `sizeThatFits` measures.
@MainActor
public protocol AdaptiveUIViewRepresentable: UIViewRepresentable {
    /// Which sides may leave the ideal size. Default: `.automatic` (text keeps
    /// its size like `Text`; a view with no intrinsic size fills, like `Color`).
    var flexibility: Flexibility { get }
    /// How the ideal size is chosen for a proposal. Default: `.default`.
    var idealSizeCalculator: IdealSizeCalculator<UIViewType> { get }
}

extension AdaptiveUIViewRepresentable {
    public var flexibility: Flexibility { .automatic }

    public var idealSizeCalculator: IdealSizeCalculator<UIViewType> { .default }

    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? {
        var sizer = AdaptiveSizer(flexibility: flexibility, idealSizeCalculator: idealSizeCalculator.measuring())
        return sizer.size(for: ProposedSize(proposal), of: Measured(uiView))
    }
}
#endif

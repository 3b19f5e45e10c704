#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

/// The coordinator of ``UIViewAdaptor`` and ``UIViewControllerAdaptor``: keeps one
/// adaptor's measurements between `sizeThatFits` calls.
@MainActor
public final class SizingCoordinator<Subject: LayoutMeasurable> {
    private var sizer: AdaptiveSizer<Subject>

    init(flexibility: Flexibility, idealSizeCalculator: IdealSizeCalculator<Subject>) {
        sizer = AdaptiveSizer(flexibility: flexibility, idealSizeCalculator: idealSizeCalculator)
    }

    /// Takes the adaptor's settings from a SwiftUI update. Priorities are written only
    /// when the flexibility changed; the calculator is always replaced (it may capture
    /// new state), which forgets earlier measurements.
    func update(flexibility: Flexibility, idealSizeCalculator: IdealSizeCalculator<Subject>, view: UIView) {
        if sizer.flexibility != flexibility {
            view.apply(flexibility: flexibility)
        }
        sizer = AdaptiveSizer(flexibility: flexibility, idealSizeCalculator: idealSizeCalculator)
    }

    /// The answer to `sizeThatFits`.
    func size(for proposal: ProposedViewSize, of subject: Subject) -> CGSize {
        sizer.size(for: ProposedSize(proposal), of: subject)
    }
}
#endif

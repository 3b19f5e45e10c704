#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

/// The coordinator behind ``UIViewAdaptor`` and ``UIViewControllerAdaptor``: keeps
/// one adaptor's measurements for the probes of a layout pass.
///
/// SwiftUI asks `sizeThatFits` several times per pass (`nil`, `0`, `∞`, the final
/// proposal), and each distinct proposal is measured once. The measurements are
/// dropped once the pass has returned (a main-actor task): when a view calls
/// `invalidateIntrinsicContentSize()`, SwiftUI asks again in a later pass, and a view
/// without an intrinsic size (most custom views and every controller's root view)
/// shows no change the sizer could notice, so an answer kept longer could be stale.
@MainActor
final class SizingCoordinator<Subject: AnyObject> {
    private var sizer: AdaptiveSizer<Measured<Subject>>
    private var forgettingScheduled = false

    init(flexibility: Flexibility, idealSizeCalculator: IdealSizeCalculator<Subject>) {
        sizer = AdaptiveSizer(flexibility: flexibility, idealSizeCalculator: idealSizeCalculator.measuring())
    }

    /// Takes the adaptor's settings from a SwiftUI update. Priorities are written only
    /// when the flexibility changed; the calculator is always replaced (it may capture
    /// new state), which forgets earlier measurements.
    func update(flexibility: Flexibility, idealSizeCalculator: IdealSizeCalculator<Subject>, view: UIView) {
        if sizer.flexibility != flexibility {
            view.apply(flexibility: flexibility)
        }
        sizer = AdaptiveSizer(flexibility: flexibility, idealSizeCalculator: idealSizeCalculator.measuring())
    }

    /// The answer to `sizeThatFits`.
    func size(for proposal: ProposedViewSize, of subject: Measured<Subject>) -> CGSize {
        forgetMeasurementsAfterThisPass()
        return sizer.size(for: ProposedSize(proposal), of: subject)
    }

    private func forgetMeasurementsAfterThisPass() {
        guard !forgettingScheduled else { return }
        forgettingScheduled = true
        // A main-actor task runs once the current layout pass has returned.
        Task { @MainActor [weak self] in
            guard let self else { return }
            forgettingScheduled = false
            sizer.invalidate()
        }
    }
}
#endif

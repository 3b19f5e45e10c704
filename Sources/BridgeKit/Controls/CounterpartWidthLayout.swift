#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI

/// Lays out a bound slider or progress view beside the hidden SwiftUI control
/// it stands for, so that asked for its ideal width (no width proposed:
/// `.fixedSize()`, a horizontal `ScrollView`, `ViewThatFits`) it takes that
/// control's ideal width instead of 0 points
/// (`ControlSizing.size(for:counterpartIdealWidth:control:)`).
///
/// Subviews: the counterpart first, the bound control last. The container's
/// size is the bound control's; the counterpart is placed over it and never
/// drawn (`hidden()`: "they do remain in the view hierarchy and affect
/// layout"), so it only answers the one question.
struct CounterpartWidthLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let control = subviews.last else { return .zero }
        let counterpart = subviews.count > 1 ? subviews.first : nil
        return ControlSizing.size(
            for: ProposedSize(proposal),
            counterpartIdealWidth: counterpart.map { counterpart in
                { counterpart.sizeThatFits(ProposedViewSize(width: nil, height: $0.height)).width }
            },
            control: { control.sizeThatFits(ProposedViewSize(width: $0.width, height: $0.height)) }
        )
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: ProposedViewSize(bounds.size))
        }
    }
}

/// SwiftUI's own control a bound `UISlider` or `UIProgressView` takes its
/// ideal width from: laid out in the same environment, never drawn, hidden
/// from VoiceOver and from touches.
struct CounterpartStandIn: View {
    let counterpart: ControlSizing.Counterpart

    var body: some View {
        Group {
            switch counterpart {
            case .slider: Slider(value: .constant(0.5))
            case .progressView: ProgressView(value: 0.5).progressViewStyle(.linear)
            }
        }
        .hidden()
        .accessibilityHidden(true)
        .allowsHitTesting(false)
    }
}
#endif

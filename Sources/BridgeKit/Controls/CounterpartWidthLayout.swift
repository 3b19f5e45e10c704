#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI

/// Lays out a bound slider or progress view beside the hidden SwiftUI control
/// it stands for, so that asked for its ideal width (no width proposed:
/// `.fixedSize()`, a horizontal `ScrollView`, `ViewThatFits`) it takes that
/// control's ideal width instead of 0 points
/// (`ControlSizing.size(for:counterpartIdealWidth:control:)`).
///
/// Subviews: the bound control last, the counterpart (when the flexibility is
/// `.automatic`) before it. The container is the bound control to its
/// parent: its size, its spacing and its alignment guides are the control's
/// (the defaults would merge in the counterpart's: Apple's `Layout`), and
/// the counterpart, placed over it and never drawn (`hidden()`: hidden views
/// "remain in the view hierarchy and affect layout"), only answers the width.
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

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        subviews.last?.spacing ?? ViewSpacing()
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        guard let control = subviews.last else { return nil }
        let dimensions = control.dimensions(in: ProposedViewSize(bounds.size))
        return dimensions[explicit: guide].map { bounds.minX + (bounds.width - dimensions.width) / 2 + $0 }
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        guard let control = subviews.last else { return nil }
        let dimensions = control.dimensions(in: ProposedViewSize(bounds.size))
        return dimensions[explicit: guide].map { bounds.minY + (bounds.height - dimensions.height) / 2 + $0 }
    }
}

/// SwiftUI's own control a bound `UISlider` or `UIProgressView` takes its
/// ideal width from: laid out in the same environment, never drawn, hidden
/// from VoiceOver, disabled and out of hit testing.
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
        .disabled(true)
    }
}
#endif

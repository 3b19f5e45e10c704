// The article "Sizing UIKit views in SwiftUI", section "Sizing by aspect ratio
// and by width": a UIKit chart that keeps an aspect ratio, and a label that
// wraps to the width it is offered, compiled as an app would write them.
// Tests/BridgeCoreTests/Layout/CustomCalculatorProposalTests.swift pins what
// the `.custom` calculator receives. Nothing here runs.
import BridgeKit
import SwiftUI
import UIKit

/// A UIKit chart the app already has; it draws at any size and reports no
/// intrinsic size (`UIView.noIntrinsicMetric` on both axes).
final class RevenueChartView: UIView {
    var values: [Double] = [] {
        didSet { setNeedsDisplay() }
    }
    /// Width ÷ height the chart is designed for.
    var aspectRatio: CGFloat = 16 / 9
}

// MARK: "Sizing by aspect ratio"

/// The simplest way: the adaptor fills what it is offered (no intrinsic size,
/// `.automatic`), so SwiftUI's own `.aspectRatio` sizes it as it sizes `Color`.
struct RevenueCard: View {
    let values: [Double]

    var body: some View {
        UIViewAdaptor(RevenueChartView()) { chart in
            chart.values = values
        }
        .aspectRatio(16 / 9, contentMode: .fit)
    }
}

/// When the ratio is the view's own: any width, the height the ratio gives for
/// the proposed width. `nil` (`.fixedSize()`) and `∞` (a horizontal ScrollView)
/// reach the calculator as they are, so it picks a stand-in width for them.
struct RevenueChart: View {
    let values: [Double]

    var body: some View {
        UIViewAdaptor(RevenueChartView(), flexibility: .horizontal,
                      idealSizeCalculator: .custom { chart, proposal in
                          let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 320
                          return IdealSize(width: width, height: (width / chart.aspectRatio).rounded())
                      }) { chart in
            chart.values = values
        }
    }
}

// MARK: "Sizing by width"

/// A label that wraps to the width it is offered and is exactly as tall as its
/// lines: any width (`.horizontal`), the height the default calculator measures
/// at that width. Under `.fixedSize()` (no width proposed) it is one line.
struct ReleaseNotes: View {
    let notes: String

    var body: some View {
        VStack(alignment: .leading) {
            Text("What's new").font(.headline)
            UIViewAdaptor(UILabel(), flexibility: .horizontal) { label in
                label.numberOfLines = 0
                label.font = .preferredFont(forTextStyle: .body)
                label.adjustsFontForContentSizeCategory = true
            } updateUIView: { label in
                label.text = notes
            }
        }
        .padding()
    }
}

// The sizing examples of README.md and the DocC article "Sizing UIKit views in
// SwiftUI", compiled as an app would write them. Nothing here runs: it proves the
// documented calls type-check against Apple's signatures.
import BridgeKit
import SwiftUI
import UIKit

let quote = "To love the journey is to accept no such end. I have found, through painful experience, that the most important step a person can take is always the next one."

struct QuotePreview: View {
    var body: some View {
        UIViewAdaptor(UILabel()) { label in
            label.numberOfLines = 0
            label.text = quote
        }
        .padding()
    }
}

struct UpdatingLabel: View {
    var text: String

    var body: some View {
        UIViewAdaptor(UILabel(), flexibility: .horizontal) { label in
            label.numberOfLines = 0
            label.font = .preferredFont(forTextStyle: .body)
        } updateUIView: { label in
            label.attributedText = NSAttributedString(string: text, attributes: [.kern: 0.5])
        }
    }
}

final class SparklineView: UIView {}

struct FixedSparkline: View {
    var body: some View {
        UIViewAdaptor(SparklineView(), idealSizeCalculator: .fixed(CGSize(width: 120, height: 44)))
            .fixedSize()
    }
}

// Flexibility.uiKitDefault's doc comment: sized as a plain representable would be.
final class MapPinView: UIView {}

struct MapPin: View {
    var body: some View {
        UIViewAdaptor(MapPinView(), flexibility: .uiKitDefault)
    }
}

// "Flexibility and the ideal size": the row's width, 200 points tall.
struct WideSparkline: View {
    var body: some View {
        UIViewAdaptor(SparklineView(), flexibility: .horizontal, idealSizeCalculator: .fixed(width: nil, height: 200))
    }
}

final class ChartViewController: UIViewController {
    var points: [Double] = []
    var showsLegend = true
}

struct Chart: View {
    var body: some View {
        UIViewControllerAdaptor(ChartViewController(), idealSizeCalculator: .custom { controller, _ in
            IdealSize(controller.preferredContentSize)
        })
    }
}

/// `UIViewControllerAdaptor`'s initializer: configured once, updated from state.
struct UpdatingChart: View {
    var points: [Double]

    var body: some View {
        UIViewControllerAdaptor(ChartViewController()) { chart in
            chart.showsLegend = false
            chart.view.backgroundColor = .secondarySystemBackground
        } updateUIViewController: { chart in
            chart.points = points
        }
    }
}

struct QuoteLabel: AdaptiveUIViewRepresentable {
    var text: String
    var flexibility: Flexibility { .horizontal }

    func makeUIView(context: Context) -> UILabel {
        let label = UILabel()
        label.numberOfLines = 0
        return label
    }

    func updateUIView(_ label: UILabel, context: Context) {
        label.text = text
    }
}

@MainActor
func applyFlexibility(to field: UIView) {
    field.apply(flexibility: .horizontal)
}

// MARK: Explaining a size in the app (SizeExplanation, import BridgeKit only)

/// Prints why a label in a plain representable stays one line high, and what
/// UIViewAdaptor gives it instead, at the width the row offers.
@MainActor
func explainQuoteSizing(rowWidth: CGFloat) {
    let label = UILabel()
    label.numberOfLines = 0
    label.text = quote
    let proposal = ProposedSize(width: rowWidth, height: nil)
    let plain = SizeExplanation(plainRepresentable: label, proposal: proposal)
    print(plain.lines.joined(separator: "\n"))
    let adapted = SizeExplanation(adaptor: label, flexibility: .horizontal, proposal: proposal)
    if adapted.size.height > plain.size.height {
        print("UIViewAdaptor wraps it: \(adapted.lines.last ?? "")")
    }
}

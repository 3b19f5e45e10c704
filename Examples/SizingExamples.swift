// The sizing examples of README.md and the DocC article "Sizing UIKit views in
// SwiftUI", compiled as an app would write them. Nothing here runs: it proves the
// documented calls type-check against Apple's signatures.
import BridgeKit
import SwiftUI
import UIKit

let quote = "To love the journey is to accept no such end. I have found, through painful experience, that the most important step a person can take is always the next one."

struct QuotePreview: View {
    var body: some View {
        UIViewAdaptor {
            let view = UILabel()
            view.numberOfLines = 0
            view.text = quote
            return view
        }
        .padding()
    }
}

struct UpdatingLabel: View {
    var text: String

    var body: some View {
        UIViewAdaptor(flexibility: .horizontal) {
            UILabel()
        } updateUIView: { label in
            label.text = text
        }
    }
}

final class SparklineView: UIView {}

struct FixedSparkline: View {
    var body: some View {
        UIViewAdaptor(idealSizeCalculator: .fixed(CGSize(width: 120, height: 44))) {
            SparklineView()
        }
        .fixedSize()
    }
}

final class ChartViewController: UIViewController {}

struct Chart: View {
    var body: some View {
        UIViewControllerAdaptor(idealSizeCalculator: .custom { controller, _ in
            IdealSize(controller.preferredContentSize)
        }) {
            ChartViewController()
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

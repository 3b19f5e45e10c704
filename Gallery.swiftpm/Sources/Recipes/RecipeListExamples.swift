// The recipes of the DocC article "Recipes" for lists and controls: a label and
// a chart in a List row, List refresh bound to a view model's isLoading with an
// async reload, a segmented control and a stepper bound to state, and
// introspection. Written as an app writes them; the SDK check compiles this file
// in the module Examples (as the articles' code) and in the gallery, whose Recipes
// screen runs these views (Gallery.swiftpm/Sources/RecipesScreen.swift).
import BridgeKit
import SwiftUI
import UIKit

// MARK: A label and a chart in a List row

struct Stock: Identifiable {
    let id: String
    var name: String
    var prices: [Double]
}

/// A UIKit chart the app already has: it draws `values` as a line.
final class PriceLineView: UIView {
    var values: [Double] = [] {
        didSet { setNeedsDisplay() }
    }

    override func draw(_ rect: CGRect) {
        guard values.count > 1, let low = values.min(), let high = values.max() else { return }
        let range = max(high - low, 1)
        let path = UIBezierPath()
        for (index, value) in values.enumerated() {
            let x = rect.width * CGFloat(index) / CGFloat(values.count - 1)
            let y = rect.height * (1 - CGFloat((value - low) / range))
            if index == 0 { path.move(to: CGPoint(x: x, y: y)) } else { path.addLine(to: CGPoint(x: x, y: y)) }
        }
        tintColor.setStroke()
        path.lineWidth = 2
        path.stroke()
    }
}

struct StockRow: View {
    let stock: Stock

    var body: some View {
        VStack(alignment: .leading) {
            // Any width, exactly the height the text needs at that width.
            UIViewAdaptor(UILabel(), flexibility: .horizontal) { label in
                label.numberOfLines = 0
                label.adjustsFontForContentSizeCategory = true
            } updateUIView: { label in
                let text = NSMutableAttributedString(
                    string: stock.id,
                    attributes: [.font: UIFont.preferredFont(forTextStyle: .headline)]
                )
                text.append(NSAttributedString(
                    string: "  \(stock.name)",
                    attributes: [.foregroundColor: UIColor.secondaryLabel]
                ))
                label.attributedText = text
            }
            // The row's width, 60 points tall: no ideal width, a fixed ideal height.
            UIViewAdaptor(PriceLineView(), flexibility: .horizontal,
                          idealSizeCalculator: .fixed(width: nil, height: 60)) { chart in
                chart.isOpaque = false
                chart.tintColor = .systemGreen
            } updateUIView: { chart in
                chart.values = stock.prices
            }
        }
    }
}

struct WatchlistView: View {
    let stocks: [Stock]

    var body: some View {
        List(stocks) { stock in
            StockRow(stock: stock)
        }
    }
}

// MARK: List refresh bound to a view model's isLoading, with an async reload

struct InboxMessage: Identifiable {
    let id: Int
    var subject: String
}

/// Stands in for the app's network: a second and a half, then five messages.
struct InboxAPI {
    func messages() async throws -> [InboxMessage] {
        try await Task.sleep(nanoseconds: 1_500_000_000)
        let time = Date().formatted(date: .omitted, time: .standard)
        return (1...5).map { InboxMessage(id: $0, subject: "Message \($0), fetched at \(time)") }
    }
}

@MainActor
final class InboxModel: ObservableObject {
    @Published private(set) var messages: [InboxMessage] = []
    @Published var isLoading = false
    @Published var failure: String?
    private let api = InboxAPI()

    /// The pull's work: the modifier turns `isLoading` on and off around it.
    func reload() async throws {
        let fresh = try await api.messages()
        messages = fresh
        failure = nil
    }

    /// A load the model starts itself: `isLoading` shows the spinner too.
    func firstLoad() async {
        isLoading = true
        defer { isLoading = false }
        do {
            try await reload()
        } catch {
            failure = error.localizedDescription
        }
    }
}

struct InboxView: View {
    @StateObject private var model = InboxModel()

    var body: some View {
        List(model.messages) { message in
            Text(message.subject)
        }
        .pullToRefresh(isRefreshing: $model.isLoading, title: "Checking mail") {
            do {
                try await model.reload()
            } catch is CancellationError {
                // isLoading was set to false: the user tapped Stop.
            } catch {
                model.failure = error.localizedDescription
            }
        }
        .task { await model.firstLoad() }
        .toolbar {
            Button("Stop") { model.isLoading = false }   // cancels the pull's task
                .disabled(!model.isLoading)
        }
    }
}

// MARK: A segmented control and a stepper bound to state

enum SortOrder: Int, CaseIterable {
    case newest, cheapest, bestRated

    var title: String {
        switch self {
        case .newest: "Newest"
        case .cheapest: "Cheapest"
        case .bestRated: "Best rated"
        }
    }
}

@MainActor
final class BasketModel: ObservableObject {
    @Published var sortOrder: SortOrder = .newest
    @Published var quantity = 1

    var summary: String { "\(quantity) × sorted by \(sortOrder.title)" }
}

struct BasketOptions: View {
    @StateObject private var model = BasketModel()

    var body: some View {
        Form {
            BoundControl($model.sortOrder, UISegmentedControl(items: SortOrder.allCases.map(\.title)),
                         events: .valueChanged, flexibility: .horizontal) { control in
                control.selectedSegmentTintColor = .systemYellow
                control.apportionsSegmentWidthsByContent = true
            } currentValue: { control in
                SortOrder(rawValue: control.selectedSegmentIndex) ?? .newest
            } write: { control, order in
                control.selectedSegmentIndex = order.rawValue
            }
            HStack {
                Text("Quantity: \(model.quantity)")
                Spacer()
                BoundControl($model.quantity, UIStepper(), events: .valueChanged) { stepper in
                    stepper.minimumValue = 1
                    stepper.maximumValue = 10
                } currentValue: { stepper in
                    Int(stepper.value)
                } write: { stepper, quantity in
                    stepper.value = Double(quantity)
                }
            }
            Text(model.summary)
        }
    }
}

// MARK: Introspection: settings SwiftUI does not offer

struct Note: Identifiable {
    let id: Int
    var text: String
}

struct NotesView: View {
    @State private var title = ""
    let notes: [Note]

    var body: some View {
        VStack {
            TextField("Title", text: $title)
                .introspectTextField { field in
                    field.adjustsFontSizeToFitWidth = true
                    field.minimumFontSize = 12
                }
            List(notes) { note in
                Text(note.text)
            }
            .introspectScrollView { scrollView in
                scrollView.delaysContentTouches = false
                scrollView.decelerationRate = .fast
            }
        }
    }
}

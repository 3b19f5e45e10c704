import BridgeKit
import SwiftUI
import UIKit

// The list and control recipes of the article "Recipes", as in
// Examples/RecipeListExamples.swift, with sample data in place of the app's.

// MARK: A label and a chart in a List row

struct RecipeStock: Identifiable {
    let id: String
    var name: String
    var prices: [Double]

    static let samples = [
        RecipeStock(id: "AAPL", name: "A long company name that wraps onto a second line in a narrow row",
                    prices: [189, 191, 188, 193, 195, 194, 198]),
        RecipeStock(id: "BRDG", name: "Bridge Industries", prices: [42, 40, 41, 39, 37, 38, 36]),
        RecipeStock(id: "KIT", name: "Kit & Co.", prices: [12, 12.5, 13, 12.8, 13.6, 14.1, 14]),
    ]
}

/// A UIKit chart the app already has: it draws `values` as a line.
final class RecipePriceLineView: UIView {
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

struct RecipeStockRow: View {
    let stock: RecipeStock

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
            UIViewAdaptor(RecipePriceLineView(), flexibility: .horizontal,
                          idealSizeCalculator: .fixed(width: nil, height: 60)) { chart in
                chart.isOpaque = false
                chart.tintColor = .systemGreen
            } updateUIView: { chart in
                chart.values = stock.prices
            }
        }
    }
}

struct RecipeWatchlist: View {
    var body: some View {
        List(RecipeStock.samples) { stock in
            RecipeStockRow(stock: stock)
        }
        .navigationTitle("Watchlist")
    }
}

// MARK: List refresh bound to a view model's isLoading, with an async reload

struct RecipeMessage: Identifiable {
    let id: Int
    var subject: String
}

@MainActor
final class RecipeInboxModel: ObservableObject {
    @Published private(set) var messages: [RecipeMessage] = []
    @Published var isLoading = false
    @Published var failure: String?
    private var fetches = 0

    /// The pull's work: the modifier turns `isLoading` on and off around it.
    func reload() async throws {
        try await Task.sleep(nanoseconds: 1_500_000_000)   // the app's request
        fetches += 1
        messages = (1...5).map { RecipeMessage(id: fetches * 10 + $0, subject: "Message \($0), fetch \(fetches)") }
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

struct RecipeInbox: View {
    @StateObject private var model = RecipeInboxModel()

    var body: some View {
        List {
            Section {
                ForEach(model.messages) { message in
                    Text(message.subject)
                }
            } footer: {
                Text(model.failure ?? "isLoading: \(model.isLoading ? "true" : "false"). Pull and release, or tap Stop while it loads: the reload's task is cancelled.")
            }
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
        .navigationTitle("Inbox")
    }
}

// MARK: A segmented control and a stepper bound to state

enum RecipeSortOrder: Int, CaseIterable {
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
final class RecipeBasketModel: ObservableObject {
    @Published var sortOrder: RecipeSortOrder = .newest
    @Published var quantity = 1

    var summary: String { "\(quantity) × sorted by \(sortOrder.title)" }
}

struct RecipeBasketOptions: View {
    @StateObject private var model = RecipeBasketModel()

    var body: some View {
        Form {
            Section {
                BoundControl($model.sortOrder, UISegmentedControl(items: RecipeSortOrder.allCases.map(\.title)),
                             events: .valueChanged, flexibility: .horizontal) { control in
                    control.selectedSegmentTintColor = .systemYellow
                    control.apportionsSegmentWidthsByContent = true
                } currentValue: { control in
                    RecipeSortOrder(rawValue: control.selectedSegmentIndex) ?? .newest
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
            } header: {
                Text("UIKit controls")
            }
            Section {
                Picker("Sort", selection: $model.sortOrder) {
                    ForEach(RecipeSortOrder.allCases, id: \.self) { Text($0.title).tag($0) }
                }
                Stepper("Quantity", value: $model.quantity, in: 1...10)
            } header: {
                Text("SwiftUI's, bound to the same model")
            }
        }
        .navigationTitle("Basket")
    }
}

import BridgeKit
import SwiftUI
import UIKit

// The existing-app recipes of the articles "Recipes" and "Adding BridgeKit to an
// existing UIKit app" (Examples/ExistingAppExamples.swift): a UIKit screen in a
// NavigatorController(rootViewController:), pushing a configured SwiftUI page and
// embedding a SwiftUI component it updates through `content`.

/// The UIKit part of the gallery, presented full screen so UIKit's navigation bar
/// is the only one.
struct RecipeExistingApp: UIViewControllerRepresentable {
    let close: @MainActor () -> Void

    func makeUIViewController(context: Context) -> NavigatorController {
        // Was, in the app: UINavigationController(rootViewController: OrdersViewController())
        NavigatorController(rootViewController: RecipeOrdersViewController(close: close))
    }

    func updateUIViewController(_ navigation: NavigatorController, context: Context) {}
}

struct RecipeOrder: Identifiable, Hashable {
    let id: Int
    var title: String
    var total: Double

    static let samples = [
        RecipeOrder(id: 1, title: "Noodles for two", total: 18.5),
        RecipeOrder(id: 2, title: "Coffee beans", total: 12),
        RecipeOrder(id: 3, title: "A bridge kit", total: 49.9),
    ]
}

/// State shared by the page's UIKit bar button and its SwiftUI body.
@MainActor
final class RecipeOrderEditor: ObservableObject {
    @Published var order: RecipeOrder
    @Published var isEditing = false

    init(order: RecipeOrder) {
        self.order = order
    }
}

/// A SwiftUI page configured before the push: its title and Edit button are there
/// for the whole animation.
struct RecipeOrderDetail: StandaloneHostedView {
    @ObservedObject var editor: RecipeOrderEditor
    @Environment(\.navigator) private var navigator

    func configureHostingController(_ hostingController: StandaloneHostingController<RecipeOrderDetail>) {
        hostingController.navigationItem.title = editor.order.title
        hostingController.navigationItem.largeTitleDisplayMode = .never
        let editor = editor
        // The controller owns its navigation item, the item owns this action:
        // capture the controller weakly, or the page is never freed.
        let edit = UIAction(title: "Edit") { [weak hostingController] _ in
            editor.isEditing.toggle()
            hostingController?.navigationItem.rightBarButtonItem?.title = editor.isEditing ? "Done" : "Edit"
            hostingController?.navigationItem.title = editor.order.title
        }
        hostingController.navigationItem.rightBarButtonItem = UIBarButtonItem(primaryAction: edit)
    }

    var body: some View {
        Form {
            if editor.isEditing {
                TextField("Title", text: $editor.order.title)
            } else {
                Text(editor.order.title)
            }
            Text(editor.order.total, format: .currency(code: "EUR"))
            Button("History (a UIKit page on top)") {
                try? navigator.push(RecipeOrderHistoryViewController(order: editor.order))
            }
        }
    }
}

/// A SwiftUI component in the UIKit screen, replaced through `content`.
struct RecipeCartSummary: StandaloneHostedView {
    var itemCount: Int
    var total: Double

    var body: some View {
        HStack {
            Text("\(itemCount) in the cart")
            Spacer()
            Text(total, format: .currency(code: "EUR")).bold()
        }
        .padding()
        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
    }
}

/// The app's existing UIKit screen: a table of orders under a SwiftUI summary.
final class RecipeOrdersViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let close: @MainActor () -> Void
    private let orders = RecipeOrder.samples
    private var cart: [RecipeOrder] = []
    private let table = UITableView(frame: .zero, style: .insetGrouped)
    private var summary: StandaloneHostingController<RecipeCartSummary>?

    init(close: @escaping @MainActor () -> Void) {
        self.close = close
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Orders (UIKit)"
        view.backgroundColor = .systemGroupedBackground
        navigationItem.leftBarButtonItem = UIBarButtonItem(primaryAction: UIAction(title: "Close") { [weak self] _ in
            self?.close()
        })
        let summaryContainer = UIView()
        let stack = UIStackView(arrangedSubviews: [summaryContainer, table])
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
            stack.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        table.dataSource = self
        table.delegate = self
        table.register(UITableViewCell.self, forCellReuseIdentifier: "order")
        // .component: sized by the SwiftUI content, no safe-area padding of its own.
        summary = embedHostedView(RecipeCartSummary(itemCount: 0, total: 0), embedding: .component, in: summaryContainer)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        orders.count
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        "Tap an order to push its SwiftUI page; swipe it to add it to the cart, which updates the SwiftUI summary above."
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "order", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = orders[indexPath.row].title
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let editor = RecipeOrderEditor(order: orders[indexPath.row])
        let page = StandaloneHostingController(rootView: RecipeOrderDetail(editor: editor))
        navigationController?.pushViewController(page, animated: true)
    }

    func tableView(_ tableView: UITableView,
                   trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let order = orders[indexPath.row]
        let add = UIContextualAction(style: .normal, title: "Add to cart") { [weak self] _, _, done in
            self?.cartDidChange(adding: order)
            done(true)
        }
        add.backgroundColor = .systemIndigo
        return UISwipeActionsConfiguration(actions: [add])
    }

    /// The app's UIKit code updating the embedded SwiftUI component.
    private func cartDidChange(adding order: RecipeOrder) {
        cart.append(order)
        summary?.content = RecipeCartSummary(itemCount: cart.count, total: cart.reduce(0) { $0 + $1.total })
    }
}

/// A UIKit page that pops back past the SwiftUI one in one call.
final class RecipeOrderHistoryViewController: UIViewController {
    private let order: RecipeOrder

    init(order: RecipeOrder) {
        self.order = order
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "History"
        view.backgroundColor = .systemBackground
        let backToOrders = UIAction(title: "Orders") { [weak self] _ in
            guard let navigation = self?.navigationController as? NavigatorController else { return }
            try? navigation.navigator.pop(count: 2)
        }
        navigationItem.rightBarButtonItem = UIBarButtonItem(primaryAction: backToOrders)
        let label = UILabel()
        label.text = "No changes to \(order.title) yet."
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}

// The examples of the DocC article "Adding BridgeKit to an existing UIKit app"
// (and the recipes "Push a configured SwiftUI page from a UIKit screen" and
// "Embed a SwiftUI component in a UIKit screen" of the article "Recipes"),
// written as an app writes them. The SDK check compiles this file in the module
// Examples (as the articles' code) and in the gallery, whose Recipes screen runs
// these controllers (Gallery.swiftpm/Sources/RecipesScreen.swift).
import BridgeKit
import SwiftUI
import UIKit

// MARK: The app's own types

struct Order: Identifiable, Hashable {
    let id: Int
    var title: String
    var total: Double

    static let samples = [
        Order(id: 1, title: "Noodles for two", total: 18.5),
        Order(id: 2, title: "Coffee beans", total: 12),
        Order(id: 3, title: "A bridge kit", total: 49.9),
    ]
}

/// Stands in for the app's storage: the sample orders, after a short wait.
@MainActor
final class OrderStore {
    func orders() async throws -> [Order] {
        try await Task.sleep(nanoseconds: 300_000_000)
        return Order.samples
    }
    func save(_ order: Order) async throws {}
}

// MARK: Replace the navigation controller

@MainActor
final class OrdersSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
               options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        // Was: UINavigationController(rootViewController: OrdersViewController())
        window.rootViewController = NavigatorController(rootViewController: OrdersViewController())
        window.makeKeyAndVisible()
        self.window = window
    }
}

// MARK: State shared by a UIKit bar button and a SwiftUI page

@MainActor
final class OrderEditor: ObservableObject {
    @Published var order: Order
    @Published var isEditing = false
    @Published var isSaving = false
    private let store: OrderStore

    init(order: Order, store: OrderStore) {
        self.order = order
        self.store = store
    }

    func toggleEditing() {
        if isEditing {
            Task { await save() }
        }
        isEditing.toggle()
    }

    func save() async {
        isSaving = true
        defer { isSaving = false }
        try? await store.save(order)
    }
}

struct OrderDetailView: StandaloneHostedView {
    @ObservedObject var editor: OrderEditor
    @Environment(\.navigator) private var navigator

    // Runs in the hosting controller's init, before the push: the title and the
    // button are there for the whole animation.
    func configureHostingController(_ hostingController: StandaloneHostingController<OrderDetailView>) {
        hostingController.navigationItem.title = editor.order.title
        hostingController.navigationItem.largeTitleDisplayMode = .never
        let editor = editor
        let editButton = UIBarButtonItem(title: "Edit")
        // The controller owns its navigation item, the item owns this action:
        // capture the controller weakly, or the page is never freed.
        editButton.primaryAction = UIAction(title: "Edit") { [weak hostingController] _ in
            editor.toggleEditing()
            hostingController?.navigationItem.rightBarButtonItem?.title = editor.isEditing ? "Done" : "Edit"
        }
        hostingController.navigationItem.rightBarButtonItem = editButton
    }

    var body: some View {
        Form {
            if editor.isEditing {
                TextField("Title", text: $editor.order.title)
            } else {
                Text(editor.order.title)
            }
            Text(editor.order.total, format: .currency(code: "EUR"))
            Button("History") {
                // A UIKit page on top of a SwiftUI one.
                try? navigator.push(OrderHistoryViewController(order: editor.order))
            }
        }
        .disabled(editor.isSaving)
    }
}

// MARK: An existing UIKit screen pushing a configured SwiftUI page

final class OrdersViewController: UITableViewController {
    private let store = OrderStore()
    private var orders: [Order] = []

    /// The stack's navigator; nil under a plain UINavigationController.
    private var navigator: BridgeKit.Navigator? {
        (navigationController as? NavigatorController)?.navigator
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Orders"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "order")
        Task {
            orders = (try? await store.orders()) ?? []
            tableView.reloadData()
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        orders.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "order", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = orders[indexPath.row].title
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let editor = OrderEditor(order: orders[indexPath.row], store: store)
        let page = StandaloneHostingController(rootView: OrderDetailView(editor: editor))
        navigationController?.pushViewController(page, animated: true)
    }

    /// Two pages at once, mixing UIKit and SwiftUI, in one UIKit call.
    func showHistory(of order: Order) {
        let editor = OrderEditor(order: order, store: store)
        do {
            try navigator?.push(contentsOf: [
                .hosted(OrderDetailView(editor: editor), id: "order"),
                .controller(OrderHistoryViewController(order: order)),
            ])
        } catch {
            print("not pushed: \(error)")
        }
    }
}

/// A UIKit page that pops back past a SwiftUI one.
final class OrderHistoryViewController: UIViewController {
    private let order: Order

    init(order: Order) {
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
    }
}

// MARK: A SwiftUI component in a UIKit screen, updated later

struct CartSummary: StandaloneHostedView {
    var itemCount: Int
    var total: Double

    var body: some View {
        HStack {
            Text("\(itemCount) items")
            Spacer()
            Text(total, format: .currency(code: "EUR")).bold()
        }
        .padding()
        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
    }
}

/// Any SwiftUI view becomes embeddable with an empty conformance.
struct DeliveryBadge: View {
    let days: Int
    var body: some View { Label("\(days) days", systemImage: "shippingbox") }
}

extension DeliveryBadge: StandaloneHostedView {}

final class CartViewController: UIViewController {
    private let stack = UIStackView()
    private var summary: StandaloneHostingController<CartSummary>?

    override func viewDidLoad() {
        super.viewDidLoad()
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
        ])
        let summaryContainer = UIView()
        let badgeContainer = UIView()
        stack.addArrangedSubview(summaryContainer)
        stack.addArrangedSubview(badgeContainer)
        // .component: sized by the SwiftUI content, no safe-area padding of its own.
        summary = embedHostedView(CartSummary(itemCount: 0, total: 0), embedding: .component, in: summaryContainer)
        embedHostedView(DeliveryBadge(days: 2), embedding: .component, in: badgeContainer)
    }

    /// Called by the app's UIKit code whenever the cart changes.
    func cartDidChange(items: [Order]) {
        summary?.content = CartSummary(itemCount: items.count, total: items.reduce(0) { $0 + $1.total })
    }
}

import BridgeKit
import SwiftUI
import UIKit

/// A `UITableView` refreshed by BridgeKit's `PullToRefreshController`, or by a
/// plain `UIRefreshControl` to compare, with the events listed above it.
struct RefreshingTableScreen: View {
    @State private var usesController = true
    @State private var events: [String] = []

    var body: some View {
        VStack(spacing: 0) {
            header
            RefreshingTable(usesController: usesController) { event in
                events.append(timestamped(event))
            }
        }
    }

    private var header: some View {
        VStack(alignment: .leading, spacing: 6) {
            Toggle("PullToRefreshController (off: plain UIRefreshControl)", isOn: $usesController)
                .font(.subheadline)
            Text(usesController
                 ? "Starts when your finger lifts, past the threshold."
                 : "Starts on .valueChanged, while your finger is still down.")
                .font(.footnote).foregroundColor(.secondary)
            ForEach(Array(events.suffix(3).enumerated()), id: \.offset) { _, line in
                Text(line).font(.system(.caption, design: .monospaced))
            }
        }
        .padding(.horizontal)
    }
}

/// The table controller in SwiftUI.
struct RefreshingTable: UIViewControllerRepresentable {
    let usesController: Bool
    let onEvent: @MainActor (String) -> Void

    func makeUIViewController(context: Context) -> RefreshingTableController {
        RefreshingTableController(style: .insetGrouped)
    }

    func updateUIViewController(_ controller: RefreshingTableController, context: Context) {
        controller.onEvent = onEvent
        controller.useController(usesController)
    }
}

/// A plain UIKit table with pull to refresh, the way a UIKit screen adds it.
final class RefreshingTableController: UITableViewController {
    var onEvent: (@MainActor (String) -> Void)?
    private var rows = (1...20).map { "Row \($0)" }
    /// Kept alive here: the controller owns its refresher.
    private var refresher: PullToRefreshController?
    private var usesController: Bool?

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    }

    /// Installs BridgeKit's refresher or a plain control, once per change.
    func useController(_ uses: Bool) {
        guard uses != usesController else { return }
        usesController = uses
        refresher?.detach()
        refresher = nil
        if uses {
            let refresher = PullToRefreshController(tint: .systemGreen, title: "Refreshing") { [weak self] in
                try await self?.reload(by: "PullToRefreshController")
            }
            refresher.attach(to: tableView)
            self.refresher = refresher
        } else {
            let control = UIRefreshControl()
            control.addAction(UIAction { [weak self, weak control] _ in
                self?.onEvent?("valueChanged: the action starts now")
                Task { @MainActor in
                    try? await self?.reload(by: "UIRefreshControl")
                    control?.endRefreshing()
                }
            }, for: .valueChanged)
            tableView.refreshControl = control
        }
    }

    private func reload(by source: String) async throws {
        onEvent?("\(source): action started")
        try await Task.sleep(for: .seconds(2))
        rows.insert("Added at \(Date.now.formatted(date: .omitted, time: .standard))", at: 0)
        tableView.reloadData()
        onEvent?("\(source): action returned")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}

struct RefreshingTable_Previews: PreviewProvider {
    static var previews: some View {
        RefreshingTableScreen()
    }
}

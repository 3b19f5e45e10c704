import DeviceCheckRunner
import SwiftUI

/// The Device checks screen: every check grouped by feature, run all or one,
/// each row showing not run, running, passed or what failed.
///
/// Runs go through the same `CheckRun` as the launch argument, so the screen
/// and `Checks/device-checks` run a check the same way: alone, with a time
/// limit, in a window of its own above this one.
struct DeviceChecksScreen: View {
    @StateObject private var model = DeviceChecksModel()

    var body: some View {
        List {
            if let summary = model.summary {
                Section { Text(summary).font(.headline) }
            }
            ForEach(model.features, id: \.self) { feature in
                Section(feature) {
                    ForEach(DeviceChecks.all.filter { $0.feature == feature }) { check in
                        Button {
                            Task { await model.run([check]) }
                        } label: {
                            DeviceCheckRow(name: check.name, state: model.states[check.name])
                        }
                        .foregroundColor(.primary)
                        .disabled(model.isRunning)
                    }
                }
            }
        }
        .navigationTitle("Device checks")
        .toolbar {
            Button("Run all") { Task { await model.run(DeviceChecks.all) } }
                .disabled(model.isRunning)
        }
    }
}

/// The screen's state: each check's last result, and whether a run is going.
@MainActor
final class DeviceChecksModel: ObservableObject {
    enum State { case running, result(CheckResult) }

    @Published var states: [String: State] = [:]
    @Published var isRunning = false
    @Published var summary: String?

    let features: [String] = DeviceChecks.all.reduce(into: []) { features, check in
        if !features.contains(check.feature) { features.append(check.feature) }
    }

    func run(_ checks: [DeviceCheck]) async {
        guard !isRunning, !DeviceChecks.isRunning else { return }
        isRunning = true
        summary = nil
        for check in checks { states[check.name] = nil }
        if let first = checks.first { states[first.name] = .running }
        let result = await DeviceChecks.runAlone(checks, CheckRun()) { result in
            states[result.name] = .result(result)
            if let next = checks.first(where: { states[$0.name] == nil }) { states[next.name] = .running }
        }
        summary = result?.lines.joined(separator: "\n") ?? "another run is going"
        isRunning = false
    }
}

/// A check's row: its name and its state.
private struct DeviceCheckRow: View {
    let name: String
    let state: DeviceChecksModel.State?

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                Text(name).font(.system(.footnote, design: .monospaced))
                Spacer()
                switch state {
                case nil: Text("not run").foregroundColor(.secondary)
                case .running?: ProgressView()
                case .result(let result)?:
                    Text(result.passed ? "passed" : "failed").foregroundColor(result.passed ? .green : .red)
                }
            }
            if case .result(let result)? = state, !result.passed {
                Text(result.failures.joined(separator: "\n")).font(.caption).foregroundColor(.red)
            }
        }
    }
}

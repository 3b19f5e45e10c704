/// One check's result: its name, its feature and what failed (nothing when it
/// passed). For the BridgeKit gallery, not for apps.
public struct CheckResult: Equatable, Sendable {
    public var name: String
    public var feature: String
    public var failures: [String]

    public init(name: String, feature: String, failures: [String]) {
        self.name = name
        self.feature = feature
        self.failures = failures
    }

    public var passed: Bool { failures.isEmpty }

    /// The line the runner prints: `PASS name [feature]` or
    /// `FAIL name [feature]: first failure | second failure`, always one line.
    public var line: String {
        let head = "\(passed ? "PASS" : "FAIL") \(name) [\(feature)]"
        guard !passed else { return head }
        let text = failures.joined(separator: " | ")
            .split(whereSeparator: \.isNewline).joined(separator: " ")
        return "\(head): \(text)"
    }
}

/// The counts after a run, its last line and the process's exit status.
public struct CheckSummary: Equatable, Sendable {
    public var results: [CheckResult]

    public init(results: [CheckResult]) { self.results = results }

    public var passed: Int { results.filter(\.passed).count }
    public var failed: Int { results.count - passed }

    /// Exactly `N passed, N failed`: what `Checks/device-checks` looks for.
    public var line: String { "\(passed) passed, \(failed) failed" }

    /// 0 only when something ran and nothing failed: a filter that matched
    /// nothing is not a pass.
    public var exitStatus: Int32 { failed == 0 && passed > 0 ? 0 : 1 }
}

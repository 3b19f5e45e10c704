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

/// The counts after a run, its last lines and the process's exit status.
public struct CheckSummary: Equatable, Sendable {
    public var results: [CheckResult]
    /// The names of the configuration checks among `results`.
    public var configurationChecks: Set<String>
    /// The controls' results; nil when the run skipped controls.
    public var controls: [ControlResult]?

    public init(results: [CheckResult], configurationChecks: Set<String> = [], controls: [ControlResult]? = nil) {
        self.results = results
        self.configurationChecks = configurationChecks
        self.controls = controls
    }

    /// Checks that passed and show a behaviour (configuration checks aside).
    public var passed: Int { results.filter { $0.passed && !configurationChecks.contains($0.name) }.count }
    /// Every failed check, configuration checks included.
    public var failed: Int { results.filter { !$0.passed }.count }
    /// Configuration checks that passed, counted apart from ``passed``.
    public var configurationPassed: Int { results.filter { $0.passed && configurationChecks.contains($0.name) }.count }
    public var controlsFailedAsExpected: Int { controls?.filter(\.failedAsExpected).count ?? 0 }
    /// Controls that passed or checked nothing: each fails the run.
    public var controlsNotFailed: Int { (controls?.count ?? 0) - controlsFailedAsExpected }

    /// Exactly `N passed, N failed`: what `Checks/device-checks` and CI look for.
    public var line: String { "\(passed) passed, \(failed) failed" }

    /// `N controls failed as expected, N passed`.
    public var controlsLine: String {
        "\(controlsFailedAsExpected) controls failed as expected, \(controlsNotFailed) passed"
    }

    /// `N configuration checks`: those that passed (a failed one is in `N failed`).
    public var configurationLine: String { "\(configurationPassed) configuration checks" }

    /// The lines printed after the results, ``line`` last: the controls' line
    /// (when controls ran), the configuration checks' line, then ``line``.
    public var lines: [String] {
        (controls == nil ? [] : [controlsLine]) + [configurationLine, line]
    }

    /// 0 only when a behaviour check passed, no check failed and no control
    /// passed or checked nothing: a filter that matched nothing is not a pass,
    /// nor is a run of configuration checks alone.
    public var exitStatus: Int32 { failed == 0 && passed > 0 && controlsNotFailed == 0 ? 0 : 1 }
}

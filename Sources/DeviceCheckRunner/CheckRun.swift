/// Runs device checks one at a time, in order, each with a time limit.
///
/// Serial because the checks share app-wide state: the first responder, the
/// key window, the keyboard, and `finishTextComposition`'s reach over every
/// live text coordinator. The next check starts only after the previous one's
/// body has ended, its cleanup (`CheckRecorder.onEnd`) has run, and ``settle``
/// has returned (the app's own wait for what the cleanup set going, such as
/// the keyboard's hide animation). A check
/// that outlives its time is cancelled (the recorder's waits throw
/// `CancellationError`); if it still has not ended after `grace`, the run
/// stops and every remaining check is reported as not run, rather than let
/// two checks share the app.
///
/// After the checks, unless ``runsControls`` is false, the controls of the
/// checks that ran (``CheckEntry/Control``) run one at a time with the same
/// harness (cleanup, settle, time limit): each must fail. For the BridgeKit
/// gallery, not for apps.
///
/// ```swift
/// let summary = await CheckRun(filter: "Focus").run(entries) { print($0.line) }
/// summary.lines.forEach { print($0) }   // "…controls…", "…configuration checks", "12 passed, 0 failed"
/// ```
public struct CheckRun: Sendable {
    /// Only checks matching this run (see ``CheckEntry/matches(_:)``).
    public var filter: String?
    /// How long one check may take before it is cancelled and failed.
    public var timeout: Duration
    /// How long a cancelled check has to end before the run stops.
    public var grace: Duration
    /// Awaited after each check's cleanup, before the next check starts: the
    /// app waits there (bounded) for the state a check left to settle.
    public var settle: (@MainActor @Sendable () async -> Void)?
    /// Whether the controls run after the checks.
    public var runsControls: Bool

    public init(
        filter: String? = nil, timeout: Duration = .seconds(20), grace: Duration = .seconds(2),
        runsControls: Bool = true, settle: (@MainActor @Sendable () async -> Void)? = nil
    ) {
        self.filter = filter
        self.timeout = timeout
        self.grace = grace
        self.runsControls = runsControls
        self.settle = settle
    }

    /// Runs the matching `entries` in order, reporting each result as it
    /// ends, then their controls, reporting each control's result.
    @MainActor
    public func run(_ entries: [CheckEntry], report: (CheckResult) -> Void,
                    reportControl: (ControlResult) -> Void = { _ in }) async -> CheckSummary {
        let picked = entries.filter { $0.matches(filter) }
        var results: [CheckResult] = []
        var stuck: String?
        for entry in picked {
            let result: CheckResult
            if let stuck {
                result = CheckResult(name: entry.name, feature: entry.feature,
                                     failures: ["not run: \(stuck) did not end after its time was up"])
            } else {
                let body = await runBody(entry.body)
                result = CheckResult(name: entry.name, feature: entry.feature, failures: body.checkFailures)
                if !body.ended { stuck = entry.name }
            }
            results.append(result)
            report(result)
        }
        let configuration = Set(picked.filter(\.isConfiguration).map(\.name))
        guard runsControls else { return CheckSummary(results: results, configurationChecks: configuration) }
        var controls: [ControlResult] = []
        for entry in picked {
            guard let control = entry.control else { continue }
            let outcome: ControlResult.Outcome
            var failures: [String] = []
            if let stuck {
                outcome = .checkedNothing(why: "not run: \(stuck) did not end after its time was up")
            } else {
                let body = await runBody(control.body)
                failures = body.checkFailures
                outcome = body.controlOutcome
                if !body.ended { stuck = "the control of \(entry.name)" }
            }
            let result = ControlResult(name: entry.name, feature: entry.feature, naive: control.naive,
                                       outcome: outcome, failures: failures)
            controls.append(result)
            reportControl(result)
        }
        return CheckSummary(results: results, configurationChecks: configuration, controls: controls)
    }

    /// One body in a task of its own, raced against the time limit, then its
    /// cleanup and the settle.
    @MainActor
    private func runBody(_ body: @escaping @MainActor @Sendable (CheckRecorder) async throws -> Void) async -> BodyEnd {
        let recorder = CheckRecorder()
        let ending = Ending()
        let task = Task { @MainActor in
            do {
                try await body(recorder)
                ending.value = .returned
            } catch is CheckStopped {
                ending.value = .returned   // the failure is recorded
            } catch {
                ending.value = .threw("\(error)")
            }
        }
        var timedOut = false
        if await ending.wait(for: timeout) == nil {
            task.cancel()
            timedOut = true
            _ = await ending.wait(for: grace)
        }
        recorder.end()
        if let settle { await settle() }
        return BodyEnd(recorder: recorder, value: ending.value, timedOut: timedOut, timeout: timeout)
    }
}

/// How one body ended: what it recorded, whether it timed out or threw.
@MainActor
private struct BodyEnd {
    let recorder: CheckRecorder
    let value: Ending.Value?
    let timedOut: Bool
    let timeout: Duration

    /// Whether the body has ended (it may still run after its time was up).
    var ended: Bool { value != nil }

    /// What went wrong, besides the recorded failures.
    var problems: [String] {
        var problems: [String] = []
        if timedOut { problems.append("timed out after \(timeout)") }
        if case .threw(let error) = value { problems.append("threw \(error)") }
        return problems
    }

    /// A check's failures: the recorded ones, a time-out, a throw, or none at all.
    var checkFailures: [String] {
        let failures = recorder.failures + problems
        return failures.isEmpty && recorder.assertions == 0 ? ["checked nothing"] : failures
    }

    /// A control fails as expected only on a failing expectation of its own.
    var controlOutcome: ControlResult.Outcome {
        if recorder.failedAnExpectation { return .failedAsExpected }
        var why = problems
        if recorder.harnessFailures > 0 { why.append(contentsOf: recorder.failures) }
        if recorder.assertions == 0 && why.isEmpty { why.append("no expectation") }
        return why.isEmpty ? .passed : .checkedNothing(why: why.joined(separator: "; "))
    }
}

/// How a check's body ended, set by its task.
@MainActor
private final class Ending {
    enum Value: Equatable { case returned, threw(String) }
    var value: Value?

    /// Awaits the body's end for at most `limit`, polling each frame.
    func wait(for limit: Duration) async -> Value? {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: limit)
        while value == nil && clock.now < deadline {
            do { try await Task.sleep(for: CheckRecorder.frame) } catch { await Task.yield() }
        }
        return value
    }
}

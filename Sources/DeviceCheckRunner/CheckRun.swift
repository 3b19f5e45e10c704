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
/// two checks share the app. For the BridgeKit gallery, not for apps.
///
/// ```swift
/// let summary = await CheckRun(filter: "Focus").run(entries) { print($0.line) }
/// print(summary.line)   // "12 passed, 0 failed"
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

    public init(
        filter: String? = nil, timeout: Duration = .seconds(20), grace: Duration = .seconds(2),
        settle: (@MainActor @Sendable () async -> Void)? = nil
    ) {
        self.filter = filter
        self.timeout = timeout
        self.grace = grace
        self.settle = settle
    }

    /// Runs the matching `entries` in order, reporting each result as it ends.
    @MainActor
    public func run(_ entries: [CheckEntry], report: (CheckResult) -> Void) async -> CheckSummary {
        var results: [CheckResult] = []
        var stuck: String?
        for entry in entries where entry.matches(filter) {
            let result: CheckResult
            if let stuck {
                result = CheckResult(name: entry.name, feature: entry.feature,
                                     failures: ["not run: \(stuck) did not end after its time was up"])
            } else {
                let (ran, ended) = await runOne(entry)
                result = ran
                if !ended { stuck = entry.name }
            }
            results.append(result)
            report(result)
        }
        return CheckSummary(results: results)
    }

    /// One check: its body in a task of its own, raced against the time limit.
    /// Returns the result and whether the body has ended.
    @MainActor
    private func runOne(_ entry: CheckEntry) async -> (CheckResult, Bool) {
        let recorder = CheckRecorder()
        let ending = Ending()
        let task = Task { @MainActor in
            do {
                try await entry.body(recorder)
                ending.value = .returned
            } catch is CheckStopped {
                ending.value = .returned   // the failure is recorded
            } catch {
                ending.value = .threw("\(error)")
            }
        }
        var failures: [String] = []
        if await ending.wait(for: timeout) == nil {
            task.cancel()
            failures.append("timed out after \(timeout)")
            _ = await ending.wait(for: grace)
        }
        recorder.end()
        if let settle { await settle() }
        failures = recorder.failures + failures
        if case .threw(let error) = ending.value { failures.append("threw \(error)") }
        if failures.isEmpty && recorder.assertions == 0 { failures.append("checked nothing") }
        return (CheckResult(name: entry.name, feature: entry.feature, failures: failures), ending.value != nil)
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

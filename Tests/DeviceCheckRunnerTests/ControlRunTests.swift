import DeviceCheckRunner
import Testing

/// What the runner reported, in order.
@MainActor
private final class Log {
    var lines: [String] = []
    var events: [String] = []

    /// The lines with each failure's place (`(ControlRunTests.swift:19)`) cut,
    /// so a test names the failure, not the line it is on.
    var linesWithoutPlaces: [String] {
        lines.map { $0.replacing(#/ \(\w+\.swift:\d+\)/#, with: "") }
    }
}

/// A check whose one body runs against BridgeKit (`works` true) or against
/// a naive bridge (its control): as the gallery writes them.
@MainActor
private func entry(_ name: String, naiveWorks: Bool = false, configuration: Bool = false,
                   log: Log? = nil) -> CheckEntry {
    let body: @MainActor @Sendable (Bool, CheckRecorder) async throws -> Void = { works, check in
        log?.events.append("\(works ? "check" : "control") \(name)")
        await check.turns(2)
        check.expect(works, "the bridge dropped the text")
    }
    return CheckEntry(name: name, feature: "F", isConfiguration: configuration,
                      control: CheckEntry.Control(naive: "hand-written") { try await body(naiveWorks, $0) }) {
        try await body(true, $0)
    }
}

@MainActor
@Suite("CheckRun's controls: each check's body against a naive bridge, which must fail")
struct ControlRunTests {
    private static let quick = CheckRun(timeout: .seconds(60), grace: .seconds(10))

    private func run(_ entries: [CheckEntry], _ run: CheckRun = quick) async -> (CheckSummary, Log) {
        let log = Log()
        let summary = await run.run(entries) { log.lines.append($0.line) } reportControl: { log.lines.append($0.line) }
        log.lines += summary.lines
        return (summary, log)
    }

    @Test func controlsRunAfterTheChecksOneAtATimeAndTheSummaryLineStaysLast() async {
        let log = Log()
        let entries = [entry("a", log: log), CheckEntry(name: "plain", feature: "F") { $0.expect(true, "fine") },
                       entry("b", log: log)]
        let run = CheckRun(timeout: .seconds(60), grace: .seconds(10)) { log.events.append("settled") }
        let (summary, printed) = await self.run(entries, run)
        #expect(log.events == ["check a", "settled", "settled", "check b", "settled",
                               "control a", "settled", "control b", "settled"])
        #expect(printed.linesWithoutPlaces == [
            "PASS a [F]", "PASS plain [F]", "PASS b [F]",
            "CONTROL FAILED a (as expected): the bridge dropped the text",
            "CONTROL FAILED b (as expected): the bridge dropped the text",
            "2 controls failed as expected, 0 passed", "0 configuration checks", "3 passed, 0 failed",
        ])
        #expect(summary.exitStatus == 0)
    }

    @Test func aPlantedPassingControlFailsTheRun() async {
        let (summary, log) = await run([entry("tells"), entry("cannotTell", naiveWorks: true)])
        #expect(log.lines.contains("CONTROL PASSED cannotTell (the check cannot tell)"))
        #expect(log.lines.suffix(3) == ["1 controls failed as expected, 1 passed", "0 configuration checks",
                                        "2 passed, 0 failed"])
        #expect(summary.exitStatus == 1)
    }

    @Test func aControlThatTimesOutAfterAFailingExpectationFailedAsExpected() async {
        let failsThenHangs = CheckEntry(name: "hangs", feature: "F", control: .init(naive: "naive") { check in
            check.expect(false, "the naive bridge dropped the text")
            try await Task.sleep(for: .seconds(30))   // cancelled when time is up
        }) { $0.expect(true, "fine") }
        let (summary, log) = await run([failsThenHangs], CheckRun(timeout: .milliseconds(200), grace: .seconds(60)))
        #expect(summary.controls?.map(\.outcome) == [.failedAsExpected])
        // The line says where the control failed: the expectation first, then the time-out.
        let line = log.linesWithoutPlaces.first { $0.hasPrefix("CONTROL FAILED hangs (as expected): ") }
        #expect(line?.hasPrefix("CONTROL FAILED hangs (as expected): the naive bridge dropped the text | timed out") == true)
        #expect(summary.exitStatus == 0)
    }

    @Test func aControlThatTimesOutWithoutAFailingExpectationCheckedNothing() async {
        let hangs = CheckEntry(name: "hangs", feature: "F", control: .init(naive: "naive") { check in
            check.expect(true, "fine so far")
            try await Task.sleep(for: .seconds(30))
        }) { $0.expect(true, "fine") }
        let (summary, log) = await run([hangs], CheckRun(timeout: .milliseconds(200), grace: .seconds(60)))
        let line = log.lines.first { $0.hasPrefix("CONTROL") }
        #expect(line?.hasPrefix("CONTROL PASSED hangs (the check cannot tell: it checked nothing; timed out after") == true)
        #expect(summary.controlsLine == "0 controls failed as expected, 1 passed")
        #expect(summary.exitStatus == 1)
    }

    @Test func aThrowingControlFailedAsExpectedOnlyWithAFailingExpectation() async {
        struct Broke: Error {}
        let failsThenThrows = CheckEntry(name: "failsThenThrows", feature: "F", control: .init(naive: "naive") { check in
            check.expect(false, "wrong")
            throw Broke()
        }) { $0.expect(true, "fine") }
        let onlyThrows = CheckEntry(name: "onlyThrows", feature: "F", control: .init(naive: "naive") { check in
            check.expect(true, "fine")
            throw Broke()
        }) { $0.expect(true, "fine") }
        let (summary, log) = await run([failsThenThrows, onlyThrows])
        #expect(summary.controls?.map(\.outcome) == [.failedAsExpected, .checkedNothing(why: "threw Broke()")])
        #expect(log.lines.contains("CONTROL PASSED onlyThrows (the check cannot tell: it checked nothing; threw Broke())"))
        #expect(summary.exitStatus == 1)
    }

    /// A control that could not even be hosted did not fail the check's body.
    @Test func aControlThatFailedOnlyInTheHarnessCheckedNothing() async {
        let unhosted = CheckEntry(name: "unhosted", feature: "F", control: .init(naive: "naive") { check in
            check.harnessFailure("the check's window did not become key")
            throw CheckStopped()
        }) { $0.expect(true, "fine") }
        let (summary, _) = await run([unhosted])
        guard case .checkedNothing(let why)? = summary.controls?.first?.outcome else {
            Issue.record("expected checked nothing, got \(String(describing: summary.controls))")
            return
        }
        #expect(why.hasPrefix("the check's window did not become key"))
        #expect(summary.exitStatus == 1)
    }

    @Test func aControlWithNoExpectationCheckedNothing() async {
        let empty = CheckEntry(name: "empty", feature: "F", control: .init(naive: "naive") { _ in }) {
            $0.expect(true, "fine")
        }
        let (summary, _) = await run([empty])
        #expect(summary.controls?.map(\.outcome) == [.checkedNothing(why: "no expectation")])
        #expect(summary.exitStatus == 1)
    }

    @Test func aControlThatIgnoresCancellationLeavesTheRestNotRun() async {
        let gate = Log()
        let stubborn = CheckEntry(name: "stubborn", feature: "F", control: .init(naive: "naive") { check in
            check.expect(false, "wrong")
            while gate.events.isEmpty { try? await Task.sleep(for: .milliseconds(5)) }
        }) { $0.expect(true, "fine") }
        let (summary, _) = await run([stubborn, entry("after")], CheckRun(timeout: .milliseconds(50), grace: .milliseconds(50)))
        gate.events.append("release")
        #expect(summary.controls?.map(\.outcome) == [
            .failedAsExpected, .checkedNothing(why: "not run: the control of stubborn did not end after its time was up"),
        ])
        #expect(summary.exitStatus == 1)
    }

    @Test func noControlsSkipsThemAndTheirLine() async {
        let (summary, log) = await run([entry("a", naiveWorks: true)], CheckRun(timeout: .seconds(60), runsControls: false))
        #expect(summary.controls == nil)
        #expect(log.lines == ["PASS a [F]", "0 configuration checks", "1 passed, 0 failed"])
        #expect(summary.exitStatus == 0)
    }

    @Test func theFilterPicksTheControlsOfTheChecksItPicks() async {
        let (summary, _) = await run([entry("typedText"), entry("focusMoves", naiveWorks: true)],
                                     CheckRun(filter: "typed", timeout: .seconds(60)))
        #expect(summary.controls?.map(\.name) == ["typedText"])
        #expect(summary.exitStatus == 0)
    }

    @Test func configurationChecksAreCountedApartFromPassed() async {
        let readsASetting = CheckEntry(name: "readsASetting", feature: "F", isConfiguration: true) { $0.expect(true, "set") }
        let brokenSetting = CheckEntry(name: "brokenSetting", feature: "F", isConfiguration: true) { $0.expect(false, "unset") }
        let (summary, log) = await run([entry("a"), readsASetting])
        #expect(log.lines.suffix(3) == ["1 controls failed as expected, 0 passed", "1 configuration checks",
                                        "1 passed, 0 failed"])
        #expect(summary.exitStatus == 0)
        let (failed, _) = await run([entry("a"), brokenSetting])
        #expect(failed.lines.suffix(2) == ["0 configuration checks", "1 passed, 1 failed"])
        #expect(failed.exitStatus == 1)
        let (alone, _) = await run([readsASetting])
        #expect(alone.line == "0 passed, 0 failed")
        #expect(alone.exitStatus == 1)   // configuration alone shows no behaviour
    }
}

@Suite("CheckLaunchOptions: -no-controls")
struct CheckLaunchControlOptionsTests {
    @Test func controlsRunUnlessSkipped() {
        #expect(CheckLaunchOptions(arguments: ["/app/Gallery", "-run-device-checks"]).runsControls)
        let skipped = CheckLaunchOptions(arguments: ["/app/Gallery", "-run-device-checks", "Focus", "-no-controls"])
        #expect(!skipped.runsControls && skipped.filter == "Focus")
        let first = CheckLaunchOptions(arguments: ["/app/Gallery", "-run-device-checks", "-no-controls"])
        #expect(!first.runsControls && first.filter == nil)
    }
}

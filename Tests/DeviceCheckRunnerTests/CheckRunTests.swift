import DeviceCheckRunner
import Testing

/// What the runner saw, in order: which bodies started and ended, and the lines it reported.
@MainActor
private final class Trace {
    var events: [String] = []
    var lines: [String] = []
}

@MainActor
@Suite("CheckRun: serial, timed, filtered, one line each and a summary")
struct CheckRunTests {
    /// Time limits far beyond what these checks need, so a loaded machine
    /// (parallel tests on shared cores) cannot turn a pass into a timeout.
    private static let quick = CheckRun(timeout: .seconds(60), grace: .seconds(10))

    @Test func checksRunInOrderAndOneAtATime() async {
        let trace = Trace()
        let entries = ["a", "b", "c"].map { name in
            CheckEntry(name: name, feature: "F") { check in
                trace.events.append("start \(name)")
                await check.turns(3)          // a check that awaits must not let the next one start
                check.expect(true, "fine")
                trace.events.append("end \(name)")
            }
        }
        let summary = await Self.quick.run(entries) { trace.lines.append($0.line) }
        #expect(trace.events == ["start a", "end a", "start b", "end b", "start c", "end c"])
        #expect(trace.lines == ["PASS a [F]", "PASS b [F]", "PASS c [F]"])
        #expect(summary.line == "3 passed, 0 failed")
        #expect(summary.exitStatus == 0)
    }

    /// The next check started while the previous one's cleanup was still
    /// playing out (a keyboard hiding): the run now awaits `settle` in between.
    @Test func theNextCheckStartsAfterTheCleanupAndTheSettle() async {
        let trace = Trace()
        let entries = ["a", "b"].map { name in
            CheckEntry(name: name, feature: "F") { check in
                trace.events.append("start \(name)")
                check.onEnd { trace.events.append("cleanup \(name)") }
                check.expect(true, "fine")
            }
        }
        let run = CheckRun(timeout: .seconds(60), grace: .seconds(10)) {
            await CheckRecorder.turn()
            trace.events.append("settled")
        }
        _ = await run.run(entries) { _ in }
        #expect(trace.events == ["start a", "cleanup a", "settled", "start b", "cleanup b", "settled"])
    }

    @Test func aFailedExpectationFailsTheCheckAndTheRunGoesOn() async {
        let entries = [
            CheckEntry(name: "broken", feature: "F") { check in
                check.expect(1 == 2, "one is not two")
                check.expect(true, "fine")
                check.expect(false, "second\nfailure")
            },
            CheckEntry(name: "fine", feature: "F") { check in check.expect(true, "fine") },
        ]
        let trace = Trace()
        let summary = await Self.quick.run(entries) { trace.lines.append($0.line) }
        #expect(trace.lines.count == 2)
        #expect(trace.lines[0].hasPrefix("FAIL broken [F]: one is not two (CheckRunTests.swift:"))
        #expect(trace.lines[0].contains(" | second failure (CheckRunTests.swift:"))
        #expect(!trace.lines[0].contains("\n"))
        #expect(trace.lines[1] == "PASS fine [F]")
        #expect(summary.line == "1 passed, 1 failed")
        #expect(summary.exitStatus == 1)
    }

    @Test func aFailedRequireStopsTheCheck() async {
        let trace = Trace()
        let entry = CheckEntry(name: "requires", feature: "F") { check in
            let value: Int? = nil
            _ = try check.require(value, "no value")
            trace.events.append("went on")
        }
        let summary = await Self.quick.run([entry]) { _ in }
        #expect(trace.events.isEmpty)
        #expect(summary.results.map(\.failures.count) == [1])
        #expect(summary.results.first?.failures.first?.hasPrefix("no value") == true)
    }

    @Test func aThrowingCheckFailsWithItsError() async {
        struct Broke: Error {}
        let entry = CheckEntry(name: "throws", feature: "F") { check in
            check.expect(true, "fine")
            throw Broke()
        }
        let summary = await Self.quick.run([entry]) { _ in }
        #expect(summary.results.first?.failures == ["threw Broke()"])
        #expect(summary.exitStatus == 1)
    }

    @Test func aConditionThatNeverHoldsFailsTheWait() async {
        let entry = CheckEntry(name: "waits", feature: "F") { check in
            try await check.waitUntil("never", timeout: .milliseconds(50)) { false }
        }
        let summary = await Self.quick.run([entry]) { _ in }
        #expect(summary.results.first?.failures.first?.hasPrefix("never: still not true after") == true)
    }

    @Test func aConditionMadeTrueByLaterMainActorWorkPassesTheWait() async {
        let trace = Trace()
        let entry = CheckEntry(name: "waits", feature: "F") { check in
            Task { @MainActor in trace.events.append("deferred") }   // as BridgeKit defers a write
            check.expect(trace.events.isEmpty, "ran before the wait")
            try await check.waitUntil("deferred work ran", timeout: .seconds(60)) { trace.events == ["deferred"] }
        }
        let summary = await Self.quick.run([entry]) { _ in }
        #expect(summary.line == "1 passed, 0 failed")
    }

    @Test func aCheckOverItsTimeIsCancelledFailedAndCleanedUpBeforeTheNext() async {
        let trace = Trace()
        let entries = [
            CheckEntry(name: "slow", feature: "F") { check in
                check.onEnd { trace.events.append("cleanup slow") }
                try await Task.sleep(for: .seconds(30))   // cancelled when time is up
                trace.events.append("slow went on")
            },
            CheckEntry(name: "next", feature: "F") { check in
                trace.events.append("start next")
                check.expect(true, "fine")
            },
        ]
        let run = CheckRun(timeout: .milliseconds(100), grace: .seconds(60))
        let summary = await run.run(entries) { _ in }
        #expect(trace.events == ["cleanup slow", "start next"])
        #expect(summary.results.first?.failures.contains { $0.hasPrefix("timed out after") } == true)
        #expect(summary.line == "1 passed, 1 failed")
    }

    @Test func aCheckThatIgnoresCancellationStopsTheRun() async {
        let trace = Trace()
        let entries = [
            CheckEntry(name: "stubborn", feature: "F") { check in
                check.expect(true, "fine")
                while trace.events.isEmpty { try? await Task.sleep(for: .milliseconds(5)) }
            },
            CheckEntry(name: "after", feature: "F") { check in
                trace.events.append("after ran")
            },
        ]
        let run = CheckRun(timeout: .milliseconds(50), grace: .milliseconds(50))
        let summary = await run.run(entries) { _ in }
        trace.events.append("release")   // lets the stubborn body end
        #expect(trace.events == ["release"])
        #expect(summary.results.map(\.name) == ["stubborn", "after"])
        #expect(summary.results.last?.failures == ["not run: stubborn did not end after its time was up"])
        #expect(summary.line == "0 passed, 2 failed")
    }

    @Test func cleanupRunsLastFirstWhenTheCheckFails() async {
        let trace = Trace()
        let entry = CheckEntry(name: "cleans", feature: "F") { check in
            check.onEnd { trace.events.append("first registered") }
            check.onEnd { trace.events.append("second registered") }
            try check.require(false, "fails")
        }
        _ = await Self.quick.run([entry]) { _ in }
        #expect(trace.events == ["second registered", "first registered"])
    }

    @Test func aCheckThatChecksNothingFails() async {
        let entry = CheckEntry(name: "empty", feature: "F") { _ in }
        let summary = await Self.quick.run([entry]) { _ in }
        #expect(summary.results.first?.failures == ["checked nothing"])
    }

    @Test func theFilterPicksByPartOfTheNameOrTheWholeFeature() async {
        let entries = [("typedText", "Text field"), ("focusMoves", "Focus"), ("textFocus", "Focus")].map { name, feature in
            CheckEntry(name: name, feature: feature) { check in check.expect(true, "fine") }
        }
        let byName = await CheckRun(filter: "TEXT").run(entries) { _ in }
        #expect(byName.results.map(\.name) == ["typedText", "textFocus"])
        let byFeature = await CheckRun(filter: "focus").run(entries) { _ in }
        #expect(byFeature.results.map(\.name) == ["focusMoves", "textFocus"])
    }

    @Test func nothingRunIsNotAPass() async {
        let summary = await CheckRun(filter: "nothing").run([]) { _ in }
        #expect(summary.line == "0 passed, 0 failed")
        #expect(summary.exitStatus == 1)
    }
}

@Suite("CheckLaunchOptions: -run-device-checks [filter]")
struct CheckLaunchOptionsTests {
    @Test func withoutTheFlagNothingRuns() {
        let options = CheckLaunchOptions(arguments: ["/app/Gallery"])
        #expect(!options.runsAtLaunch)
    }

    @Test func theFlagAloneRunsEverything() {
        #expect(CheckLaunchOptions(arguments: ["/app/Gallery", "-run-device-checks"])
            == CheckLaunchOptions(arguments: ["/app/Gallery", "-run-device-checks", "-NSDebug", "YES"]))
        let options = CheckLaunchOptions(arguments: ["/app/Gallery", "-run-device-checks"])
        #expect(options.runsAtLaunch && options.filter == nil)
    }

    @Test func aWordAfterTheFlagIsTheFilter() {
        let options = CheckLaunchOptions(arguments: ["/app/Gallery", "-run-device-checks", "Focus"])
        #expect(options.runsAtLaunch && options.filter == "Focus")
    }
}

/// What one device check records while it runs: its expectations, and the
/// cleanup that must happen when it ends, whatever ends it.
///
/// The gallery's `DeviceCheckContext` wraps one recorder per check and adds
/// the UIKit half (hosting a view in a window). Nothing here needs UIKit, so
/// the rules (a failed expectation, a condition that never came true, a
/// cancelled check) are tested on Linux.
///
/// For the BridgeKit gallery, not for apps.
///
/// ```swift
/// let recorder = CheckRecorder()
/// recorder.expect(1 + 1 == 2, "arithmetic")
/// try await recorder.waitUntil("model saved") { model.saved }
/// ```
@MainActor
public final class CheckRecorder {
    /// The failure messages so far, in order.
    public private(set) var failures: [String] = []
    /// How many expectations, requirements and waits the check made: a check
    /// that made none checked nothing and fails.
    public private(set) var assertions = 0
    /// How many of ``failures`` the harness recorded (no window, no scene)
    /// rather than the check's own expectations: a control that failed only
    /// there did not fail the check's body.
    public private(set) var harnessFailures = 0
    private var teardowns: [@MainActor () -> Void] = []

    public init() {}

    /// Records a failure when `condition` is false; the check goes on.
    public func expect(_ condition: Bool, _ message: @autoclosure () -> String,
                       fileID: String = #fileID, line: Int = #line) {
        assertions += 1
        if !condition { record(message(), fileID: fileID, line: line) }
    }

    /// Returns `value`, or records a failure and stops the check when it is nil.
    public func require<Value>(_ value: Value?, _ message: @autoclosure () -> String,
                               fileID: String = #fileID, line: Int = #line) throws -> Value {
        assertions += 1
        guard let value else {
            record(message(), fileID: fileID, line: line)
            throw CheckStopped()
        }
        return value
    }

    /// Records a failure and stops the check when `condition` is false.
    public func require(_ condition: Bool, _ message: @autoclosure () -> String,
                        fileID: String = #fileID, line: Int = #line) throws {
        _ = try require(condition ? () : nil, message(), fileID: fileID, line: line)
    }

    /// Awaits main-actor turns until `condition` holds; records a failure and
    /// stops the check when it does not hold within `timeout`.
    ///
    /// Each poll sleeps about one frame, so the main run loop turns (layout,
    /// display, timers, the keyboard's replies) and every task already queued
    /// on the main actor runs before the next poll. Throws `CancellationError`
    /// when the runner cancels the check (its time is up).
    public func waitUntil(_ description: String, timeout: Duration = .seconds(2),
                          _ condition: () -> Bool,
                          fileID: String = #fileID, line: Int = #line) async throws {
        assertions += 1
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while !condition() {
            guard clock.now < deadline else {
                record("\(description): still not true after \(timeout)", fileID: fileID, line: line)
                throw CheckStopped()
            }
            try await Task.sleep(for: Self.frame)
        }
    }

    /// Awaits main-actor turns for `duration`, recording a failure (once) if
    /// `condition` is false at any of them: "it stays so", e.g. nothing takes
    /// focus back, a handler does not run. Returns early on that failure or
    /// when the check is cancelled.
    public func expectThroughout(_ description: String, for duration: Duration, _ condition: () -> Bool,
                                 fileID: String = #fileID, line: Int = #line) async {
        assertions += 1
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: duration)
        repeat {
            guard condition() else {
                record("\(description): stopped being true", fileID: fileID, line: line)
                return
            }
            if Task.isCancelled { return }
            await Self.turn()
        } while clock.now < deadline
        if !condition() { record("\(description): stopped being true", fileID: fileID, line: line) }
    }

    /// Lets `count` main-actor turns pass: a yield (tasks already queued on the
    /// main actor run) and about one frame's sleep (the run loop goes round).
    /// For asserting that something did *not* happen; to wait for something
    /// that should, use ``waitUntil(_:timeout:_:fileID:line:)``.
    public func turns(_ count: Int) async {
        for _ in 0..<max(count, 0) {
            if Task.isCancelled { return }
            await Self.turn()
        }
    }

    /// One main-actor turn: a yield, then about one frame's sleep. Also for
    /// the gallery's hosted windows after they replace their root view.
    public static func turn() async {
        await Task.yield()
        try? await Task.sleep(for: frame)
    }

    /// Runs `work` when the check ends (returns, fails, throws or times out),
    /// last registered first, as `defer` would.
    public func onEnd(_ work: @escaping @MainActor () -> Void) {
        teardowns.append(work)
    }

    /// Records a failure the check found by other means.
    public func fail(_ message: String, fileID: String = #fileID, line: Int = #line) {
        assertions += 1
        record(message, fileID: fileID, line: line)
    }

    /// Records a failure of the harness (hosting, not the check's subject): it
    /// fails a check, but is not something the check checked.
    public func harnessFailure(_ message: String, fileID: String = #fileID, line: Int = #line) {
        harnessFailures += 1
        record(message, fileID: fileID, line: line)
    }

    /// Whether the check's own expectations recorded a failure (the harness's
    /// failures aside).
    public var failedAnExpectation: Bool { failures.count > harnessFailures }

    /// Runs the registered cleanup, once. Called by ``CheckRun``.
    func end() {
        let work = teardowns
        teardowns = []
        for teardown in work.reversed() { teardown() }
    }

    private func record(_ message: String, fileID: String, line: Int) {
        let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
        failures.append("\(message) (\(file):\(line))")
    }

    /// About one frame at 60 Hz.
    static let frame = Duration.milliseconds(16)
}

/// Thrown by a failed `require` or `waitUntil`: the failure is already
/// recorded; the check stops there.
public struct CheckStopped: Error, Sendable {
    public init() {}
}

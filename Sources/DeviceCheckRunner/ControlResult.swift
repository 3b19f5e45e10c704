/// One control's result: the check it belongs to, the naive bridge it ran
/// against, and how it ended. For the BridgeKit gallery, not for apps.
///
/// A control is the check's body run against the bridge an app writes by
/// hand; it must fail. It counts as failed as expected only when the body's
/// own expectations recorded a failure: a control that timed out, threw or
/// could not be hosted without one "checked nothing", which proves no more
/// than a pass.
///
/// ```swift
/// ControlResult(name: "typedTextReachesTheBinding", feature: "Text field",
///               naive: "hand-written text field", outcome: .failedAsExpected,
///               failures: ["binding is Tom (Checks.swift:12)"]).line
/// // "CONTROL FAILED typedTextReachesTheBinding (as expected): binding is Tom (Checks.swift:12)"
/// ```
///
/// The failures on the line say where the control failed, so a reader can
/// tell a control that failed at the step its check names from one that
/// failed earlier, for another reason.
public struct ControlResult: Equatable, Sendable {
    public enum Outcome: Equatable, Sendable {
        /// The body recorded a failing expectation: the check tells the naive bridge apart.
        case failedAsExpected
        /// The body passed: the check cannot tell the naive bridge from BridgeKit.
        case passed
        /// No failing expectation, but the control did not pass either (it
        /// timed out, threw, was not run, or made no expectation): `why` says
        /// what happened.
        case checkedNothing(why: String)
    }

    public var name: String
    public var feature: String
    public var naive: String
    public var outcome: Outcome
    /// What the control's body recorded (for the log), the harness's included.
    public var failures: [String]

    public init(name: String, feature: String, naive: String, outcome: Outcome, failures: [String] = []) {
        self.name = name
        self.feature = feature
        self.naive = naive
        self.outcome = outcome
        self.failures = failures
    }

    public var failedAsExpected: Bool { outcome == .failedAsExpected }

    /// `CONTROL FAILED name (as expected): first failure | second failure`
    /// or `CONTROL PASSED name (the check cannot tell)`; a control that
    /// checked nothing is a `CONTROL PASSED` line that says so. Always one line.
    public var line: String {
        switch outcome {
        case .failedAsExpected:
            let head = "CONTROL FAILED \(name) (as expected)"
            guard !failures.isEmpty else { return head }
            let text = failures.joined(separator: " | ").split(whereSeparator: \.isNewline).joined(separator: " ")
            return "\(head): \(text)"
        case .passed:
            return "CONTROL PASSED \(name) (the check cannot tell)"
        case .checkedNothing(let why):
            let text = why.split(whereSeparator: \.isNewline).joined(separator: " ")
            return "CONTROL PASSED \(name) (the check cannot tell: it checked nothing; \(text))"
        }
    }
}

import DeviceCheckRunner

/// One device check: a named run-time assumption about UIKit or SwiftUI,
/// checked on the real objects inside this app (a connected window scene, a
/// key window, the software keyboard, real first responder).
///
/// ```swift
/// DeviceCheck("typedTextReachesTheBinding", feature: "Text field") { check in
///     let hosted = try await check.host(TextFieldWrapper("name", text: model.binding))
///     let field = try check.require(hosted.first(UITextField.self), "no UITextField")
///     check.expect(field.becomeFirstResponder(), "field did not become first responder")
///     field.insertText("Tom")
///     try await check.waitUntil("binding is Tom") { model.text == "Tom" }
/// }
/// ```
///
/// The body must be able to fail: it names one behaviour and fails when that
/// behaviour is broken. A body that checks nothing fails ("checked nothing").
///
/// `control:` names the naive bridge an app writes by hand for the same job:
/// after the checks, the runner runs the same body again with
/// `check.naive` set to it (the body hosts it through `check.bridged(_:naive:)`),
/// and that run must fail. `configuration: true` marks a check that only reads
/// a value BridgeKit set or a method it overrides: counted apart from the
/// checks that show a behaviour.
struct DeviceCheck: Sendable, Identifiable {
    /// Unique among all checks (CI's `Checks/readme-device-checks` fails on a
    /// duplicate); README names checks by it.
    let name: String
    /// The feature it belongs to, as the Device checks screen groups them.
    let feature: String
    let body: @MainActor @Sendable (DeviceCheckContext) async throws -> Void
    /// The naive bridge the body also runs against, which must fail it.
    let control: NaiveBridge?
    /// Whether the check only reads configuration.
    let isConfiguration: Bool

    init(_ name: String, feature: String, control: NaiveBridge? = nil, configuration: Bool = false,
         _ body: @escaping @MainActor @Sendable (DeviceCheckContext) async throws -> Void) {
        self.name = name
        self.feature = feature
        self.control = control
        self.isConfiguration = configuration
        self.body = body
    }

    var id: String { name }

    /// The check as the plain-Swift runner runs it: a fresh context per run.
    var entry: CheckEntry {
        let control = control.map { naive in
            CheckEntry.Control(naive: naive.description) { [body] recorder in
                try await body(DeviceCheckContext(recorder, naive: naive))
            }
        }
        return CheckEntry(name: name, feature: feature, isConfiguration: isConfiguration, control: control) { [body] recorder in
            try await body(DeviceCheckContext(recorder))
        }
    }
}

/// Every device check, one array per feature (each in its own file as
/// `extension DeviceChecks { static let …Checks: [DeviceCheck] }`).
@MainActor
enum DeviceChecks {
    /// Whether a run (the screen's or the launch argument's) is going: the two
    /// never overlap, as two checks would then share the first responder and
    /// the key window.
    static var isRunning = false

    /// Runs `checks` through `run` unless a run is already going (then nil).
    static func runAlone(_ checks: [DeviceCheck], _ run: CheckRun, report: (CheckResult) -> Void,
                         reportControl: (ControlResult) -> Void = { _ in }) async -> CheckSummary? {
        guard !isRunning else { return nil }
        isRunning = true
        defer { isRunning = false }
        CheckSettle.start()
        var run = run
        if run.settle == nil { run.settle = { await CheckSettle.wait() } }
        return await run.run(checks.map(\.entry), report: report, reportControl: reportControl)
    }

    /// Every check in run order: a feature's checks together, features in this order.
    static let all: [DeviceCheck] = [
        textFieldChecks,
        textFieldSelectionChecks,
        textViewGrowthChecks,
        textViewInputChecks,
        textFixChecks,
        writingToolsChecks,
        composerChecks,
        focusKeyboardControlsChecks,
        submitChecks,
        mixedFocusChecks,
        lookupRefreshChecks,
        navigationSizingChecks,
        focusFixChecks,
        ios26Checks,
        navRefreshControlsChecks,
        firstHourChecks,
        pathStackChecks,
        presentationChecks,
        observedStateChecks,
        stateBindingChecks,
        stateFollowingChecks,
        thirdReadChecks,
        roundThreeChecks,
    ].flatMap { $0 }
}

import DeviceCheckRunner
import Foundation
import SwiftUI
import UIKit

/// Runs every device check when the app is launched with `-run-device-checks`
/// (optionally followed by a filter, and `-no-controls`), prints one line per
/// check, one per control (unless skipped), the controls' and configuration
/// checks' counts and then `N passed, N failed`, and exits: 0 when something
/// ran, nothing failed and every control failed.
/// `Checks/device-checks` launches the app this way and reads those lines.
///
/// It starts from the home screen's `.task`, not from the `App`'s init: the
/// arguments are there from the start, but a window scene is connected only
/// once SwiftUI has set up the scene, and a check needs that scene.
@MainActor
enum DeviceChecksAtLaunch {
    private static var started = false

    static func runIfAsked() async {
        let options = CheckLaunchOptions(arguments: ProcessInfo.processInfo.arguments)
        guard options.runsAtLaunch, !started else { return }
        started = true
        // The scene is connected before the first view's task runs; it becomes
        // foreground-active (key windows allowed) shortly after.
        var turns = 0
        while DeviceCheckContext.scene()?.activationState != .foregroundActive, turns < 300 {   // about 5 s
            await CheckRecorder.turn()
            turns += 1
        }
        guard DeviceCheckContext.scene()?.activationState == .foregroundActive else {
            // Every check would fail on "window did not become key": say why once.
            write("device checks not run: the app's scene did not become foreground-active within 5 s")
            exit(1)
        }
        let device = UIDevice.current
        write("BridgeKit device checks on \(device.systemName) \(device.systemVersion), \(device.model)"
              + (options.filter.map { ", filter \"\($0)\"" } ?? ""))
        while DeviceChecks.isRunning { await CheckRecorder.turn() }   // a run from the screen ends first
        let run = CheckRun(filter: options.filter, runsControls: options.runsControls)
        let summary = await DeviceChecks.runAlone(DeviceChecks.all, run) { write($0.line) } reportControl: { write($0.line) }
            ?? CheckSummary(results: [])
        if summary.results.isEmpty { write("no check matched") }
        for line in summary.lines { write(line) }   // `N passed, N failed` last
        exit(summary.exitStatus)
    }

    /// Straight to standard output, unbuffered, so a line is seen as it ends
    /// (`simctl launch --console-pty` streams it) and none is lost at `exit`.
    private static func write(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}

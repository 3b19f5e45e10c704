import DeviceCheckRunner
import SwiftUI
import UIKit

/// What a device check's body is given: hosting a view in a fresh key window
/// of the app's scene, expectations, and awaited main-actor turns.
///
/// Everything a check hosts is taken down when the check ends, whatever ends
/// it (a return, a failed `require`, a throw, its time running out): the
/// window ends editing (resigning its first responder), dismisses what it
/// presented, is hidden and dropped, and the window that was key before
/// becomes key again. The next check waits for that to settle (`CheckSettle`).
@MainActor
final class DeviceCheckContext {
    let recorder: CheckRecorder
    /// The naive bridge this run hosts instead of BridgeKit's (the check's
    /// control), or nil for the check itself.
    let naive: NaiveBridge?

    init(_ recorder: CheckRecorder, naive: NaiveBridge? = nil) {
        self.recorder = recorder
        self.naive = naive
    }

    /// Whether this run is the check's control.
    var isControl: Bool { naive != nil }

    /// BridgeKit's view for the check, the naive bridge's for its control:
    /// the one place a body differs between the two runs.
    func bridged(_ bridgeKit: () -> some View, naive: () -> some View) -> AnyView {
        isControl ? AnyView(naive()) : AnyView(bridgeKit())
    }

    /// Hosts `view` in a new `UIWindow(windowScene:)` of the app's connected
    /// scene, made key and visible, and awaits its first layout and until it
    /// is key. `size` nil: the scene's full bounds (its safe-area insets are
    /// the device's).
    func host<V: View>(_ view: V, size: CGSize? = nil,
                       fileID: String = #fileID, line: Int = #line) async throws -> HostedCheckWindow<V> {
        let scene = try requireScene(fileID: fileID, line: line)
        let previousKey = scene.keyWindow
        let hosted = HostedCheckWindow(view, in: scene, size: size)
        recorder.onEnd {
            hosted.close()
            if let previousKey, !previousKey.isHidden { previousKey.makeKey() }
        }
        try await awaitKey(hosted.window, fileID: fileID, line: line)
        hosted.layout()
        await recorder.turns(1)
        return hosted
    }

    /// Shows `controller` as the root of a new key window of the app's scene
    /// (full scene bounds unless `size`), taken down like `host(_:size:)`'s:
    /// for UIKit-side checks (a page embedded in a UIKit parent).
    func host(controller: UIViewController, size: CGSize? = nil,
              fileID: String = #fileID, line: Int = #line) async throws -> UIWindow {
        let scene = try requireScene(fileID: fileID, line: line)
        let previousKey = scene.keyWindow
        let window = UIWindow(windowScene: scene)
        window.frame = size.map { CGRect(origin: .zero, size: $0) } ?? scene.fullBounds
        window.windowLevel = UIWindow.Level(rawValue: UIWindow.Level.normal.rawValue + 1)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        recorder.onEnd {
            window.takeDownAfterCheck()
            if let previousKey, !previousKey.isHidden { previousKey.makeKey() }
        }
        try await awaitKey(window, fileID: fileID, line: line)
        window.layoutIfNeeded()
        await recorder.turns(1)
        return window
    }

    // Hosting is the harness's part, not the check's: these fail the check when
    // they fail, but do not count as something the check checked.

    private func requireScene(fileID: String, line: Int) throws -> UIWindowScene {
        guard let scene = Self.scene() else {
            recorder.harnessFailure("no connected UIWindowScene: device checks run inside the gallery app",
                                    fileID: fileID, line: line)
            throw CheckStopped()
        }
        return scene
    }

    private func awaitKey(_ window: UIWindow, fileID: String, line: Int) async throws {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .seconds(2))
        while !window.isKeyWindow {
            guard clock.now < deadline else {
                recorder.harnessFailure("the check's window did not become key", fileID: fileID, line: line)
                throw CheckStopped()
            }
            try Task.checkCancellation()
            await CheckRecorder.turn()
        }
    }

    /// The foreground-active window scene of this app, or its first one.
    static func scene() -> UIWindowScene? {
        let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
        return scenes.first { $0.activationState == .foregroundActive } ?? scenes.first
    }

    /// Records a failure when `condition` is false; the check goes on.
    func expect(_ condition: Bool, _ message: @autoclosure () -> String,
                fileID: String = #fileID, line: Int = #line) {
        recorder.expect(condition, message(), fileID: fileID, line: line)
    }

    /// Returns `value`, or records a failure and stops the check when it is nil.
    func require<Value>(_ value: Value?, _ message: @autoclosure () -> String,
                        fileID: String = #fileID, line: Int = #line) throws -> Value {
        try recorder.require(value, message(), fileID: fileID, line: line)
    }

    /// Records a failure and stops the check when `condition` is false.
    func require(_ condition: Bool, _ message: @autoclosure () -> String,
                 fileID: String = #fileID, line: Int = #line) throws {
        try recorder.require(condition, message(), fileID: fileID, line: line)
    }

    /// Awaits main-actor turns (each about a frame, the run loop going round)
    /// until `condition` holds; fails and stops the check after `timeout`.
    func waitUntil(_ description: String, timeout: Duration = .seconds(2), _ condition: () -> Bool,
                   fileID: String = #fileID, line: Int = #line) async throws {
        try await recorder.waitUntil(description, timeout: timeout, condition, fileID: fileID, line: line)
    }

    /// Awaits main-actor turns for `duration`, failing if `condition` is false
    /// at any of them: for "it stays so" (nothing takes focus back).
    func expectThroughout(_ description: String, for duration: Duration, _ condition: () -> Bool,
                          fileID: String = #fileID, line: Int = #line) async {
        await recorder.expectThroughout(description, for: duration, condition, fileID: fileID, line: line)
    }

    /// Lets `count` main-actor turns pass, for asserting that something did
    /// not happen. To wait for something that should, use `waitUntil`.
    func turns(_ count: Int) async {
        await recorder.turns(count)
    }

    /// Records a failure found by other means.
    func fail(_ message: String, fileID: String = #fileID, line: Int = #line) {
        recorder.fail(message, fileID: fileID, line: line)
    }
}

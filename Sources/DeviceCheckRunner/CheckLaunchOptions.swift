/// Reads the launch argument that runs the device checks at launch:
/// `-run-device-checks`, optionally followed by a filter (see
/// ``CheckEntry/matches(_:)``), and `-no-controls`, which skips the
/// controls. For the BridgeKit gallery, not for apps.
///
/// ```swift
/// CheckLaunchOptions(arguments: ["Gallery", "-run-device-checks", "Focus", "-no-controls"])
/// // runsAtLaunch == true, filter == "Focus", runsControls == false
/// ```
public struct CheckLaunchOptions: Equatable, Sendable {
    /// The argument: `-run-device-checks`.
    public static let flag = "-run-device-checks"
    /// The argument that skips the controls: `-no-controls`.
    public static let noControlsFlag = "-no-controls"

    public var runsAtLaunch: Bool
    public var filter: String?
    /// False when `-no-controls` is among the arguments.
    public var runsControls: Bool

    /// `arguments` as `ProcessInfo.processInfo.arguments` gives them (the
    /// executable's path first).
    public init(arguments: [String]) {
        runsControls = !arguments.contains(Self.noControlsFlag)
        guard let index = arguments.firstIndex(of: Self.flag) else {
            runsAtLaunch = false
            filter = nil
            return
        }
        runsAtLaunch = true
        let next = arguments.index(after: index)
        filter = next < arguments.endIndex && !arguments[next].hasPrefix("-") ? arguments[next] : nil
    }
}

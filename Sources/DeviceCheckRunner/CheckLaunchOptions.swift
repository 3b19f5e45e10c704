/// Reads the launch argument that runs the device checks at launch:
/// `-run-device-checks`, optionally followed by a filter (see
/// ``CheckEntry/matches(_:)``). For the BridgeKit gallery, not for apps.
///
/// ```swift
/// CheckLaunchOptions(arguments: ["Gallery", "-run-device-checks", "Focus"])
/// // runsAtLaunch == true, filter == "Focus"
/// ```
public struct CheckLaunchOptions: Equatable, Sendable {
    /// The argument: `-run-device-checks`.
    public static let flag = "-run-device-checks"

    public var runsAtLaunch: Bool
    public var filter: String?

    /// `arguments` as `ProcessInfo.processInfo.arguments` gives them (the
    /// executable's path first).
    public init(arguments: [String]) {
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

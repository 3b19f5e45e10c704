/// A check as the runner sees it: a name, a feature and an async body that
/// records into a ``CheckRecorder``. The gallery's `DeviceCheck` makes one,
/// giving its body a UIKit-facing context around the recorder.
/// For the BridgeKit gallery, not for apps.
///
/// A check may carry a ``Control``: the same body run against the naive
/// bridge an app writes by hand, which must fail it. A configuration check
/// (it only reads a value BridgeKit set or a method BridgeKit overrides) is
/// counted apart from the checks that show a behaviour.
public struct CheckEntry: Sendable {
    public var name: String
    public var feature: String
    public var body: @MainActor @Sendable (CheckRecorder) async throws -> Void
    /// Whether the check only reads configuration: its pass is counted as a
    /// configuration check, not in `N passed` (a failure still fails the run).
    public var isConfiguration: Bool
    /// The control run after the checks, if the check has one.
    public var control: Control?

    public init(name: String, feature: String, isConfiguration: Bool = false, control: Control? = nil,
                body: @escaping @MainActor @Sendable (CheckRecorder) async throws -> Void) {
        self.name = name
        self.feature = feature
        self.isConfiguration = isConfiguration
        self.control = control
        self.body = body
    }

    /// The check's body run against a naive bridge (`naive` says which, e.g.
    /// "hand-written UIViewRepresentable text field"). It must fail.
    public struct Control: Sendable {
        public var naive: String
        public var body: @MainActor @Sendable (CheckRecorder) async throws -> Void

        public init(naive: String, body: @escaping @MainActor @Sendable (CheckRecorder) async throws -> Void) {
            self.naive = naive
            self.body = body
        }
    }

    /// Whether `filter` picks this check: nil picks all; otherwise a
    /// case-insensitive part of the name, or the whole feature name.
    public func matches(_ filter: String?) -> Bool {
        guard let filter, !filter.isEmpty else { return true }
        return name.lowercased().contains(filter.lowercased())
            || feature.lowercased() == filter.lowercased()
    }
}

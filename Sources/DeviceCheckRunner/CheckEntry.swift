/// A check as the runner sees it: a name, a feature and an async body that
/// records into a ``CheckRecorder``. The gallery's `DeviceCheck` makes one,
/// giving its body a UIKit-facing context around the recorder.
/// For the BridgeKit gallery, not for apps.
public struct CheckEntry: Sendable {
    public var name: String
    public var feature: String
    public var body: @MainActor @Sendable (CheckRecorder) async throws -> Void

    public init(name: String, feature: String,
                body: @escaping @MainActor @Sendable (CheckRecorder) async throws -> Void) {
        self.name = name
        self.feature = feature
        self.body = body
    }

    /// Whether `filter` picks this check: nil picks all; otherwise a
    /// case-insensitive part of the name, or the whole feature name.
    public func matches(_ filter: String?) -> Bool {
        guard let filter, !filter.isEmpty else { return true }
        return name.lowercased().contains(filter.lowercased())
            || feature.lowercased() == filter.lowercased()
    }
}

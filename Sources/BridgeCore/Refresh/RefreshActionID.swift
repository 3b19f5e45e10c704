/// Names one run of a refresh action, so that a late "finished" or "cancel" can
/// never be mistaken for a newer run.
///
/// ``RefreshSession`` hands out a fresh id with every ``RefreshSession/Effect/startAction(_:)``;
/// the shell echoes it back in ``RefreshSession/Event/actionFinished(_:)``.
///
/// ```swift
/// // effects == [.showSpinner, .setBinding(true), .startAction(RefreshActionID(1))]
/// session.handle(.actionFinished(RefreshActionID(1)))  // ends that run only
/// ```
package struct RefreshActionID: Hashable, Sendable, CustomStringConvertible {
    package let rawValue: Int

    package init(_ rawValue: Int) {
        self.rawValue = rawValue
    }

    package var description: String { "#\(rawValue)" }
}

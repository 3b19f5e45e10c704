/// How far the content must be pulled past its resting top edge, with the finger
/// still down, to arm a refresh.
///
/// `UIRefreshControl` keeps its own threshold private (its documentation names
/// none; `.valueChanged` is the only word it gives), so the control's own
/// geometry reaches the session as the pull at which it fires. With
/// ``requiresControl`` (``controlFires``, what BridgeKit's shell uses) a pull
/// arms only once the control fired during the drag, and stays armed while it
/// is at least ``distance`` or the pull at which the control fired, whichever
/// is shorter: ``distance`` is then only how far a held pull may sag before it
/// counts as taken back. Without it (``standard``) ``distance`` alone also arms,
/// for a scroll view with no control to ask.
/// Arming never starts the action: only lifting the finger while still armed does.
///
/// ```swift
/// let trigger = try RefreshTrigger(distance: 100)   // a longer pull than .standard
/// let distance = RefreshTrigger.pullDistance(contentOffsetY: -164, topInset: 64)  // 100
/// trigger.isReached(by: distance)                  // true
/// ```
package struct RefreshTrigger: Hashable, Sendable {
    /// The pull, in points, that arms a refresh. Always finite and greater than zero.
    package let distance: Double

    /// Whether only the control's `.valueChanged` arms a pull (``distance`` then
    /// only keeps a held pull armed).
    package let requiresControl: Bool

    /// 80 points: about the pull at which `UIRefreshControl` shows its spinner on a phone.
    package static let standard = RefreshTrigger(uncheckedDistance: 80)

    /// What the shell uses: the control's firing arms the pull (its threshold is
    /// its own: larger under a large title or on iPad than 80 points), and a
    /// held pull stays armed down to 80 points or the pull at which it fired.
    package static let controlFires = RefreshTrigger(uncheckedDistance: 80, requiresControl: true)

    /// A trigger `distance` points down. Throws for zero, negative, infinite or NaN distances.
    package init(distance: Double, requiresControl: Bool = false) throws(RefreshTriggerError) {
        guard distance.isFinite, distance > 0 else { throw .distanceNotPositive(distance) }
        self.distance = distance
        self.requiresControl = requiresControl
    }

    private init(uncheckedDistance: Double, requiresControl: Bool = false) {
        distance = uncheckedDistance
        self.requiresControl = requiresControl
    }

    /// Whether a pull of `pullDistance` points arms a refresh. NaN never does.
    package func isReached(by pullDistance: Double) -> Bool {
        pullDistance >= distance
    }

    /// How far the content is pulled down past its resting position: the amount by
    /// which `contentOffset.y` is above `-adjustedContentInset.top`. Positive while
    /// pulling down at the top, zero at rest, negative once scrolled into the content.
    package static func pullDistance(contentOffsetY: Double, topInset: Double) -> Double {
        -(contentOffsetY + topInset)
    }
}

/// Bad input for ``RefreshTrigger``.
package enum RefreshTriggerError: Error, Equatable, Sendable {
    /// The distance was zero, negative, infinite or NaN.
    case distanceNotPositive(Double)

    package static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case let (.distanceNotPositive(a), .distanceNotPositive(b)):
            // NaN is a valid payload here, so compare bit patterns, not values.
            a.bitPattern == b.bitPattern
        }
    }
}

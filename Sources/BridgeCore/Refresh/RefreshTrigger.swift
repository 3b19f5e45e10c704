/// How far the content must be pulled past its resting top edge, with the finger
/// still down, to arm a refresh.
///
/// `UIRefreshControl` keeps its own threshold private; when it reports
/// `.valueChanged` at a shorter pull, ``RefreshSession`` uses that pull instead.
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

    /// 80 points: about the pull at which `UIRefreshControl` shows its spinner on a phone.
    package static let standard = RefreshTrigger(uncheckedDistance: 80)

    /// A trigger `distance` points down. Throws for zero, negative, infinite or NaN distances.
    package init(distance: Double) throws(RefreshTriggerError) {
        guard distance.isFinite, distance > 0 else { throw .distanceNotPositive(distance) }
        self.distance = distance
    }

    private init(uncheckedDistance: Double) {
        distance = uncheckedDistance
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

/// Whether a scroll view with a refresh control can be pulled when its content
/// is shorter than its bounds (an empty or two-item list).
///
/// `UIScrollView.alwaysBounceVertical` is `false` by default, and then a
/// scroll view "allows vertical dragging" only when the content is taller than
/// its bounds (Apple's documentation): a `UICollectionView` with two items
/// cannot be pulled, so it never refreshes (square/Blueprint#54,
/// eggswift/pull-to-refresh#172). SwiftUI's `List` and `ScrollView` already
/// bounce. So when the control goes on a scroll view that does not, it is
/// turned on, and turned back off when the control leaves, unless the app
/// changed it meanwhile. `bounces` is left alone: an app that turned bouncing
/// off has no pull to refresh, by its own choice.
///
/// ```swift
/// var bounce = RefreshBounce()
/// assert(bounce.controlAttached(alwaysBounceVertical: false) == true)   // write it
/// assert(bounce.controlDetached(alwaysBounceVertical: true) == false)   // restore it
/// ```
package struct RefreshBounce: Sendable, Equatable {
    /// Whether BridgeKit turned `alwaysBounceVertical` on, to be restored.
    package private(set) var turnedOn = false

    package init() {}

    /// The control goes on a scroll view whose `alwaysBounceVertical` is
    /// `current`: the value to write, if any.
    package mutating func controlAttached(alwaysBounceVertical current: Bool) -> Bool? {
        guard !current else { return nil }
        turnedOn = true
        return true
    }

    /// The control leaves the scroll view: the value to write back, if
    /// BridgeKit changed it and the app has not since.
    package mutating func controlDetached(alwaysBounceVertical current: Bool) -> Bool? {
        guard turnedOn else { return nil }
        turnedOn = false
        return current ? false : nil
    }
}

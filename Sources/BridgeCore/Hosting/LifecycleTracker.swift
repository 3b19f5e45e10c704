/// A `UIViewController` lifecycle callback, as UIKit calls it.
package enum LifecycleCallback: Hashable, Sendable {
    case viewDidLoad
    case viewWillAppear(isMovingToParent: Bool)
    case viewDidAppear(isMovingToParent: Bool)
    case viewWillDisappear(isMovingFromParent: Bool)
    case viewDidDisappear(isMovingFromParent: Bool)
}

/// Turns UIKit's lifecycle callbacks into ``LifecycleEvent``s that SwiftUI content
/// can trust: each phase once per transition, `will` before `did`, and the reason
/// (pushed, uncovered, popped, covered, cancelled) spelled out.
///
/// UIKit's raw callbacks are not that tidy. A cancelled back swipe calls
/// `viewWillDisappear` on the top page and then `viewWillAppear`/`viewDidAppear`
/// on it again, while the page beneath gets `viewWillAppear` and then
/// `viewWillDisappear`/`viewDidDisappear`; some containers repeat a callback.
/// The tracker keeps the page's visibility and reports each change once.
///
/// ```swift
/// var tracker = LifecycleTracker()
/// tracker.handle(.viewDidLoad)                               // [.didLoad]
/// tracker.handle(.viewWillAppear(isMovingToParent: true))    // [.willAppear(.movingToParent)]
/// tracker.handle(.viewWillAppear(isMovingToParent: true))    // [] (repeated)
/// ```
package struct LifecycleTracker: Hashable, Sendable {

    /// Where the page's view stands.
    package enum Visibility: Hashable, Sendable {
        case hidden
        case appearing(LifecycleEvent.Appearance)
        case visible(LifecycleEvent.Appearance)
        case disappearing(LifecycleEvent.Disappearance)
    }

    package private(set) var isLoaded = false
    package private(set) var visibility: Visibility = .hidden
    /// Whether the page has started to appear at least once.
    package private(set) var hasAppeared = false

    package init() {}

    /// The events `callback` means for SwiftUI content, possibly none.
    @discardableResult
    package mutating func handle(_ callback: LifecycleCallback) -> [LifecycleEvent] {
        var events: [LifecycleEvent] = []
        if !isLoaded {
            isLoaded = true
            events.append(.didLoad)
        }
        switch callback {
        case .viewDidLoad:
            break
        case .viewWillAppear(let moving):
            events += willAppear(moving: moving)
        case .viewDidAppear(let moving):
            events += willAppear(moving: moving)
            if case .appearing(let why) = visibility {
                visibility = .visible(why)
                events.append(.didAppear(why))
            }
        case .viewWillDisappear(let moving):
            events += willDisappear(moving: moving)
        case .viewDidDisappear(let moving):
            events += willDisappear(moving: moving)
            if case .disappearing(let why) = visibility {
                visibility = .hidden
                events.append(.didDisappear(why))
            }
        }
        return events
    }

    /// What a subscriber that arrives now has missed of the current state, so it
    /// sees every phase once: `didLoad`, then the appearance in progress or done.
    package var catchUpEvents: [LifecycleEvent] {
        guard isLoaded else { return [] }
        switch visibility {
        case .hidden: return [.didLoad]
        case .appearing(let why): return [.didLoad, .willAppear(why)]
        case .visible(let why): return [.didLoad, .willAppear(why), .didAppear(why)]
        case .disappearing(let why): return [.didLoad, .willDisappear(why)]
        }
    }

    /// `true` between `didAppear` and the next `willDisappear`.
    package var isVisible: Bool {
        if case .visible = visibility { return true }
        return false
    }

    // MARK: - Private

    private mutating func willAppear(moving: Bool) -> [LifecycleEvent] {
        let why: LifecycleEvent.Appearance
        switch visibility {
        case .appearing, .visible: return []
        // UIKit says `isMovingToParent == false` for a window's root controller and
        // for a page set under others that the user later uncovers: a first
        // appearance is still an arrival, never an "uncover".
        case .hidden: why = moving || !hasAppeared ? .movingToParent : .uncovered
        case .disappearing: why = .disappearanceCancelled
        }
        hasAppeared = true
        visibility = .appearing(why)
        return [.willAppear(why)]
    }

    private mutating func willDisappear(moving: Bool) -> [LifecycleEvent] {
        let why: LifecycleEvent.Disappearance
        switch visibility {
        case .hidden, .disappearing: return []
        case .visible: why = moving ? .movingFromParent : .covered
        case .appearing: why = moving ? .movingFromParent : .appearanceCancelled
        }
        visibility = .disappearing(why)
        return [.willDisappear(why)]
    }
}

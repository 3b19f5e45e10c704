/// A UIKit lifecycle moment of a hosted page, as SwiftUI content sees it.
///
/// SwiftUI's `onAppear`/`onDisappear` roughly cover `viewWillAppear` and
/// `viewDidDisappear`; pages also need `viewDidLoad`, the `did`/`will` pairs, and
/// to know *why* they appear or disappear: popped for good, or only covered by the
/// next page.
///
/// ```swift
/// .onLifecycle(.didDisappear) { event in
///     if event == .didDisappear(.movingFromParent) { session.close() }   // popped for good
/// }
/// ```
public enum LifecycleEvent: Hashable, Sendable, CustomStringConvertible {
    /// `viewDidLoad`, once per controller.
    case didLoad
    /// `viewWillAppear(_:)`.
    case willAppear(Appearance)
    /// `viewDidAppear(_:)`.
    case didAppear(Appearance)
    /// `viewWillDisappear(_:)`.
    case willDisappear(Disappearance)
    /// `viewDidDisappear(_:)`.
    case didDisappear(Disappearance)

    /// The phase without its reason, for filtering.
    public var phase: LifecyclePhase {
        switch self {
        case .didLoad: .didLoad
        case .willAppear: .willAppear
        case .didAppear: .didAppear
        case .willDisappear: .willDisappear
        case .didDisappear: .didDisappear
        }
    }

    public var description: String {
        switch self {
        case .didLoad: "didLoad"
        case .willAppear(let why): "willAppear (\(why.rawValue))"
        case .didAppear(let why): "didAppear (\(why.rawValue))"
        case .willDisappear(let why): "willDisappear (\(why.rawValue))"
        case .didDisappear(let why): "didDisappear (\(why.rawValue))"
        }
    }
}

/// The five lifecycle phases, for `.onLifecycle(_:perform:)` filters.
public enum LifecyclePhase: Hashable, Sendable, CaseIterable {
    case didLoad, willAppear, didAppear, willDisappear, didDisappear
}

extension LifecycleEvent {
    /// Why a page appears.
    public enum Appearance: String, Hashable, Sendable, CaseIterable {
        /// It arrives: pushed, presented or embedded (`isMovingToParent`), or shown for
        /// the first time in any other way (a window's root, a page set under others).
        case movingToParent = "moving to parent"
        /// The page above it went away.
        case uncovered
        /// The page had started to disappear, and the user cancelled the swipe.
        case disappearanceCancelled = "disappearance cancelled"
    }

    /// Why a page disappears.
    public enum Disappearance: String, Hashable, Sendable, CaseIterable {
        /// It is popped, dismissed or removed (`isMovingFromParent`). Final once
        /// `didDisappear(.movingFromParent)` arrives; `willDisappear(.movingFromParent)`
        /// also starts a back swipe, which the user may abandon
        /// (`willAppear(.disappearanceCancelled)` follows).
        case movingFromParent = "moving from parent"
        /// Another page covers it; it will appear again when uncovered.
        case covered
        /// The page had started to appear under a swipe, and the user cancelled it.
        case appearanceCancelled = "appearance cancelled"
    }
}

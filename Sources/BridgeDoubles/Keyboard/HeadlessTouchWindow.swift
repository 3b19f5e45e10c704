import BridgeCore

/// A window where the user swipes while the keyboard is up, with a view that
/// has `dismissesKeyboardOnDrag()`: how UIKit and SwiftUI deliver the drag to
/// the modifier's ``KeyboardDragObserver`` and to a scroll view's pan.
///
/// What it models, from Apple's documentation and the cited threads:
/// - SwiftUI hit-tests by content: a SwiftUI gesture receives a touch only
///   where its view draws (``drawn``), not in empty space.
/// - A window hands every touch to the recognizers of the touched view and
///   its ancestors, the window's included, before the view.
/// - A scroll view's pan begins after 10 points inside it; when it begins,
///   UIKit fails the other recognizers it can prevent.
/// - On iOS 18 a SwiftUI drag gesture receiving a touch inside a scroll view
///   takes the pan: the scroll view does not scroll (FB14688465).
/// - A scroll dismisses the keyboard as `scrollDismissesKeyboardMode` in the
///   scroll view's environment says: `.immediately` as a scroll starts; by
///   default (`.automatic`) a `List` dismisses on a scroll and a `TextEditor`
///   is interactive, keeping the keyboard while the drag stays above it
///   (Apple's `ScrollDismissesKeyboardMode.automatic`). A sheet declared
///   inside the modified view inherits its environment (``Scroller``).
/// - A sheet, popover or alert presented over the view (``sheet``) stays in the
///   same window, above it: a touch there is hit-tested to the sheet's views,
///   which are not in the modified view's controller, though the point is
///   inside the modified view's frame.
///
/// ```swift
/// var window = HeadlessTouchWindow(area: .init(x: 0, y: 0, width: 400, height: 800),
///                                  drawn: [field], editingField: field)
/// window.swipe(from: (200, 600), by: (0, 80))
/// window.isKeyboardShown   // false with the window observer
/// ```
package struct HeadlessTouchWindow: Sendable {
    package typealias Frame = KeyboardDragDismissal.Frame

    /// Which iOS delivers the touches.
    package enum OS: Sendable { case iOS17, iOS18 }
    /// What a scroll view is, for how its scrolls treat the keyboard.
    package enum Scroller: Sendable { case list, textEditor }

    private let os: OS
    private let observer: KeyboardDragObserver
    /// The frame of the view with the modifier, in window coordinates.
    private let area: Frame
    /// Where that view draws content (rows, text, fields).
    private let drawn: [Frame]
    /// A scroll view inside it, if any, and whether it can scroll (content
    /// taller than it, or bouncing).
    private let scrollView: Frame?
    /// The first responder's frame.
    private let editingField: Frame
    /// A sheet presented over the view, in window coordinates, if any.
    private let sheet: Frame?
    /// What the scroll view is, and what scrolls in the sheet (`nil`: nothing).
    private let scroller: Scroller
    private let sheetScroller: Scroller?
    private var drag = KeyboardDragDismissal.Drag()

    /// Whether the keyboard is still up.
    package private(set) var isKeyboardShown = true
    /// Whether the scroll view scrolled during the last swipe.
    package private(set) var scrolled = false

    package init(
        os: OS = .iOS18, observer: KeyboardDragObserver = KeyboardDragDismissal.observer,
        area: Frame, drawn: [Frame], scrollView: Frame? = nil, scroller: Scroller = .list, editingField: Frame,
        sheet: Frame? = nil, sheetScroller: Scroller? = nil
    ) {
        (self.os, self.observer, self.area, self.drawn) = (os, observer, area, drawn)
        (self.scrollView, self.editingField, self.sheet) = (scrollView, editingField, sheet)
        (self.scroller, self.sheetScroller) = (scroller, sheetScroller)
    }

    /// Whether a scroll of `scroller` dismisses the keyboard as it starts.
    private func scrollDismisses(_ scroller: Scroller) -> Bool {
        observer.setsImmediateScrollDismissal || scroller == .list
    }

    /// One finger from `start`, moved by `translation` in ten steps, then lifted.
    package mutating func swipe(from start: (x: Double, y: Double), by translation: (x: Double, y: Double)) {
        scrolled = false
        // A sheet over the view takes the touches that land in it.
        let inSheet = sheet?.contains(start) ?? false
        let onContent = !inSheet && drawn.contains { $0.contains(start) }
        var observerSees = switch observer.placement {
        case .swiftUIGesture: onContent && area.contains(start)
        case .window: true
        }
        let inScrollView = !inSheet && (scrollView?.contains(start) ?? false)
        let touched = inSheet ? sheetScroller : inScrollView ? scroller : nil
        let panTaken = os == .iOS18 && observer.placement == .swiftUIGesture && observerSees && inScrollView
        for step in 1...10 {
            let moved = (x: translation.x * Double(step) / 10, y: translation.y * Double(step) / 10)
            if let touched, !panTaken, !scrolled, max(abs(moved.x), abs(moved.y)) >= 10 {
                scrolled = true
                if scrollDismisses(touched) { isKeyboardShown = false }
                if observer.canBePrevented { observerSees = false }
            }
            guard observerSees else { continue }
            let areas = observer.placement == .window ? [KeyboardDragDismissal.Area(frame: area, isTouchInItsContent: !inSheet)] : nil
            if drag.needsCheck(start: start, translation: moved, areas: areas),
               KeyboardDragDismissal.dismisses(start: start, translation: moved, editingField: editingField) {
                isKeyboardShown = false
            }
        }
        drag.ended()
    }
}

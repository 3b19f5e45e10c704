#if canImport(UIKit) && canImport(SwiftUI)
import ObjectiveC
import UIKit

/// The presentations a controller made with `present(item:…)`, kept for as long
/// as the controller lives, so a call needs no `lazy var` to stay alive (as
/// other libraries' `present(item:)` keep theirs with the controller).
///
/// An associated object: the controller is UIKit's, and neither a child
/// controller (a page or a tab on a container) nor a subview (the view may not
/// be loaded) fits. The presentation holds its host weakly, so nothing cycles
/// through it.
@MainActor
private final class KeptPresentations {
    var presentations: [ObjectIdentifier: any KeptPresentation] = [:]
}

/// A presentation a controller keeps.
@MainActor
protocol KeptPresentation: AnyObject {
    /// Its host's page left: a page it presented may have been removed with it
    /// without a callback. Called while the host still lives.
    func catchUp()
}

/// The key's address names the associated object; its value is never read.
@MainActor private let keptPresentationsKey = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

extension UIViewController {
    private var keptPresentations: KeptPresentations {
        if let kept = objc_getAssociatedObject(self, keptPresentationsKey) as? KeptPresentations { return kept }
        let kept = KeptPresentations()
        objc_setAssociatedObject(self, keptPresentationsKey, kept, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return kept
    }

    /// Keeps `presentation` until this controller is freed or it is forgotten.
    func keepPresentation(_ presentation: any KeptPresentation) {
        keptPresentations.presentations[ObjectIdentifier(presentation)] = presentation
    }

    /// Lets `presentation` go (it was cancelled).
    func forgetPresentation(_ presentation: any KeptPresentation) {
        keptPresentations.presentations[ObjectIdentifier(presentation)] = nil
    }

    /// This page left: the presentations kept by it and by its children catch
    /// up with pages UIKit removed along with it.
    func catchUpKeptPresentations() {
        if let kept = objc_getAssociatedObject(self, keptPresentationsKey) as? KeptPresentations {
            for presentation in kept.presentations.values { presentation.catchUp() }
        }
        for child in children { child.catchUpKeptPresentations() }
    }
}
#endif

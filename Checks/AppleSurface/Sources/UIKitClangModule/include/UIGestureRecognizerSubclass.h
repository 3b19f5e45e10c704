// Plumbing: the submodule `UIKit.UIGestureRecognizerSubclass` (see
// module.modulemap). Empty on purpose: its members are mirrored, overridable, in
// the body of `UIGestureRecognizer` in Sources/UIKit/UIGestureRecognizer.swift.

// NSLayoutConstraint inherits from NSObject. BridgeKit uses it only as the
// namespace of `NSLayoutConstraint.Axis` (see NSLayoutConstraint.Axis.swift).

// Mirrors: https://developer.apple.com/documentation/uikit/nslayoutconstraint
@MainActor
open class NSLayoutConstraint: NSObject {}

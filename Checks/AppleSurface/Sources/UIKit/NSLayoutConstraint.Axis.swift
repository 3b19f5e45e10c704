// An imported Objective-C enum (`UILayoutConstraintAxis`, NSInteger-backed):
// nested in NSLayoutConstraint by name only, so it is not main-actor isolated.
// The page lists Sendable, Equatable, BitwiseCopyable, RawRepresentable,
// SendableMetatype and Hashable; the `Int` raw type (Swift imports it with
// `init?(rawValue: Int)`) supplies RawRepresentable, Equatable and Hashable.

extension NSLayoutConstraint {

    // Mirrors: https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis
    public enum Axis: Int, Sendable, BitwiseCopyable {

        // Mirrors: https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis/horizontal
        case horizontal

        // Mirrors: https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis/vertical
        case vertical
    }
}

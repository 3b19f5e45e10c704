// UIView inherits from UIResponder. Every member UIKit lets subclasses override
// is declared `open` inside the class body: without an Objective-C runtime,
// members declared in extensions cannot be overridden, so overridable members
// added for future features belong in a new `// MARK:` section here, while
// non-overridable ones (type constants) may live in `UIView+<Feature>.swift`.

// Mirrors: https://developer.apple.com/documentation/uikit/uiview
@MainActor
open class UIView: UIResponder {

    // MARK: Creating a view

    // Mirrors: https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public init(frame: CGRect) { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/uikit/uiview/init(coder:)
    // (page not in the docs corpus.) `required` because UIView adopts NSCoding:
    // Apple's Swift UIView subclasses document this initializer as
    // `required init?(coder: NSCoder)`, e.g.
    // https://developer.apple.com/documentation/roomplan/roomcaptureview/init(coder:)
    public required init?(coder: NSCoder) { fatalError() }

    // Plumbing: NSObject's `init()` stays available on every UIView subclass
    // (`UILabel()`, `UIView()`), as Objective-C initializer inheritance gives it
    // on iOS; without this the designated initializers above would hide it.
    public convenience override init() { fatalError() }

    // MARK: Observing view-related changes

    // Mirrors: https://developer.apple.com/documentation/uikit/uiview/didmovetowindow()
    open func didMoveToWindow() { fatalError() }

    // MARK: Auto Layout sizing

    // Mirrors: https://developer.apple.com/documentation/uikit/uiview/intrinsiccontentsize
    open var intrinsicContentSize: CGSize { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/uikit/uiview/invalidateintrinsiccontentsize()
    open func invalidateIntrinsicContentSize() { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/uikit/uiview/contenthuggingpriority(for:)
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/uikit/uiview/setcontenthuggingpriority(_:for:)
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/uikit/uiview/contentcompressionresistancepriority(for:)
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/uikit/uiview/setcontentcompressionresistancepriority(_:for:)
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) { fatalError() }

    // Mirrors: https://developer.apple.com/documentation/uikit/uiview/systemlayoutsizefitting(_:withhorizontalfittingpriority:verticalfittingpriority:)
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize,
        withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize { fatalError() }

    // MARK: Auto Layout constants
    //
    // Apple declares these `class let` (Objective-C constants imported as type
    // members). Swift source cannot spell `class let`; `static let` is the same
    // thing: a non-overridable, read-only, type-level constant, isolated to the
    // main actor like the rest of UIView.

    // Mirrors: https://developer.apple.com/documentation/uikit/uiview/nointrinsicmetric
    public static let noIntrinsicMetric: CGFloat = { fatalError() }()

    // Mirrors: https://developer.apple.com/documentation/uikit/uiview/layoutfittingcompressedsize
    public static let layoutFittingCompressedSize: CGSize = { fatalError() }()

    // Mirrors: https://developer.apple.com/documentation/uikit/uiview/layoutfittingexpandedsize
    public static let layoutFittingExpandedSize: CGSize = { fatalError() }()
}

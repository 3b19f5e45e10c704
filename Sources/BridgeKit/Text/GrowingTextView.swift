#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

/// The `UITextView` a multi-line ``TextFieldWrapper`` (`axis: .vertical`)
/// creates: a text view that looks like SwiftUI's vertical `TextField` (no
/// background, no insets, a placeholder while empty), grows with its text
/// between line limits, and reports its window moves (``WindowMoves``).
///
/// Its height is BridgeCore's `GrowingTextSizer`: the text is measured once
/// per distinct width until it changes (``textDidChange()``), whatever SwiftUI
/// probes. It scrolls only when its text is taller than the height it got.
final class GrowingTextView: UITextView {
    var windowMoves = WindowMoves()
    /// Told of a hardware keyboard's Return going down and up
    /// (`GrowingTextView+HardwareKeys`), before UIKit inserts its "\n".
    var hardwareReturn: (@MainActor (HardwareReturn) -> Void)?
    /// The sizing rule, with the line limits the wrapper sets.
    var sizer = GrowingTextSizer(metrics: TextLineMetrics(lineHeight: 0, verticalInsets: 0))
    private let placeholderLabel = UILabel()
    // No `undoManager` override: UIKit records a text view's typing in a
    // manager of the view's own, which `undoManager` returns; one of ours would
    // hide that history from shake and ⌘Z, and clearing it would clear nothing.

    /// The text shown while the view is empty, in UIKit's placeholder colour.
    var placeholder: String? {
        get { placeholderLabel.text }
        set {
            placeholderLabel.text = newValue
            // VoiceOver reads it as the text view's label, as it reads a native
            // TextField's title (the label itself is hidden from it).
            accessibilityLabel = newValue
            sizeMayHaveChanged()
        }
    }

    override var font: UIFont? {
        didSet {
            placeholderLabel.font = font
            sizeMayHaveChanged()
        }
    }

    init() {
        super.init(frame: .zero, textContainer: nil)
        backgroundColor = .clear
        textContainerInset = .zero
        textContainer.lineFragmentPadding = 0
        // No scrolling until the text is taller than the view: with scrolling
        // on, UIKit scrolls the caret's line into view before SwiftUI has made
        // the view taller, and the first line jumps out of sight.
        isScrollEnabled = false
        placeholderLabel.numberOfLines = 0
        placeholderLabel.textColor = .placeholderText
        placeholderLabel.isAccessibilityElement = false
        addSubview(placeholderLabel)
    }

    /// Like a disabled field, a view that cannot edit refuses focus, so a
    /// focus request is refused rather than half-honoured.
    override var canBecomeFirstResponder: Bool {
        isEditable && super.canBecomeFirstResponder
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("GrowingTextView is created in code")
    }

    /// The text changed (typed, composed, or written by the session): measure
    /// again, show or hide the placeholder, and ask SwiftUI for a new layout.
    func textDidChange() {
        placeholderLabel.isHidden = !sessionText.isEmpty
        sizeMayHaveChanged()
    }

    private func sizeMayHaveChanged() {
        sizer.textChanged()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The answer to SwiftUI's `sizeThatFits` for `proposal`. The view lays
    /// out again afterwards, even when its frame stays: whether it scrolls is
    /// decided there, at the size SwiftUI gave.
    func size(for proposal: ProposedSize) -> GrowingTextSize {
        defer { setNeedsLayout() }
        return withSizer { sizer, measure in sizer.size(for: proposal, measure: measure) }
    }

    /// Runs `body` on the sizer with the current line box. On a copy: UIKit's
    /// `sizeThatFits` may lay the view out, which reads the sizer.
    private func withSizer<Result>(_ body: (inout GrowingTextSizer, (CGFloat?) -> CGSize) -> Result) -> Result {
        let lineHeight = (font ?? .preferredFont(forTextStyle: .body)).lineHeight
        var sizer = self.sizer
        sizer.metrics = TextLineMetrics(lineHeight: lineHeight, verticalInsets: textContainerInset.top + textContainerInset.bottom)
        let result = body(&sizer) { self.measure(width: $0) }
        self.sizer = sizer
        return result
    }

    /// The text's size laid out in `width` (`nil`: unbounded), insets
    /// included; while empty, the placeholder's, which may wrap.
    private func measure(width: CGFloat?) -> CGSize {
        let bound = width ?? .greatestFiniteMagnitude
        let text = sizeThatFits(CGSize(width: bound, height: .greatestFiniteMagnitude))
        guard sessionText.isEmpty, placeholderLabel.text?.isEmpty == false else { return text }
        let insets = placeholderInsets
        let label = placeholderLabel.sizeThatFits(CGSize(width: max(bound - insets.left - insets.right, 0), height: .greatestFiniteMagnitude))
        return CGSize(width: max(text.width, label.width + insets.left + insets.right),
                      height: max(text.height, label.height + insets.top + insets.bottom))
    }

    /// Where the first line's text starts: the container inset plus the line
    /// fragment padding.
    private var placeholderInsets: UIEdgeInsets {
        var insets = textContainerInset
        insets.left += textContainer.lineFragmentPadding
        insets.right += textContainer.lineFragmentPadding
        return insets
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let insets = placeholderInsets
        let width = max(bounds.width - insets.left - insets.right, 0)
        let height = placeholderLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        placeholderLabel.frame = CGRect(x: insets.left, y: insets.top, width: width, height: height)
        // At a size SwiftUI was given for this text (no new measurement); not
        // at bounds left from before the text changed.
        guard let scrolls = withSizer({ sizer, measure in sizer.scrolls(in: bounds.size, measure: measure) }) else { return }
        if scrolls != isScrollEnabled {
            isScrollEnabled = scrolls
            // Past the last line it may show, the caret's line comes into view
            // while the user edits; otherwise (a draft, an app write, a
            // rotation) the text starts at the top. Back under it, the top too.
            if scrolls {
                let start = GrowingTextSizer.scrollStart(isEditing: isFirstResponder)
                // On the next turn: the content size may still be the old text's here.
                DeferredWork.schedule { [weak self] in
                    guard let self, self.isScrollEnabled else { return }
                    switch start {
                    case .caretLine: self.scrollRangeToVisible(self.selectedRange)
                    case .top: self.setContentOffset(CGPoint(x: 0, y: -self.adjustedContentInset.top), animated: false)
                    }
                }
            } else {
                contentOffset = .zero
            }
        }
    }

    override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        windowMoves.willMove(self, toWindow: newWindow)
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        windowMoves.didMove(self)
    }
}
#endif

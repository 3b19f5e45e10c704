#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

// The modifiers only a vertical wrapper (`axis: .vertical`, a `UITextView`)
// reads; on a single-line wrapper they do nothing, as SwiftUI's `lineLimit`
// does nothing to a horizontal `TextField`.

extension TextFieldWrapper {
    /// At most `number` lines high, then it scrolls; `nil`: it grows without
    /// limit. Like SwiftUI's `lineLimit(_:)` on a vertical `TextField`.
    ///
    /// ```swift
    /// TextFieldWrapper("Message", text: $message, axis: .vertical)
    ///     .lineLimit(5)
    /// ```
    ///
    /// Without this modifier the environment's `lineLimit` applies, so a
    /// `.lineLimit(3)` on a container reaches the wrapper too.
    public func lineLimit(_ number: Int?) -> Self {
        with { $0.lineLimit = LineLimit(maximum: number) }
    }

    /// Between `limit.lowerBound` and `limit.upperBound` lines high: it is
    /// never shorter, even when empty, and scrolls past the upper bound.
    ///
    /// ```swift
    /// TextFieldWrapper("Message", text: $message, axis: .vertical)
    ///     .lineLimit(1...5)   // a chat composer
    /// ```
    ///
    /// A bound below one line counts as one; an upper bound below the lower
    /// one counts as the lower one.
    public func lineLimit(_ limit: ClosedRange<Int>) -> Self {
        with { $0.lineLimit = LineLimit(limit) }
    }

    /// At least `limit.lowerBound` lines high, growing without limit.
    ///
    /// ```swift
    /// TextFieldWrapper("Notes", text: $notes, axis: .vertical)
    ///     .lineLimit(3...)
    /// ```
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> Self {
        with { $0.lineLimit = LineLimit(limit) }
    }

    /// From one line up to `limit.upperBound` lines, then it scrolls.
    ///
    /// ```swift
    /// TextFieldWrapper("Bio", text: $bio, axis: .vertical)
    ///     .lineLimit(...4)
    /// ```
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> Self {
        with { $0.lineLimit = LineLimit(limit) }
    }

    /// At most `limit` lines high, then it scrolls; with `reservesSpace`, that
    /// high from the start, even empty. Like SwiftUI's
    /// `lineLimit(_:reservesSpace:)` on a vertical `TextField`.
    ///
    /// ```swift
    /// TextFieldWrapper("Notes", text: $notes, axis: .vertical)
    ///     .lineLimit(4, reservesSpace: true)   // a four-line box
    /// ```
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> Self {
        with { $0.lineLimit = LineLimit(limit, reservesSpace: reservesSpace) }
    }

    /// Whether Return submits (runs `onCommit` and the `onBridgedSubmit`
    /// handlers) instead of inserting a newline. A vertical wrapper inserts a
    /// newline by default; a single-line field always submits.
    ///
    /// ```swift
    /// TextFieldWrapper("Message", text: $message, axis: .vertical)
    ///     .lineLimit(1...5)
    ///     .submitsOnReturn()
    ///     .onBridgedSubmit { send() }
    /// ```
    ///
    /// The keyboard stays up after a submit, as a chat composer needs; a
    /// newline can still be pasted. While an input method composes, Return
    /// confirms the composition and submits nothing; an inline prediction
    /// (iOS 17, grey text after the caret) is dropped and what was typed is
    /// submitted, as a field's Return does.
    public func submitsOnReturn(_ submits: Bool = true) -> Self {
        with { $0.returnKeySubmits = submits }
    }
}

/// The `UIViewRepresentable` behind a vertical ``TextFieldWrapper``: a
/// ``GrowingTextView`` with the same coordinator, session and settings as a
/// field, sized by BridgeCore's `GrowingTextSizer` in one layout pass.
@MainActor
struct TextViewRepresentable: UIViewRepresentable {
    /// The settings to apply: the placeholder, the binding and the options.
    let wrapper: TextFieldWrapper

    func makeCoordinator() -> TextFieldCoordinator {
        TextFieldCoordinator()
    }

    func makeUIView(context: Context) -> GrowingTextView {
        let textView = GrowingTextView()
        context.coordinator.attach(to: textView)
        return textView
    }

    /// Hands the newest binding, settings and environment to the coordinator,
    /// and the line limits to the view's sizer.
    func updateUIView(_ textView: GrowingTextView, context: Context) {
        let limit = wrapper.options.lineLimit ?? LineLimit(maximum: context.environment.lineLimit)
        if textView.sizer.lineLimit != limit {
            textView.sizer.lineLimit = limit
            textView.invalidateIntrinsicContentSize()
            textView.setNeedsLayout()
        }
        context.coordinator.update(
            textView,
            placeholder: wrapper.placeholder.resolved(in: context.environment.locale),
            text: wrapper.text,
            selection: wrapper.selection,
            options: wrapper.options,
            environment: context.environment
        )
    }

    /// The proposed width (any), and the height of the text at that width
    /// between the line limits; see `GrowingTextSizer`.
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: GrowingTextView, context: Context) -> CGSize? {
        uiView.size(for: ProposedSize(proposal)).size
    }

    /// Unbinds the view from its focus state before SwiftUI discards it.
    static func dismantleUIView(_ textView: GrowingTextView, coordinator: TextFieldCoordinator) {
        coordinator.dismantle(textView)
    }
}
#endif

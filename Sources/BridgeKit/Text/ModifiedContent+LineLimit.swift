#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI

// `.lineLimit(2...5)` written after a SwiftUI modifier is SwiftUI's own, which
// reaches the wrapper only through `EnvironmentValues.lineLimit`, an `Int?`:
// the upper bound. The lower bound (`2...5`, `3...`, `reservesSpace: true`) is
// lost without a word. A warning like `.font(Font)`'s needs a type to hang
// on, and only some SwiftUI modifiers give one: `.modifier(_:)` and the
// accessibility modifiers return `ModifiedContent<Self, …>`, which the
// extension below catches (at any depth, through `_TextFieldWrapperContent`).
// `.padding()`, `.frame()`, `.background()` and nearly every other modifier
// return an opaque `some View`, which no extension can name: the only
// declaration that would see `.padding().lineLimit(2...5)` is one on `View`,
// and that would catch every `Text`'s `.lineLimit` too. So there the rule is
// documented (MultiLineText.md), not diagnosed.

/// A ``TextFieldWrapper``, or a SwiftUI `ModifiedContent` around one, whose
/// line limit can still be set on the wrapper inside. It exists so that
/// `.lineLimit(_:)` written after `.accessibilityIdentifier(_:)` or
/// `.modifier(_:)` draws a warning and reaches the wrapper.
@_documentation(visibility: internal)
@MainActor
public protocol _TextFieldWrapperContent: View {
    /// This view with the wrapper inside limited to `minimum...maximum` lines.
    func _lineLimit(minimum: Int, maximum: Int?) -> Self
}

extension TextFieldWrapper: _TextFieldWrapperContent {
    @_documentation(visibility: internal)
    public func _lineLimit(minimum: Int, maximum: Int?) -> Self {
        with { $0.lineLimit = LineLimit(minimum: minimum, maximum: maximum) }
    }
}

extension ModifiedContent: _TextFieldWrapperContent where Content: _TextFieldWrapperContent, Modifier: ViewModifier {
    @_documentation(visibility: internal)
    public func _lineLimit(minimum: Int, maximum: Int?) -> Self {
        ModifiedContent(content: content._lineLimit(minimum: minimum, maximum: maximum), modifier: modifier)
    }
}

// The forms whose lower bound SwiftUI's modifier would lose. `lineLimit(5)`
// and `lineLimit(...5)` reach the wrapper whole through the environment and
// draw nothing.
extension ModifiedContent where Content: _TextFieldWrapperContent, Modifier: ViewModifier {
    /// Sets the wrapper's limit, with a warning: after `.padding()` the same
    /// line would lose the lower bound.
    @_documentation(visibility: internal)
    @MainActor
    @available(*, deprecated, message: "put .lineLimit on the TextFieldWrapper itself, before SwiftUI's modifiers: after .padding() SwiftUI's own lineLimit keeps only the upper bound")
    public func lineLimit(_ limit: ClosedRange<Int>) -> Self {
        _lineLimit(minimum: limit.lowerBound, maximum: limit.upperBound)
    }

    /// Sets the wrapper's limit, with a warning: after `.padding()` the same
    /// line would lose the lower bound.
    @_documentation(visibility: internal)
    @MainActor
    @available(*, deprecated, message: "put .lineLimit on the TextFieldWrapper itself, before SwiftUI's modifiers: after .padding() SwiftUI's own lineLimit keeps only the upper bound")
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> Self {
        _lineLimit(minimum: limit.lowerBound, maximum: nil)
    }

    /// Sets the wrapper's limit, with a warning: after `.padding()` the same
    /// line would lose the reserved space.
    @_documentation(visibility: internal)
    @MainActor
    @available(*, deprecated, message: "put .lineLimit on the TextFieldWrapper itself, before SwiftUI's modifiers: after .padding() SwiftUI's own lineLimit keeps only the upper bound")
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> Self {
        _lineLimit(minimum: reservesSpace ? limit : 1, maximum: limit)
    }
}
#endif

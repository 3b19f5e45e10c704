/// The kinds of submission a submit handler responds to: SwiftUI's
/// `SubmitTriggers`, as a value BridgeCore can route on Linux. (A name of its
/// own, so an app importing SwiftUI and BridgeKit can still write
/// `SubmitTriggers` unqualified; BridgeKit's modifiers take SwiftUI's type.)
///
/// A text field submits `.text` when the user presses return; a search field
/// (`searchable`) submits `.search`. A handler declared for `[.text, .search]`
/// answers both.
///
/// ```swift
/// let chain = SubmitChain<String>()
///     .adding(of: [.text, .search], "Something has been submitted")
/// chain.actions(for: .search)  // ["Something has been submitted"]
/// ```
public struct SubmitTriggerSet: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Return pressed in a text field or secure field.
    public static let text = SubmitTriggerSet(rawValue: 1 << 0)
    /// Return pressed in a search field.
    public static let search = SubmitTriggerSet(rawValue: 1 << 1)
}

extension SubmitTriggerSet: CustomStringConvertible {
    /// `.text`, `.search` or `[.text, .search]`, as a Swift developer writes them.
    public var description: String {
        var names: [String] = []
        if contains(.text) { names.append(".text") }
        if contains(.search) { names.append(".search") }
        return names.count == 1 ? names[0] : "[\(names.joined(separator: ", "))]"
    }
}

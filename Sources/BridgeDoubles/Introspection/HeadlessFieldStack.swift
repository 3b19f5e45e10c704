import BridgeCore

/// A headless `VStack` of SwiftUI `TextField`s, each a `UITextField` in its own
/// platform host, with the two markers of `.introspectTextField` (or
/// `.inputAccessory`) around one of them: the tree in which a single-marker search
/// finds an equidistant neighbour.
///
/// ```swift
/// let form = HeadlessFieldStack(fields: 2, modified: 1)
/// BracketedHierarchySearch().find(between: form.marker, and: form.frontMarker) {
///     HeadlessFieldStack.isTextField($0) ? $0 : nil
/// }.node === form.fields[1]   // true
/// ```
@MainActor
public struct HeadlessFieldStack {
    /// The root of the tree; keep it (or the stack) alive, since parents are weak.
    public let window: HeadlessNode
    /// The `UITextField`s, top to bottom.
    public let fields: [HeadlessNode]
    /// The modifier's `.background` marker, drawn before the modified field.
    public let marker: HeadlessNode
    /// The modifier's `.overlay` marker, drawn after it.
    public let frontMarker: HeadlessNode

    /// `fields` text fields; the one at `modified` carries the modifier.
    public init(fields count: Int, modified: Int) {
        let fields = (0..<count).map { HeadlessNode("UITextField", label: "field \($0)") }
        let marker = HeadlessNode("UIView", label: "marker")
        let frontMarker = HeadlessNode("UIView", label: "front marker")
        var content: [HeadlessNode] = []
        for (index, field) in fields.enumerated() {
            if index == modified { content.append(HeadlessNode("PlatformViewHost", [marker])) }
            content.append(HeadlessNode("PlatformViewHost", [field]))
            if index == modified { content.append(HeadlessNode("PlatformViewHost", [frontMarker])) }
        }
        self.fields = fields
        self.marker = marker
        self.frontMarker = frontMarker
        window = HeadlessNode("UIWindow", [HeadlessNode("_UIHostingView", content)])
    }

    /// Whether `node` stands for a `UITextField`.
    public nonisolated static func isTextField(_ node: HeadlessNode) -> Bool {
        node.kind == "UITextField"
    }
}

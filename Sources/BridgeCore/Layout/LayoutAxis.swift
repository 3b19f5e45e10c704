/// One of the two dimensions a layout decision is made in.
///
/// BridgeCore keeps its own axis type so that it never needs UIKit's
/// `NSLayoutConstraint.Axis` or SwiftUI's `Axis`; the shell maps between them.
public enum LayoutAxis: String, CaseIterable, Hashable, Sendable {
    case horizontal
    case vertical
}

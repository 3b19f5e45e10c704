#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

/// What a bridged submit handler runs.
typealias BridgedSubmitAction = @MainActor () -> Void

private struct BridgedSubmitChainKey: EnvironmentKey {
    static var defaultValue: SubmitChain<BridgedSubmitAction> { SubmitChain() }
}

extension EnvironmentValues {
    /// The submit handlers around a view, outermost first: what a
    /// ``TextFieldWrapper`` inside runs when return is pressed.
    ///
    /// SwiftUI keeps its own chain in an environment value it does not publish,
    /// so BridgeKit keeps this one beside it; `View.onBridgedSubmit(of:_:)`
    /// and `View.bridgedSubmitScope(_:)` write both.
    var bridgedSubmitChain: SubmitChain<BridgedSubmitAction> {
        get { self[BridgedSubmitChainKey.self] }
        set { self[BridgedSubmitChainKey.self] = newValue }
    }
}

extension SubmitTriggerSet {
    /// BridgeCore's triggers for SwiftUI's, member for member.
    init(_ triggers: SubmitTriggers) {
        self = []
        if triggers.contains(.text) { insert(.text) }
        if triggers.contains(.search) { insert(.search) }
    }
}
#endif

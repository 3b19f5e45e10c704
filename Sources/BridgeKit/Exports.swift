#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore

// The BridgeCore types that BridgeKit's own API takes or returns, so that
// `import BridgeKit` is enough to name them. The rest of the core (sessions,
// search, stack model) stays out of an app's namespace; `import BridgeCore` to
// use it directly.

// Sizing
public typealias Flexibility = BridgeCore.Flexibility
public typealias IdealSizeCalculator<Subject> = BridgeCore.IdealSizeCalculator<Subject>
public typealias IdealSize = BridgeCore.IdealSize
public typealias ProposedSize = BridgeCore.ProposedSize

// Text fields, submit and focus
public typealias TextTransform = BridgeCore.TextTransform
public typealias TextFieldSelection = BridgeCore.TextFieldSelection
public typealias TextFieldContentState = BridgeCore.TextFieldContentState
public typealias BridgedSubmitLabel = BridgeCore.BridgedSubmitLabel

// Pages and navigation
public typealias PageID = BridgeCore.PageID
public typealias NavigationError = BridgeCore.NavigationError
public typealias HostingEmbedding = BridgeCore.HostingEmbedding
public typealias LifecycleEvent = BridgeCore.LifecycleEvent
public typealias LifecyclePhase = BridgeCore.LifecyclePhase
#endif

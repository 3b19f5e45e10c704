#if canImport(UIKit) && canImport(SwiftUI)
// `import BridgeKit` is enough: the value types the shell's API takes
// (Flexibility, IdealSizeCalculator, …) come from BridgeCore.
@_exported import BridgeCore
#endif

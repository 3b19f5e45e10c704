// Plumbing: the top of the Clang module `UIKit` (see module.modulemap). Empty:
// every UIKit declaration BridgeKit uses is mirrored in Swift, in Sources/UIKit.

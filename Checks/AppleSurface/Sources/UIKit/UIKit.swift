// Plumbing: the real UIKit module re-exports Foundation (`import UIKit` alone
// makes `CGFloat`, `CGSize`, `CGRect`, `NSObject`, `NSCoder` visible). On Linux
// those types come from swift-corelibs-foundation, so the mirror re-exports it.
@_exported import Foundation

import Foundation

/// The seed's iOS 15 workaround for the stray padding `UIHostingController` adds
/// around its view: refresh constraints after layout.
///
/// Kept only where it is needed: iOS 15 (BridgeKit's minimum is iOS 16, so in a
/// shipping app it stays off; it is here for apps that lower the minimum and for
/// readers of the seed). And without a layout loop: `setNeedsUpdateConstraints()`
/// inside `viewDidLayoutSubviews()` schedules another layout pass, which calls
/// `viewDidLayoutSubviews()` again; asking once per new size ends that.
///
/// ```swift
/// var workaround = ExtraPaddingWorkaround(systemMajorVersion: 15)
/// workaround.shouldUpdateConstraints(afterLayoutAt: CGSize(width: 390, height: 844)) // true
/// workaround.shouldUpdateConstraints(afterLayoutAt: CGSize(width: 390, height: 844)) // false
/// ```
public struct ExtraPaddingWorkaround: Hashable, Sendable {
    /// `true` on the system versions that add the padding.
    public let isNeeded: Bool
    private var lastSize: CGSize?

    /// Decides from an iOS major version (15 is the only one with the padding).
    public init(systemMajorVersion: Int) {
        self.init(isNeeded: systemMajorVersion == 15)
    }

    /// Decides from an availability check made by the caller. The shell uses
    /// `#available`, because `ProcessInfo`'s version is macOS's on Mac Catalyst
    /// (15 on macOS Sequoia, which would switch the workaround on by mistake).
    public init(isNeeded: Bool) {
        self.isNeeded = isNeeded
    }

    /// Whether to call `view.setNeedsUpdateConstraints()` after a layout pass that
    /// left the view at `size`.
    public mutating func shouldUpdateConstraints(afterLayoutAt size: CGSize) -> Bool {
        guard isNeeded, size != lastSize else { return false }
        lastSize = size
        return true
    }
}

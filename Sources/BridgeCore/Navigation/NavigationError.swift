/// Why a navigation request was refused. Bad requests never crash and never
/// reach UIKit: they are refused when made, or discarded (with this reason) if a
/// queued request became invalid before its turn came.
///
/// ```swift
/// var stack = PageStack(root: "home")
/// #expect(throws: NavigationError.popPastRoot(requested: 1, available: 0)) {
///     try stack.request(.pop(count: 1))
/// }
/// ```
public enum NavigationError: Error, Hashable, Sendable {
    /// More pages were asked to be popped than sit above the root.
    case popPastRoot(requested: Int, available: Int)
    /// The page is not in the stack (or will not be, once queued requests run).
    case unknownPage(PageID)
    /// The page would appear twice in the stack, or its controller would (the
    /// same controller pushed again under another ID names the page it already
    /// is); UIKit refuses a controller twice.
    case duplicatePage(PageID)
    /// A pop count below zero.
    case negativeCount(Int)
    /// Replacing the stack with no page at all leaves a blank navigation controller.
    case emptyStack
    /// The navigator's page is not in a navigation controller that BridgeKit
    /// manages (or no longer exists), so there is no stack to change.
    case detached
}

/// The one UIKit call that takes a `UINavigationController` from one stack to another.
///
/// It is derived from a ``NavigationRequest``, never written by hand: the request
/// says what the app wants (`pop(count: 3)`, `push` of several pages), the
/// request's target stack is computed, and the operation is the UIKit call between
/// the current stack and that target. You meet it in `PageStack.Effect.call`,
/// e.g. to log the calls a `NavigatorController` makes.
///
/// UIKit animates a single call as a single transition: popping three pages with
/// three `popViewController` calls overlaps transitions (and breaks), while one
/// `popToViewController` animates once. `between(_:and:)` picks the narrowest
/// call that does the job, and pages that stay keep their controllers.
///
/// ```swift
/// StackOperation.between(["home", "a", "b"], and: ["home"])          // .popToRoot
/// StackOperation.between(["home"], and: ["home", "a"])               // .push("a")
/// StackOperation.between(["home", "a"], and: ["home", "x", "y"])     // .set([...])
/// ```
public enum StackOperation: Hashable, Sendable, CustomStringConvertible {
    /// `pushViewController(_:animated:)`
    case push(PageID)
    /// `popViewController(animated:)`
    case pop
    /// `popToViewController(_:animated:)`
    case popTo(PageID)
    /// `popToRootViewController(animated:)`
    case popToRoot
    /// `setViewControllers(_:animated:)`
    case set([PageID])

    /// The single call from `current` to `target`, or `nil` when they are equal.
    package static func between(_ current: [PageID], and target: [PageID]) -> StackOperation? {
        if current == target { return nil }
        if target.count < current.count, !target.isEmpty, current.starts(with: target) {
            if target.count == current.count - 1 { return .pop }
            if target.count == 1 { return .popToRoot }
            return .popTo(target[target.count - 1])
        }
        if target.count == current.count + 1, target.starts(with: current) {
            return .push(target[target.count - 1])
        }
        return .set(target)
    }

    /// The stack after UIKit performs this call on `current`.
    package func applied(to current: [PageID]) -> [PageID] {
        switch self {
        case .push(let page): current + [page]
        case .pop: Array(current.dropLast(current.count > 1 ? 1 : 0))
        case .popTo(let page): current.firstIndex(of: page).map { Array(current[...$0]) } ?? current
        case .popToRoot: Array(current.prefix(1))
        case .set(let pages): pages
        }
    }

    /// The call as it reads in UIKit, e.g. `popToViewController(b, animated: true)`.
    public func uikitCall(animated: Bool) -> String {
        switch self {
        case .push(let page): "pushViewController(\(page), animated: \(animated))"
        case .pop: "popViewController(animated: \(animated))"
        case .popTo(let page): "popToViewController(\(page), animated: \(animated))"
        case .popToRoot: "popToRootViewController(animated: \(animated))"
        case .set(let pages): "setViewControllers([\(pages.map(\.rawValue).joined(separator: ", "))], animated: \(animated))"
        }
    }

    public var description: String { uikitCall(animated: true) }
}

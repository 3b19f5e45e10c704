/// The title of a wrapped text field's return key, named as SwiftUI's
/// `SubmitLabel` names them, so `.submitLabel(.next)` reads the same on a
/// wrapped field as on a native one.
///
/// ```swift
/// TextFieldWrapper("Email:", text: $email)
///     .submitLabel(.next)
/// ```
///
/// Why not SwiftUI's `SubmitLabel` itself: Apple declares it as an opaque
/// struct (not `Equatable`, no raw value, nothing readable), so code outside
/// SwiftUI can create one but never tell which label it holds, and the
/// environment value SwiftUI's `submitLabel(_:)` sets is not public either.
/// These nine cases are SwiftUI's nine, each mapped to the `UIReturnKeyType`
/// with the same title. UIKit's other return keys (`.google`, `.yahoo`,
/// `.emergencyCall`) have no SwiftUI label and no modifier.
public enum BridgedSubmitLabel: Hashable, Sendable, CaseIterable {
    /// "Continue".
    case `continue`
    /// "Done".
    case done
    /// "Go".
    case go
    /// "Join".
    case join
    /// "Next".
    case next
    /// "Return": UIKit's default return key.
    case `return`
    /// "Route".
    case route
    /// "Search".
    case search
    /// "Send".
    case send

    /// The return key with this title.
    package var returnKey: ReturnKey {
        switch self {
        case .continue: .continue
        case .done: .done
        case .go: .go
        case .join: .join
        case .next: .next
        case .return: .default
        case .route: .route
        case .search: .search
        case .send: .send
        }
    }
}

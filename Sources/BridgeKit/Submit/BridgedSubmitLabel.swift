#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import UIKit

extension BridgedSubmitLabel {
    /// The UIKit return key with this title.
    var returnKeyType: UIReturnKeyType { returnKey.uiReturnKeyType }
}

extension ReturnKey {
    /// The same key, as UIKit names it.
    var uiReturnKeyType: UIReturnKeyType {
        switch self {
        case .default: .default
        case .go: .go
        case .join: .join
        case .next: .next
        case .route: .route
        case .search: .search
        case .send: .send
        case .done: .done
        case .continue: .continue
        }
    }
}
#endif

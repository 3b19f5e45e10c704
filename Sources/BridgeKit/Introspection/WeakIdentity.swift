#if canImport(UIKit) && canImport(SwiftUI)
import UIKit

/// An object compared by identity and held weakly, so a set or a session can
/// name UIKit views and windows without keeping them alive.
struct WeakIdentity<Object: AnyObject>: Hashable {
    private let id: ObjectIdentifier
    weak var object: Object?

    init(_ object: Object) {
        id = ObjectIdentifier(object)
        self.object = object
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

extension WeakIdentity: Sendable where Object: Sendable {}
#endif

/// UIKit's return keys, one case per `UIReturnKeyType` case, so the choice of a
/// key is made (and tested) here and the shell only converts.
package enum ReturnKey: Hashable, Sendable, CaseIterable {
    /// "return".
    case `default`
    case go
    case google
    case join
    case next
    case route
    case search
    case send
    case yahoo
    case done
    case emergencyCall
    case `continue`
}

/// The UIKit return keys a submit label can pick (SwiftUI names none for
/// Google, Yahoo or Emergency Call), so the choice of a key is made (and tested)
/// here and the shell only converts.
package enum ReturnKey: Hashable, Sendable, CaseIterable {
    /// "return".
    case `default`
    case go
    case join
    case next
    case route
    case search
    case send
    case done
    case `continue`
}

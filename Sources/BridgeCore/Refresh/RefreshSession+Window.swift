// A control spinning as its list leaves the window (a tab switch, a push and
// pop during a load) comes back frozen: UIKit removes the spinner's animation
// as the view leaves (woocommerce-ios#4505, openradar 25004833, 22895244), and
// `beginRefreshing()` on a control that still refreshes changes nothing
// (WordPress-iOS#1653). So the spinner is ended as the control leaves, while
// nothing of it shows and the content cannot move on screen, and begun afresh
// when it comes back if the refresh still runs. It is not revealed then:
// scrolling the content during a navigation is what woocommerce-ios#17742
// stopped doing (layout cycles with the navigation bar on iOS 26).
extension RefreshSession {

    mutating func windowChanged(isInWindow: Bool) -> [Effect] {
        if !isInWindow {
            guard isSpinnerShown, !isSpinnerEndedOffWindow else { return [] }
            isSpinnerEndedOffWindow = true
            return [.hideSpinner]
        }
        guard isSpinnerEndedOffWindow else { return [] }
        isSpinnerEndedOffWindow = false
        // The refresh may have ended meanwhile: then the spinner stays ended.
        return isSpinnerShown ? [.showSpinner] : []
    }
}

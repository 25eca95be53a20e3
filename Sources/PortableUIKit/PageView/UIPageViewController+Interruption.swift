#if !canImport(UIKit)
import Foundation

/// A turn in flight when the page view controller begins to disappear ends at once, before the
/// disappearance is forwarded: a gesture turn is cancelled (the current page stays; the delegate
/// hears `didFinishAnimating(false, …, transitionCompleted: false)`), a programmatic turn
/// completes (its completion gets `false`: the animation did not finish). Its pages then
/// disappear with the page view controller instead of finishing a turn off screen
/// (PortableUIKit's choice; UIKit does not document this case).
extension UIPageViewController {
    func endTurnForDisappearance() {
        guard let turn = pages.turn else { return }
        abandonCurlAnimation()
        if let scroll = queuingScrollView, scroll.isInMotion { scroll.stopMotion() }
        finishTurn(completed: !turn.byGesture, finished: false)
    }
}
#endif

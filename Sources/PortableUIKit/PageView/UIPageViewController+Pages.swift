#if !canImport(UIKit)
import Foundation

/// Pages as children (16.2) and their appearance (5.6, 16.5), shared by both styles.
extension UIPageViewController {
    /// Adds the retained pages that are not children yet (`addChild` → `willMove(toParent:)`,
    /// then the page's view loads, before any appearance callback); their
    /// `didMove(toParent:)` waits for ``settleContainment()``.
    func adoptRetainedPages() {
        for page in pages.retainedPages where !pageChildren.contains(where: { $0 === page }) {
            addChild(page)
            guard page._parent === self else { continue }
            page.loadViewIfNeeded()
            pageChildren.append(page)
            awaitingDidMove.append(page)
        }
    }

    /// Lets go of the pages no longer retained (`willMove(toParent: nil)`, view removed,
    /// `removeFromParent()`), then completes the joins (`didMove(toParent: self)`).
    func settleContainment() {
        let retained = pages.retainedPages
        let leaving = pageChildren.filter { child in !retained.contains { $0 === child } }
        pageChildren.removeAll { child in leaving.contains { $0 === child } }
        for page in leaving where page._parent === self {
            page.willMove(toParent: nil)
            if let pageView = page._view, let root = _view, pageView.isDescendant(of: root) {
                UIView.performWithoutAnimation { pageView.removeFromSuperview() }
            }
            page.removeFromParent()
        }
        let arrived = awaitingDidMove.filter { joined in pageChildren.contains { $0 === joined } }
        awaitingDidMove = []
        for page in arrived { page.didMove(toParent: self) }
    }

    /// Whether page changes drive appearance callbacks: only while the page view controller has
    /// appeared (off screen, pages change silently and appear with it).
    var drivesPageAppearance: Bool { appearanceState == .appeared && _view?.window != nil }

    /// A turn begins: new will-appear, then current will-disappear (5.6, 16.5). Pages in both
    /// sets get nothing. Returns whether callbacks were sent (and so are owed their ends).
    func beginTurnAppearance(_ turn: PageState<UIViewController>.Turn, animated: Bool) -> Bool {
        guard drivesPageAppearance else { return false }
        let (incoming, outgoing) = Self.changed(turn)
        for page in incoming { page.beginAppearance(true, animated: animated, source: .system) }
        for page in outgoing { page.beginAppearance(false, animated: animated, source: .system) }
        return true
    }

    /// A turn ends. Completed: scroll style new did-appear then current did-disappear; page curl
    /// current did-disappear then new did-appear (5.6). Cancelled: the current page will-appear and
    /// did-appear, then the new page will-disappear and did-disappear (5.6, 16.5).
    func endTurnAppearance(_ turn: PageState<UIViewController>.Turn, completed: Bool, animated: Bool) {
        let (incoming, outgoing) = Self.changed(turn)
        guard completed else {
            for page in outgoing {
                page.beginAppearance(true, animated: animated, source: .system)
                page.endAppearance(source: .system)
            }
            for page in incoming {
                page.beginAppearance(false, animated: animated, source: .system)
                page.endAppearance(source: .system)
            }
            return
        }
        let order = _transitionStyle == .pageCurl ? outgoing + incoming : incoming + outgoing
        for page in order { page.endAppearance(source: .system) }
    }

    private static func changed(_ turn: PageState<UIViewController>.Turn) -> ([UIViewController], [UIViewController]) {
        let incoming = turn.incoming.filter { page in !turn.outgoing.contains { $0 === page } }
        let outgoing = turn.outgoing.filter { page in !turn.incoming.contains { $0 === page } }
        return (incoming, outgoing)
    }

    /// The page view controller's own `viewWillAppear` / `viewWillDisappear`: the current pages
    /// that are not already heading there begin with it (manual forwarding, 16.1). Pages of a
    /// turn in flight are left to the turn.
    func forwardAppearance(_ appearing: Bool, animated: Bool) {
        let inTurn = (pages.turn?.incoming ?? []) + (pages.turn?.outgoing ?? [])
        for page in pages.current where !inTurn.contains(where: { $0 === page }) {
            let state = page.appearanceState
            let heading =
                appearing
                ? (state == .appeared || state == .appearing) : (state == .disappeared || state == .disappearing)
            guard !heading else { continue }
            page.beginAppearance(appearing, animated: animated, source: .system)
            if !forwardedPages.contains(where: { $0 === page }) { forwardedPages.append(page) }
        }
    }

    /// The page view controller's own did-callback: the pages it forwarded to end with it.
    func endForwardedAppearance() {
        let forwarded = forwardedPages
        forwardedPages = []
        for page in forwarded { page.endAppearance(source: .system) }
    }

    /// Ends the turn in flight: appearance, layout, containment, then the delegate (gesture turns,
    /// after the did-callbacks, 16.5) or the set's completion (programmatic turns).
    func finishTurn(completed: Bool, finished: Bool = true) {
        guard let turn = completed ? pages.completeTurn() : pages.cancelTurn() else { return }
        if turnAppearanceBegun {
            turnAppearanceBegun = false
            endTurnAppearance(turn, completed: completed, animated: true)
        }
        layoutPages()
        settleContainment()
        updateGestureAvailability()
        if turn.byGesture {
            if completed { advanceIndicator(toward: turn.side) }
            delegate?.pageViewController(
                self, didFinishAnimating: finished, previousViewControllers: turn.outgoing,
                transitionCompleted: completed)
        } else {
            let completion = setCompletion
            setCompletion = nil
            completion?(finished)
        }
    }

    /// Asks the data source for the neighbour on `side` of the current page, once per current
    /// page (16.3), refusing answers a page view controller cannot show (that side is then the
    /// end), and adopts the answer as a child.
    func askForNeighbourIfNeeded(_ side: PageState<UIViewController>.Side) {
        guard !pages.isTurning, pages.needsAsking(side), let dataSource, let current = pages.current.first else {
            return
        }
        var answer =
            side == .before
            ? dataSource.pageViewController(self, viewControllerBefore: current)
            : dataSource.pageViewController(self, viewControllerAfter: current)
        if let page = answer,
            page === self || isDescendantController(of: page) || (page._parent != nil && page._parent !== self)
        {
            PageViewDiagnostics.refuse(
                "the data source gave \(page) as the page \(side) \(current), but it is this page view controller, its ancestor, or a child of \(String(describing: page._parent)); treated as the end",
                fix: "return a controller that has no parent (or nil at the end)", spec: "16.3")
            answer = nil
        }
        if let refusal = pages.record(answer, for: side) {
            let what = refusal == .currentPage ? "the current page itself" : "the page already on the other side"
            PageViewDiagnostics.refuse(
                "the data source gave \(what) as the page \(side) \(current); treated as the end",
                fix: "return a different controller for each page (or nil at the end)", spec: "16.3")
        }
        adoptRetainedPages()
        layoutPages()
    }

    /// Starts a gesture-driven turn toward `side` (asking the data source first if needed):
    /// delegate `willTransitionTo`, then the will-callbacks (16.5 recommendation). False when
    /// there is no page there.
    @discardableResult
    func beginGestureTurn(toward side: PageState<UIViewController>.Side) -> Bool {
        askForNeighbourIfNeeded(side)
        guard let turn = pages.beginGestureTurn(toward: side) else { return false }
        delegate?.pageViewController(self, willTransitionTo: turn.incoming)
        turnAppearanceBegun = beginTurnAppearance(turn, animated: true)
        layoutPages()
        return true
    }
}
#endif

#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// Where pages come from, and selecting one.
extension PagingController {
    /// Asks the data source for the number of pages again and lets go of every live page; the
    /// pages in the new live window are asked for again. The selection is kept (clamped to the
    /// last page). In array mode it reloads from ``viewControllers``.
    ///
    /// A settle under way lands first. A finger dragging the pages keeps them where it holds
    /// them, and its release lands on a page as usual, unless the selection had to move to a
    /// page that is not beside the one under the finger (the pages shrank): then the pages
    /// rest on the new selection and the finger is let go.
    public func reloadData() {
        let count: Int
        if let arrayPages {
            count = arrayPages.count
        } else {
            let reported = dataSource?.numberOfPages(in: self) ?? 0
            if reported < 0 {
                reportContainerMisuse(
                    .invalidContainerUse, "the data source reported \(reported) pages",
                    fix: "return 0 or more from numberOfPages(in:)", spec: "5.6")
            }
            count = max(reported, 0)
        }
        hasLoadedPages = true
        stopSettleAnimation()
        let before = engine.selectedIndex
        let position = offsetPosition
        send(.reload(pageCount: count))
        if case .dragging = engine.motion {
            recentreAfterLanding(from: before, position: position)
        } else {
            cancelFinger()
        }
    }

    /// Selects the page at `index`, with the seed's spring when `animated` (and on screen).
    /// Any drag or settle under way lands first. `completion` gets true when the page is
    /// shown, false when the selection was refused or taken over (by a finger or another
    /// selection) before it landed.
    public func select(pageAt index: Int, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        guard index >= 0, index < engine.pageCount else {
            reportContainerMisuse(
                .invalidContainerUse, "select(pageAt: \(index)) is outside the \(engine.pageCount) pages",
                fix: "select an index in 0..<numberOfPages", spec: "5.6")
            completion?(false)
            return
        }
        finishSelection(completed: false)
        if let completion { selectionCompletion = (index, completion) }
        stopSettleAnimation()
        send(.select(index, animated: animated))
        // The engine has ended a drag under way; the finger lets go of the scroll view too.
        cancelFinger()
    }

    /// Replaces the array of pages (see ``viewControllers``).
    func setViewControllers(_ controllers: [UIViewController]) {
        for (index, controller) in controllers.enumerated()
        where controllers[..<index].contains(where: { $0 === controller }) {
            return reportContainerMisuse(
                .invalidContainerUse, "\(controller) appears twice in viewControllers",
                fix: "give each page its own controller", spec: "1.4")
        }
        if let cycle = controllers.first(where: { $0.isSelfOrAncestor(of: self) }) {
            return reportContainerMisuse(
                .invalidContainerUse, "\(cycle) in viewControllers is the pager itself or one of its ancestors",
                fix: "give the pager other controllers as pages", spec: "1.4")
        }
        guard let old = arrayPages else {
            arrayPages = controllers
            return reloadData()
        }
        applyIdentityDiff(from: old, to: controllers)
    }

    /// The controller for `page`, checked: nil (with a diagnostic) for one that is already a
    /// live page or belongs to another parent, so the page stays empty rather than stealing it.
    func controller(forPage page: Int) -> UIViewController? {
        let candidate: UIViewController?
        if let arrayPages {
            candidate = arrayPages.indices.contains(page) ? arrayPages[page] : nil
        } else {
            candidate = dataSource?.pagingController(self, viewControllerForPageAt: page)
        }
        guard let candidate else { return nil }
        if let other = live.first(where: { $0.value === candidate }) {
            reportContainerMisuse(
                .invalidContainerUse, "\(candidate) was given for page \(page) while it is page \(other.key)",
                fix: "return a different controller for each page from the data source", spec: "1.4")
            return nil
        }
        if let parent = candidate.parent, parent !== self {
            reportContainerMisuse(
                .invalidContainerUse, "\(candidate) for page \(page) is already a child of \(parent)",
                fix: "remove it from its parent (removeFromParent) before giving it to the pager", spec: "1.4")
            return nil
        }
        if candidate.isSelfOrAncestor(of: self) {
            reportContainerMisuse(
                .invalidContainerUse, "page \(page) would contain the pager itself",
                fix: "give the pager other controllers as pages", spec: "1.4")
            return nil
        }
        return candidate
    }

    /// Calls the waiting selection completion, if any.
    func finishSelection(completed: Bool) {
        guard let waiting = selectionCompletion else { return }
        selectionCompletion = nil
        waiting.completion(completed)
    }
}

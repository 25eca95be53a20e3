#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// Running the engine: every change goes in as a ``PagingEvent``, and its ``PagingEffect``s
/// are performed in the engine's order — that order is what makes the callbacks exact.
extension PagingController {
    /// Applies `event` and performs its effects. An event sent while another's effects run
    /// (a delegate selecting from a callback, a settle that lands at once) waits its turn.
    func send(_ event: PagingEvent) {
        pendingEvents.append(event)
        guard !isApplyingEvents else { return }
        isApplyingEvents = true
        while !pendingEvents.isEmpty {
            let next = pendingEvents.removeFirst()
            restorePagesReleasedForMemory(before: next)
            if case .edit(let edit, _) = next { editInFlight = edit.normalized(forCount: engine.pageCount) }
            let effects = engine.apply(next)
            for effect in effects { perform(effect, during: next) }
            editInFlight = nil
            if case .settling = engine.motion {} else { jump = nil }
            layoutPages()
            if let waiting = selectionCompletion, engine.motion != .settling(target: waiting.target) {
                finishSelection(completed: engine.selectedIndex == waiting.target)
            }
        }
        isApplyingEvents = false
        reportPagePosition()
    }

    private func perform(_ effect: PagingEffect, during event: PagingEvent) {
        switch effect {
        case .load(let page):
            load(page)
        case .release(let page):
            release(page)
        case .appearance(.retarget(let page, let animated)):
            appearance.retargetChange(toVisible: controllers(showing: page), animated: animated)
            announceRetarget(to: page)
        case .appearance(.commit(let animated)):
            appearance.commitChange(animated: animated)
            announceCommit()
        case .appearance(.land(let page, let animated)):
            announceRetarget(to: page)
            appearance.landChange(onVisible: controllers(showing: page), animated: animated)
            announceCommit()
        case .appearance(.show(let page, let animated)):
            appearance.setVisibleChildren(controllers(showing: page), animated: animated)
            // A reload or an edit is not a page change: a deleted page's successor is shown
            // quietly (its index before the edit would mean nothing to the delegate).
            announceShow(
                page, quietly: { if case .reload = event { true } else if case .edit = event { true } else { false } }()
            )
        case .settle(let settle):
            runSettle(settle)
        case .remap(let edit):
            var remapped: [Int: UIViewController] = [:]
            for (page, child) in live { if let new = edit.newIndex(of: page) { remapped[new] = child } }
            live = remapped
            editInFlight = nil
            remapAnnouncements(edit)
        }
    }

    private func controllers(showing page: Int?) -> [UIViewController] {
        page.flatMap { live[$0] }.map { [$0] } ?? []
    }

    /// A page enters the live window: UIKit's add recipe, hidden from appearance until the
    /// coordinator is told to show it.
    func load(_ page: Int) {
        guard let index = sourceIndex(ofPage: page), let child = controller(forPage: index) else { return }
        live[page] = child
        addChild(child)
        if isViewLoaded { scrollView.addSubview(child.view) }
        child.didMove(toParent: self)
        pageChildObserver?.didLoad(child)
    }

    /// A page leaves the live window: the coordinator forgets it, then UIKit's remove recipe;
    /// the pager keeps no reference to it after this.
    func release(_ page: Int) {
        guard let child = live.removeValue(forKey: page) else { return }
        pageChildObserver?.willRelease(child)
        appearance.forget(child)
        child.willMove(toParent: nil)
        child.viewIfLoaded?.removeFromSuperview()
        child.removeFromParent()
    }

    /// Brings any motion to rest now: the engine lands (a drag on the nearer page, a settle on
    /// its target), the running spring stops, and a finger on the scroll view is let go.
    func interruptMotion() {
        stopSettleAnimation()
        send(.interrupt)
        cancelFinger()
    }

    /// Makes the scroll view drop a finger that is dragging it (the engine has already landed).
    func cancelFinger() {
        guard isViewLoaded, scrollView.isDragging || scrollView.isTracking else { return }
        scrollView.panGestureRecognizer.isEnabled = false
        scrollView.panGestureRecognizer.isEnabled = true
    }
}

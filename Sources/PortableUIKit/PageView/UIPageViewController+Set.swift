#if !canImport(UIKit)
import Foundation

/// `setViewControllers(_:direction:animated:completion:)` (16.2): validation, the non-animated
/// change (`completion(true)` before the call returns, did-callbacks at the end of the turn) and the animated turn
/// (did-callbacks and completion when the animation ends). No delegate calls.
extension UIPageViewController {
    func performSet(
        _ controllers: [UIViewController], direction: NavigationDirection, animated: Bool,
        completion: ((Bool) -> Void)?
    ) {
        guard acceptsSet(of: controllers) else { return }
        let old = pages.current
        let unchanged = old.count == controllers.count && zip(old, controllers).allSatisfy { $0 === $1 }
        let side: PageState<UIViewController>.Side = direction == .forward ? .after : .before
        let canAnimate =
            animated && !unchanged && !old.isEmpty && drivesPageAppearance
            && !(_view?.bounds.isEmpty ?? true)
        guard pages.set(controllers, animatedFrom: canAnimate ? side : nil) else { return }
        askPresentationAfterSet()
        adoptRetainedPages()
        if canAnimate, let turn = pages.turn {
            setCompletion = completion
            turnAppearanceBegun = beginTurnAppearance(turn, animated: true)
            startProgrammaticTurn(turn)
            return
        }
        applyImmediately(from: old, to: controllers, completion: completion)
    }

    /// Refuses (with a diagnostic) sets UIKit raises on, and any set while a turn is in flight.
    private func acceptsSet(of controllers: [UIViewController]) -> Bool {
        if pages.isTurning {
            PageViewDiagnostics.refuse(
                "Unbalanced calls to begin/end appearance transitions: setViewControllers while a page turn is in flight; refused",
                fix:
                    "wait for the turn's completion (or the delegate's didFinishAnimating) before setting pages; guard with an isAnimating flag",
                spec: "5.6")
            return false
        }
        if _transitionStyle == .pageCurl, _isDoubleSided || _spineLocation == .mid {
            PageViewDiagnostics.refuse(
                "PortableUIKit's page curl draws single-sided pages only (spine \(_spineLocation), isDoubleSided \(_isDoubleSided)); refused",
                fix: "use the .min or .max spine with isDoubleSided false, or the scroll style", spec: "16.1")
            return false
        }
        guard controllers.count == 1 else {
            PageViewDiagnostics.refuse(
                "The number of view controllers provided (\(controllers.count)) doesn't match the number required (1) for the requested transition",
                fix: "pass exactly one view controller", spec: "16.2")
            return false
        }
        for page in controllers {
            if page === self || isDescendantController(of: page) || (page._parent != nil && page._parent !== self) {
                PageViewDiagnostics.refuse(
                    "\(page) cannot be a page of \(self): it is the page view controller, its ancestor, or a child of another controller",
                    fix: "remove it from its parent first, or pass a new controller", spec: "16.2")
                return false
            }
        }
        return true
    }

    /// The non-animated change: views swap now; will-callbacks and `completion(true)` now (16.2),
    /// did-callbacks and containment at the end of the turn. While the page view
    /// controller is appearing the new page appears with it; off screen nothing is called.
    private func applyImmediately(
        from old: [UIViewController], to new: [UIViewController], completion: ((Bool) -> Void)?
    ) {
        let incoming = new.filter { page in !old.contains { $0 === page } }
        let outgoing = old.filter { page in !new.contains { $0 === page } }
        switch appearanceState {
        case .appeared where drivesPageAppearance:
            for page in incoming { page.beginAppearance(true, animated: false, source: .system) }
            for page in outgoing { page.beginAppearance(false, animated: false, source: .system) }
            immediateEnds += incoming + outgoing
        case .appearing:
            for page in incoming {
                page.beginAppearance(true, animated: false, source: .system)
                forwardedPages.append(page)
            }
            for page in outgoing where forwardedPages.contains(where: { $0 === page }) {
                page.beginAppearance(false, animated: false, source: .system)
            }
        default:
            break
        }
        layoutPages()
        scheduleImmediateFlush()
        completion?(true)
    }

    private func scheduleImmediateFlush() {
        guard !immediateFlushScheduled else { return }
        immediateFlushScheduled = true
        let queue = _view?.window?.deferredWork ?? DeferredWork.main
        queue.enqueue { [weak self] in self?.flushImmediateChanges() }
    }

    private func flushImmediateChanges() {
        immediateFlushScheduled = false
        let ends = immediateEnds
        let completions = immediateCompletions
        immediateEnds = []
        immediateCompletions = []
        for page in ends { page.endAppearance(source: .system) }
        settleContainment()
        for completion in completions { completion(true) }
    }

    private func startProgrammaticTurn(_ turn: PageState<UIViewController>.Turn) {
        switch _transitionStyle {
        case .scroll: startProgrammaticScroll(turn)
        case .pageCurl: startCurl(turn, interactive: false)
        }
    }
}
#endif

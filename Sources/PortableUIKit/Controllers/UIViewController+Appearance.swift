#if !canImport(UIKit)
import Foundation

/// Parentage a controller is moving through, for `isMovingToParent` / `isMovingFromParent`.
enum Parentage: Sendable {
    case none, toParent, fromParent
}

/// Per-controller bookkeeping around the appearance state machine.
struct AppearanceBookkeeping {
    /// Set by `willMove(toParent:)`, cleared by `didMove(toParent:)`.
    var pendingParentage: Parentage = .none
    /// The parentage captured when the open transition began; what the flags report.
    var transitionParentage: Parentage = .none
    /// `didMove` arrived during an open transition: clear the pending parentage when it ends.
    var clearParentageWhenTransitionEnds = false
    /// Whether `viewIsAppearing` was delivered in the open appearing transition.
    var viewIsAppearingDelivered = false
    /// The children this controller forwarded its open transition to (those still alive).
    var forwardedChildren: [UIViewController] {
        get { forwardedChildReferences.compactMap(\.controller) }
        set { forwardedChildReferences = newValue.map { ForwardedChild(controller: $0) } }
    }
    /// Held weakly: the bookkeeping must not keep a child alive. A transition left open would
    /// otherwise keep every child it was forwarded to, and a child that adopts its former parent
    /// meanwhile would form a cycle with it (issue 18, found by RandomContainment). A child that
    /// is gone is owed no end.
    private var forwardedChildReferences: [ForwardedChild] = []
    /// Whether the controller is in `ViewIsAppearingQueue` (membership without a scan).
    var isQueuedForViewIsAppearing = false
}

/// A child an open appearance transition was forwarded to.
struct ForwardedChild {
    weak var controller: UIViewController?
}

/// Who asked for an appearance change: client code (checked for balance) or the runtime
/// (window moves and deferred ends, which may legitimately find nothing left to end).
enum AppearanceSource {
    case client, system
}

/// The appearance transition: spec 2.10–2.13 with parent-first forwarding (2.6) and
/// `viewIsAppearing` exactly once per appearance (2.2, 6.4).
extension UIViewController {
    @_spi(Testing) public var appearanceState: AppearanceState { appearance.state }
    @_spi(Testing) public var appearanceTransitionDepth: Int { appearance.depth }

    func beginAppearance(_ appearing: Bool, animated: Bool, source: AppearanceSource) {
        if source == .client, !appearance.isTransitioning,
            appearance.state == (appearing ? .appeared : .disappeared)
        {
            PortableUIKitDiagnostics.report(
                .unbalancedAppearanceTransition,
                "Unbalanced calls to begin/end appearance transitions for \(self): beginAppearanceTransition(\(appearing)) while already \(appearance.state)",
                fix: "begin an appearance transition only to change appearance, and pair every begin with one end",
                spec: "2.13")
        }
        switch appearance.begin(appearing: appearing, animated: animated) {
        case .nested:
            return
        case .opened(let reversed):
            // A didMove that arrived during the transition this one replaces completed the move.
            if appearanceBookkeeping.clearParentageWhenTransitionEnds {
                appearanceBookkeeping.pendingParentage = .none
                appearanceBookkeeping.clearParentageWhenTransitionEnds = false
            }
            appearanceBookkeeping.transitionParentage = appearanceBookkeeping.pendingParentage
            if appearing {
                appearanceBookkeeping.viewIsAppearingDelivered = false
                ViewIsAppearingQueue.shared.add(self)
                dispatch(.viewWillAppear(animated: animated)) { viewWillAppear(animated) }
            } else {
                dispatch(.viewWillDisappear(animated: animated)) { viewWillDisappear(animated) }
            }
            // Children begun by a transition this one reverses are still owed their end, even if
            // they have left since (begin/end must pair); only current children are reversed.
            let owed = reversed ? appearanceBookkeeping.forwardedChildren : []
            guard shouldAutomaticallyForwardAppearanceMethods else {
                appearanceBookkeeping.forwardedChildren = owed
                return
            }
            let children = childrenInsideView
            appearanceBookkeeping.forwardedChildren =
                children + owed.filter { old in !children.contains { $0 === old } }
            for child in children { child.beginAppearance(appearing, animated: animated, source: .system) }
        }
    }

    func endAppearance(source: AppearanceSource) {
        switch appearance.end() {
        case .unbalanced:
            guard source == .client else { return }
            PortableUIKitDiagnostics.report(
                .unbalancedAppearanceTransition,
                "Unbalanced calls to begin/end appearance transitions for \(self): endAppearanceTransition() with no transition open",
                fix: "call endAppearanceTransition() exactly once for each beginAppearanceTransition(_:animated:)",
                spec: "2.13")
        case .nested:
            return
        case .completed(let appeared):
            let animated = appearance.animated
            if appeared {
                deliverViewIsAppearingIfNeeded()
                dispatch(.viewDidAppear(animated: animated)) { viewDidAppear(animated) }
            } else {
                dispatch(.viewDidDisappear(animated: animated)) { viewDidDisappear(animated) }
            }
            let forwarded = appearanceBookkeeping.forwardedChildren
            appearanceBookkeeping.forwardedChildren = []
            // End exactly what was begun, even for a child removed meanwhile: begin/end must pair.
            for child in forwarded { child.endAppearance(source: .system) }
            appearanceBookkeeping.transitionParentage = .none
            if appearanceBookkeeping.clearParentageWhenTransitionEnds {
                appearanceBookkeeping.pendingParentage = .none
                appearanceBookkeeping.clearParentageWhenTransitionEnds = false
            }
        }
    }

    /// Delivers `viewIsAppearing` unless the open appearing transition already had it. Called by
    /// the layout pass while the controller is appearing, and by `end` just before `viewDidAppear`.
    func deliverViewIsAppearingIfNeeded() {
        guard !appearanceBookkeeping.viewIsAppearingDelivered else { return }
        appearanceBookkeeping.viewIsAppearingDelivered = true
        let animated = appearance.animated
        dispatch(.viewIsAppearing(animated: animated)) { viewIsAppearing(animated) }
    }

    /// Children whose view is loaded and inside this controller's view (the forwarding set).
    var childrenInsideView: [UIViewController] {
        guard let root = _view else { return [] }
        return _children.filter { $0._view?.isDescendant(of: root) == true }
    }
}

/// Controllers that began appearing and wait for `viewIsAppearing`, delivered at the next layout
/// pass of their window (before layout, spec 2.2) or, at the latest, just before `viewDidAppear`.
/// Entries are pruned as soon as a controller is no longer waiting. They do not keep controllers
/// alive: a controller left appearing in a discarded window is neither retained nor scanned
/// forever, because its deinitializer takes it out (``forget(_:)``). Entries are unowned rather
/// than weak so that controllers get no side table (issue 14).
@MainActor
final class ViewIsAppearingQueue {
    nonisolated static let shared = ViewIsAppearingQueue()
    nonisolated private init() {}
    private struct Entry { unowned(unsafe) let controller: UIViewController }
    /// Main actor only, like every controller; nonisolated so that a deinitializer can reach it.
    nonisolated(unsafe) private var waiting: [Entry] = []

    /// Queues `controller` once (a flag on the controller says whether it is queued already).
    func add(_ controller: UIViewController) {
        guard !controller.appearanceBookkeeping.isQueuedForViewIsAppearing else { return }
        controller.appearanceBookkeeping.isQueuedForViewIsAppearing = true
        waiting.append(Entry(controller: controller))
    }

    /// Takes a deallocating controller out of the queue (called from its deinitializer when its
    /// queued flag is set; identity only, the controller is not touched).
    nonisolated func forget(_ controller: ObjectIdentifier) {
        waiting.removeAll { ObjectIdentifier($0.controller) == controller }
    }

    /// How many queued controllers wait with their view in a window (the ones a tick serves).
    var waitingInWindowsCount: Int {
        var count = 0
        for entry in waiting where entry.controller.isWaitingForViewIsAppearing && entry.controller._view?.window != nil
        {
            count += 1
        }
        return count
    }

    /// Empties the queue, clearing each controller's queued flag (see ``ProcessWideState``).
    func forgetAll() {
        for entry in waiting { entry.controller.appearanceBookkeeping.isQueuedForViewIsAppearing = false }
        waiting = []
    }

    /// Whether a controller whose view is in `window` waits for `viewIsAppearing`.
    func hasWork(in window: UIWindow) -> Bool {
        for entry in waiting {
            let controller = entry.controller
            if controller.isWaitingForViewIsAppearing, controller._view?.window === window { return true }
        }
        return false
    }

    /// Delivers `viewIsAppearing` to the waiting controllers whose view is in `window`, in the
    /// order they began appearing (parents before their children). The set is fixed before the
    /// first callback; a controller that stopped waiting meanwhile is skipped.
    ///
    /// Plain loops, no closures: a main-actor closure handed to `compactMap` or `filter` pays an
    /// executor check per element, and this runs every turn over every waiting controller.
    func deliver(in window: UIWindow) {
        guard !waiting.isEmpty else { return }
        prune()
        var ready: [UIViewController] = []
        ready.reserveCapacity(waiting.count)
        for entry in waiting where entry.controller._view?.window === window { ready.append(entry.controller) }
        for controller in ready where controller.isWaitingForViewIsAppearing {
            controller.deliverViewIsAppearingIfNeeded()
        }
        prune()
    }

    /// Drops the controllers that no longer wait (delivered, or whose transition ended), clearing
    /// their queued flag; one pass over the queue, compacting it in place.
    private func prune() {
        var kept = 0
        for index in waiting.indices {
            let controller = waiting[index].controller
            if controller.isWaitingForViewIsAppearing {
                if kept != index { waiting[kept] = waiting[index] }
                kept += 1
            } else {
                controller.appearanceBookkeeping.isQueuedForViewIsAppearing = false
            }
        }
        waiting.removeLast(waiting.count - kept)
    }
}

extension UIViewController {
    var isWaitingForViewIsAppearing: Bool {
        appearanceState == .appearing && !appearanceBookkeeping.viewIsAppearingDelivered
    }
}
#endif

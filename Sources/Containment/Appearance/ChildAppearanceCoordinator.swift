#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// The one appearance helper every container uses (docs/ARCHITECTURE.md principle 4).
///
/// A container that shows some of its children and changes which ones interactively (a drawer
/// opening under a finger, a pager mid-swipe) returns `false` from
/// `shouldAutomaticallyForwardAppearanceMethods` and lets this coordinator drive its children
/// with `beginAppearanceTransition` / `endAppearanceTransition`:
///
/// - a change **begins** when a gesture or animation starts (`viewWillAppear` /
///   `viewWillDisappear` at once), **commits** when it lands (`viewDid…`), or **cancels**: each
///   child is reversed back and ended, so a child that was appearing sees `viewWillDisappear` /
///   `viewDidDisappear` and one that was disappearing gets its appearance back (spec 2.12) —
///   no child ever sees `viewDidAppear` then `viewDidDisappear` for a change that never happened;
/// - everything is **gated on the container's own appearance**, which the container reports by
///   calling ``containerWillAppear(_:)`` & co. from its own callbacks: while the container is off
///   screen children get nothing, and they catch up when it appears. Children follow their
///   container parent-first (spec 2.6).
///
/// Which children hear a change first is the container's choice, from its spec items
/// (``ChangeOrder``): a drawer or a transition container lets the leaving child go first, a pager
/// tells the arriving page first, as the scroll-style `UIPageViewController` does.
///
/// Only the container's own callbacks are needed, so the same code runs on UIKit and PortableUIKit.
@MainActor
public final class ChildAppearanceCoordinator {
    /// The container's own appearance, as reported to the coordinator.
    public enum ContainerState: Sendable {
        case disappeared, appearing, appeared, disappearing
    }

    /// The order in which the children of one change hear their callbacks.
    public enum ChangeOrder: Sendable {
        /// The leaving children first, then the arriving ones, for the will- and the
        /// did-callbacks alike (the drawer, spec 2.12; the transition container, spec 3).
        case disappearingFirst
        /// The arriving children first: new will-appear, current will-disappear, new did-appear,
        /// current did-disappear — the scroll-style `UIPageViewController`'s completed swipe
        /// (spec 5.6, 16.5). A change that lands back where it started
        /// (``landChange(onVisible:animated:)``) turns each child back and ends it in one step,
        /// the restored one first: current will-appear, current did-appear, new will-disappear,
        /// new did-disappear (its cancelled swipe).
        case appearingFirst
    }

    /// The order this coordinator's changes follow.
    public let order: ChangeOrder

    /// The children the container shows when no change is in flight, in the order given.
    public private(set) var visibleChildren: [UIViewController] = []
    /// The container's appearance as last reported.
    public private(set) var containerState: ContainerState = .disappeared
    /// The change in flight, if any.
    public private(set) var pendingChange: (appearing: [UIViewController], disappearing: [UIViewController])?

    /// The direction of the appearance transition this coordinator opened on each child.
    private var openTransitions: [ObjectIdentifier: (child: UIViewController, appearing: Bool)] = [:]

    /// Creates a coordinator with no visible children whose changes follow `order`.
    public init(order: ChangeOrder = .disappearingFirst) {
        self.order = order
    }

    /// `first` and `second` in this coordinator's order: the disappearing children first for
    /// ``ChangeOrder/disappearingFirst``, the appearing ones first for ``ChangeOrder/appearingFirst``.
    private func ordered(appearing: [UIViewController], disappearing: [UIViewController]) -> [(
        child: UIViewController, appearing: Bool
    )] {
        let leaving = disappearing.map { (child: $0, appearing: false) }
        let arriving = appearing.map { (child: $0, appearing: true) }
        return order == .disappearingFirst ? leaving + arriving : arriving + leaving
    }

    private var isOnScreen: Bool { containerState == .appearing || containerState == .appeared }

    // MARK: The container's own appearance

    /// Call from the container's `viewWillAppear`.
    public func containerWillAppear(_ animated: Bool) {
        containerState = .appearing
        // A child whose way out landed while the container was disappearing, and that is not
        // coming back, finishes leaving now (the container turned back before it disappeared).
        let staying = childrenOnScreenOrArriving + (pendingChange?.disappearing ?? [])
        for (_, open) in openTransitions where !staying.contains(where: { $0 === open.child }) { close(open.child) }
        for child in childrenOnScreenOrArriving { open(child, appearing: true, animated: animated) }
    }

    /// Call from the container's `viewDidAppear`: children not part of a pending change finish.
    public func containerDidAppear(_ animated: Bool) {
        containerState = .appeared
        for child in visibleChildren where !isPending(child) { close(child) }
    }

    /// Call from the container's `viewWillDisappear`.
    public func containerWillDisappear(_ animated: Bool) {
        containerState = .disappearing
        for child in childrenOnScreenOrArriving { open(child, appearing: false, animated: animated) }
    }

    /// Call from the container's `viewDidDisappear`: every child this coordinator opened
    /// finishes (including one whose way out landed while the container was disappearing).
    public func containerDidDisappear(_ animated: Bool) {
        containerState = .disappeared
        for child in childrenOnScreenOrArriving + (pendingChange?.disappearing ?? []) { close(child) }
        for (_, open) in openTransitions { close(open.child) }
    }

    // MARK: Changes

    /// Starts a change: `appearing` children are about to be shown, `disappearing` ones hidden.
    /// A change already in flight is cancelled first, with the same `animated`.
    public func beginChange(appearing: [UIViewController], disappearing: [UIViewController], animated: Bool) {
        if pendingChange != nil { cancelChange(animated: animated) }
        pendingChange = (appearing, disappearing)
        guard isOnScreen else { return }
        for step in ordered(appearing: appearing, disappearing: disappearing) {
            open(step.child, appearing: step.appearing, animated: animated)
        }
    }

    /// The change landed: the appearing children are now visible, the disappearing ones not.
    /// Each child ends on the side the change took it to, even one the container's own
    /// appearance opened the other way (see `finish(_:appearing:animated:)`); `animated` is the
    /// landing's, for a child that has to be turned before it ends.
    public func commitChange(animated: Bool) {
        guard let change = pendingChange else { return }
        pendingChange = nil
        visibleChildren.removeAll { child in change.disappearing.contains { $0 === child } }
        for child in change.appearing where !visibleChildren.contains(where: { $0 === child }) {
            visibleChildren.append(child)
        }
        switch containerState {
        case .appeared:
            for step in ordered(appearing: change.appearing, disappearing: change.disappearing) {
                finish(step.child, appearing: step.appearing, animated: animated)
            }
        case .appearing:
            // Appearing children finish with the container (parent first, spec 2.6).
            for child in change.disappearing { finish(child, appearing: false, animated: animated) }
        case .disappearing, .disappeared:
            break
        }
    }

    /// The change was abandoned: every child returns to where it was, each reversed with the
    /// `animated` of the transition that turns back (the child that was leaving comes back
    /// animated, as a cancelled interactive pop or page swipe brings it back: spec 5.3, 16.5).
    ///
    /// `beforeEnding` runs after the reversed `viewWill…` callbacks and before the `viewDid…`
    /// ones (at once when the container is off screen). It is where a container takes away the
    /// views of the children that were arriving and puts back those that were leaving, so that,
    /// as UIKit does (spec 2.1), an arriving child hears `viewWillDisappear` while its view is
    /// still in the window and `viewDidDisappear` once it has left.
    public func cancelChange(animated: Bool, beforeEnding viewChanges: () -> Void = {}) {
        guard let change = pendingChange else { return viewChanges() }
        pendingChange = nil
        guard isOnScreen else { return viewChanges() }
        for child in change.appearing { open(child, appearing: false, animated: animated) }
        for child in change.disappearing { open(child, appearing: true, animated: animated) }
        viewChanges()
        if containerState == .appeared {
            for child in change.appearing + change.disappearing { close(child) }
        } else {
            for child in change.appearing { close(child) }
        }
    }

    /// Points the change in flight at a new outcome: `children` are the ones that will be
    /// visible when it lands (``commitChange(animated:)``). Children moving towards the new outcome begin
    /// now, in their new direction; a child that was on its way and no longer is turns back (a
    /// drawer pulled open and then pushed shut gets `viewWillDisappear` after its
    /// `viewWillAppear`); children already where the outcome wants them and not in flight are
    /// left alone. Nothing ends before ``commitChange(animated:)``, so a child turned back mid-gesture
    /// ends only when the motion lands. An outcome equal to the visible children with nothing
    /// in flight leaves no change pending.
    public func retargetChange(toVisible children: [UIViewController], animated: Bool) {
        retarget(toVisible: children, animated: animated, turningInFlightChildren: true)
    }

    /// Lands the change in flight on `children`: ``retargetChange(toVisible:animated:)`` then
    /// ``commitChange(animated:)``, except that a child in flight the other way is turned back and
    /// ended in one step (its `viewWill…` then its `viewDid…`), child by child in this
    /// coordinator's ``order``. With ``ChangeOrder/appearingFirst`` a swipe that lands back on
    /// its page is the scroll-style `UIPageViewController`'s cancel (spec 5.6, 16.5): the page
    /// that stays gets `viewWillAppear` and `viewDidAppear`, then the page that never came gets
    /// `viewWillDisappear` and `viewDidDisappear`.
    ///
    /// While the container is still appearing, children that stay finish with it (parent first,
    /// spec 2.6), so they are turned at once, as ``retargetChange(toVisible:animated:)`` does.
    public func landChange(onVisible children: [UIViewController], animated: Bool) {
        retarget(toVisible: children, animated: animated, turningInFlightChildren: containerState != .appeared)
        commitChange(animated: animated)
    }

    /// ``retargetChange(toVisible:animated:)``; `turningInFlightChildren` false leaves children
    /// in flight the other way for ``commitChange(animated:)`` to turn
    /// (``finish(_:appearing:animated:)``).
    private func retarget(toVisible children: [UIViewController], animated: Bool, turningInFlightChildren: Bool) {
        let old = pendingChange
        let inFlight = { (child: UIViewController) -> Bool in
            guard let old else { return false }
            return (old.appearing + old.disappearing).contains { $0 === child }
        }
        var candidates: [UIViewController] = []
        for child in visibleChildren + children + (old?.appearing ?? []) + (old?.disappearing ?? [])
        where !candidates.contains(where: { $0 === child }) {
            candidates.append(child)
        }
        var appearing: [UIViewController] = []
        var disappearing: [UIViewController] = []
        for child in candidates {
            let wanted = children.contains { $0 === child }
            let visible = visibleChildren.contains { $0 === child }
            if wanted && (!visible || inFlight(child)) { appearing.append(child) }
            if !wanted && (visible || inFlight(child)) { disappearing.append(child) }
        }
        pendingChange = appearing.isEmpty && disappearing.isEmpty ? nil : (appearing, disappearing)
        guard isOnScreen else { return }
        // A child with no transition open is where the visible set says (on screen, visible
        // children have appeared, the others have not); only children away from their new
        // outcome, or in flight, are opened. (One that joined the change while the container was
        // off screen and leaves it again has nothing to turn back.)
        let settled = { (child: UIViewController) in self.openTransitions[ObjectIdentifier(child)] == nil }
        let visible = { (child: UIViewController) in self.visibleChildren.contains { $0 === child } }
        for step in ordered(appearing: appearing, disappearing: disappearing) {
            let away = settled(step.child) && visible(step.child) != step.appearing
            if away || (turningInFlightChildren && !settled(step.child)) {
                open(step.child, appearing: step.appearing, animated: animated)
            }
        }
    }

    /// Shows exactly `children` without an interactive phase (begin + commit).
    public func setVisibleChildren(_ children: [UIViewController], animated: Bool) {
        let appearing = children.filter { child in !visibleChildren.contains { $0 === child } }
        let disappearing = visibleChildren.filter { child in !children.contains { $0 === child } }
        beginChange(appearing: appearing, disappearing: disappearing, animated: animated)
        commitChange(animated: animated)
        visibleChildren = children
    }

    /// Forgets a child that left the container (ending what this coordinator opened on it).
    public func forget(_ child: UIViewController) {
        close(child)
        visibleChildren.removeAll { $0 === child }
        if var change = pendingChange {
            change.appearing.removeAll { $0 === child }
            change.disappearing.removeAll { $0 === child }
            pendingChange = change
        }
    }

    // MARK: Mechanics

    private var childrenOnScreenOrArriving: [UIViewController] {
        visibleChildren
            + (pendingChange?.appearing ?? []).filter { child in !visibleChildren.contains { $0 === child } }
    }

    private func isPending(_ child: UIViewController) -> Bool {
        guard let change = pendingChange else { return false }
        return (change.appearing + change.disappearing).contains { $0 === child }
    }

    private func open(_ child: UIViewController, appearing: Bool, animated: Bool) {
        let key = ObjectIdentifier(child)
        guard openTransitions[key]?.appearing != appearing else { return }
        openTransitions[key] = (child, appearing)
        child.beginAppearanceTransition(appearing, animated: animated)
    }

    /// Ends `child`'s open transition on the side the change landed on.
    ///
    /// A child's open transition does not always point where the change it belongs to is
    /// going: a change begun while the container was off screen opens nothing, and when the
    /// container then appears, every child on screen — including one the change is taking
    /// away — begins *appearing* with it (``containerWillAppear(_:)``). Closing that
    /// transition as it stands would leave the leaving child appeared after the commit (a
    /// pager's old page still appeared beside the new one). So a transition pointing the
    /// other way is turned first (`viewWillDisappear` after its `viewWillAppear`, as a
    /// retarget turns a child back) and then ended once: still one begin/end pair for the
    /// change. A child with nothing open is already where the change leaves it and gets
    /// nothing.
    private func finish(_ child: UIViewController, appearing: Bool, animated: Bool) {
        guard let open = openTransitions[ObjectIdentifier(child)] else { return }
        if open.appearing != appearing { self.open(child, appearing: appearing, animated: animated) }
        close(child)
    }

    private func close(_ child: UIViewController) {
        guard openTransitions.removeValue(forKey: ObjectIdentifier(child)) != nil else { return }
        child.endAppearanceTransition()
    }
}

#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

extension DrawerController {
    /// The drawer shown on `side` (nil for `.none` or an empty side).
    public func drawerViewController(for side: DrawerSide) -> UIViewController? {
        guard let edge = drawerEdge(for: side) else { return nil }
        return drawerSlots[edge]
    }

    /// Replaces the center. When the drawer controller is on screen the old center disappears
    /// and the new one appears; while a drawer moves, the swap completes when the motion lands.
    ///
    /// Order: the new center is added (`willMove(toParent:)`), the old one gets
    /// `willMove(toParent: nil)`, appearance runs (old will-disappear, new will-appear, then the
    /// did-callbacks), the old one is removed, and the new one gets `didMove(toParent:)`. While a
    /// drawer moves, the new center's `didMove(toParent:)` comes at once (containment is done);
    /// the did-callbacks and the old center's removal wait for the motion to land.
    public func setCenterViewController(_ newCenter: UIViewController?, animated: Bool) {
        guard newCenter !== centerSlot else { return }
        if let newCenter, isDrawer(newCenter) {
            return reportContainerMisuse(
                .invalidContainerUse, "\(newCenter) is already a drawer of this drawer controller",
                fix: "remove it from its drawer slot before making it the center", spec: "1")
        }
        if let newCenter, newCenter.isSelfOrAncestor(of: self) { return refuseCycle(newCenter, as: "the center") }
        let old = centerSlot
        centerSlot = newCenter
        replace(old, with: newCenter, animated: animated) { self.installCenterView($0) }
    }

    /// Puts `drawer` on `side` (nil empties it). A drawer replaced while shown disappears and
    /// the new one appears in its place; emptying an open side closes it at once.
    public func setDrawerViewController(_ drawer: UIViewController?, for side: DrawerSide) {
        guard let edge = drawerEdge(for: side) else {
            return reportContainerMisuse(
                .invalidContainerUse, "a drawer cannot be set for side .none",
                fix: "pass .left or .right", spec: "1")
        }
        let old = drawerSlots[edge]
        guard drawer !== old else { return }
        if let drawer, drawer === centerSlot || drawerSlots.values.contains(where: { $0 === drawer }) {
            return reportContainerMisuse(
                .invalidContainerUse, "\(drawer) already has a place in this drawer controller",
                fix: "remove it from the center or the other side first", spec: "1")
        }
        if let drawer, drawer.isSelfOrAncestor(of: self) { return refuseCycle(drawer, as: "a drawer") }
        drawerSlots[edge] = drawer
        if drawer == nil { sideLostItsDrawer(side, edge: edge) }
        replace(old, with: drawer, animated: false) { self.installDrawerView($0) }
    }

    /// Reports a controller that is the drawer controller itself or one of its ancestors, which
    /// it cannot hold (it would become its own child); nothing changes.
    private func refuseCycle(_ controller: UIViewController, as role: String) {
        reportContainerMisuse(
            .invalidContainerUse,
            "\(controller) is \(controller === self ? "the drawer controller itself" : "an ancestor of the drawer controller") and cannot be \(role)",
            fix: "give the drawer controller controllers outside its own parent chain", spec: "1.4")
    }

    /// An emptied side cannot stay open or be moved to. A movement heading for it (or a pan
    /// showing it) stops and the drawer lands at once where it is open now, with appearance and
    /// the delegate told, instead of staying wherever the movement was (issue 18, RandomDrawer).
    private func sideLostItsDrawer(_ side: DrawerSide, edge: DrawerEdge) {
        let interrupted = motion?.target == side || (pan != nil && geometry.visibleSide(atOffset: offset) == side)
        if interrupted { interruptMotionAndPan() }
        if openEdge == edge { openEdge = nil }
        if headingSide == side { headingSide = openSide }
        if interrupted {
            settle(at: openSide, animated: false)
        } else if geometry.visibleSide(atOffset: offset) == side || offset != geometry.constrainedOffset(offset) {
            offset = geometry.openOffset(for: openSide)
        }
    }

    // MARK: Containment

    /// Swaps a child for another: UIKit's recipe with appearance in the middle (see
    /// ``setCenterViewController(_:animated:)``). While a drawer moves, the old child leaves
    /// when the motion lands.
    private func replace(
        _ old: UIViewController?, with new: UIViewController?, animated: Bool, install: (UIView) -> Void
    ) {
        if let new {
            leavingControllers.removeAll { $0 === new }
            if new.parent !== self { addChild(new) }
            if isViewLoaded { install(new.view) }
        }
        if let old {
            old.willMove(toParent: nil)
            leavingControllers.append(old)
        }
        refreshAppearanceTarget(animated: animated)
        refreshLayout()
        new?.didMove(toParent: self)
    }

    /// The change in flight landed (at once, or when the last motion landed): replaced children's
    /// views leave, the did-callbacks run, then the replaced children leave the container. Their
    /// `viewWillDisappear` came while their views were still in the window and `viewDidDisappear`
    /// comes after the views left, as UIKit orders a removal (spec 2.1); `removeFromParent` is last.
    /// `animated` is the landing movement's.
    func landAppearanceChange(animated: Bool) {
        let leaving = leavingControllers.filter { $0.parent === self && !isPlaced($0) }
        for child in leaving { child.viewIfLoaded?.removeFromSuperview() }
        appearance.commitChange(animated: animated)
        leavingControllers = []
        for child in leaving {
            appearance.forget(child)
            child.removeFromParent()
        }
    }

    private func isDrawer(_ controller: UIViewController) -> Bool {
        drawerSlots.values.contains { $0 === controller }
    }

    private func isPlaced(_ controller: UIViewController) -> Bool {
        controller === centerSlot || isDrawer(controller)
    }

    func installCenterView(_ centerView: UIView) {
        centerView.frame = centerContainerView.bounds
        centerView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        centerContainerView.addSubview(centerView)
    }

    /// Drawer views go behind the center, hidden until shown (seed 000).
    func installDrawerView(_ drawerView: UIView) {
        drawerView.isHidden = true
        childControllerContainerView.insertSubview(drawerView, at: 0)
    }

    // MARK: Appearance

    /// The children that show when `side` is open (or nothing is, for `.none`).
    func childrenVisible(when side: DrawerSide) -> [UIViewController] {
        let center = centerSlot.map { [$0] } ?? []
        guard let drawer = drawerViewController(for: side) else { return center }
        switch centerAppearancePolicy {
        case .staysAppeared: return center + [drawer]
        case .disappearsWhenCovered: return [drawer]
        }
    }

    /// Points appearance at what shows when the current movement lands; with nothing moving,
    /// that happens at once.
    func refreshAppearanceTarget(animated: Bool = false) {
        appearance.retargetChange(toVisible: childrenVisible(when: headingSide), animated: animated)
        if !isMoving { landAppearanceChange(animated: animated) }
    }

    /// Whether a pan or an animation is moving the drawers.
    var isMoving: Bool { motion != nil || pan != nil }
}

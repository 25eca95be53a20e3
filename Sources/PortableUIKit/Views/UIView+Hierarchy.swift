#if !canImport(UIKit)
import Foundation

/// Hierarchy mechanics: insertion with spec 4.1's ownership check, the move hooks in UIKit's
/// order, window-driven appearance (spec 2.1, 2.4, 2.5), layer order, and `tintColorDidChange`
/// for views whose inherited tint changed with the move (after `didMoveToSuperview`), then
/// `traitCollectionDidChange` for a move between places in windows with different traits.
extension UIView {
    var enclosingWindow: UIWindow? { cachedWindow }

    /// Sets the cached window of this subtree after it moved to `window` (a window inside it keeps
    /// itself). Runs only when a move changes the window, over the subtree the move hooks walk.
    func refreshCachedWindow(_ window: UIWindow?) {
        let own = (self as? UIWindow) ?? window
        cachedWindow = own
        for subview in _subviews { subview.refreshCachedWindow(own) }
    }

    /// The index of `subview` among the subviews, or nil (no scan in the common cases).
    func indexOfSubview(_ subview: UIView) -> Int? {
        guard subview._superview === self else { return nil }
        let index = SiblingLookup.index(of: subview, in: _subviews, hint: subview.subviewIndexHint)
        if let index { subview.subviewIndexHint = index }
        return index
    }

    /// Whether the view is `view` or one of its descendants.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate._superview
        }
        return false
    }

    /// The view itself or the first descendant (depth first) with the given tag.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in _subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// The controller that owns the nearest view at or above this one (spec 4.1's walk).
    var nearestOwningController: UIViewController? {
        var view: UIView? = self
        while let current = view {
            if let owner = current._viewDelegate { return owner }
            view = current._superview
        }
        return nil
    }

    /// Spec 4.1's check for adding `view` under this view. UIKit walks up from the new superview
    /// to the first view a controller owns; that controller must be the parent of every child
    /// whose view is being added. When no view above is owned (a subtree not yet attached, such as
    /// a pager's scroll view made before its controller's view), there is nothing to check yet:
    /// the check runs when that subtree is attached, for each child's view it holds with no owned
    /// view in between (views under an owned view were checked against their owner already).
    /// Returns the first child that would be misplaced, with its parent and the owner it would get.
    private func misplacedChild(ifAdding view: UIView)
        -> (controller: UIViewController, parent: UIViewController, owner: UIViewController)?
    {
        guard let owner = nearestOwningController else { return nil }
        // The usual cases need no walk: a controller's view, or a plain view with no subviews.
        if let controller = view._viewDelegate {
            if let parent = controller.parent, parent !== owner { return (controller, parent, owner) }
            return nil
        }
        for subview in view._subviews {
            if let found = Self.misplacedChild(under: subview, owner: owner) { return found }
        }
        return nil
    }

    /// The first controller in `view`'s subtree (not below another controller's view) whose parent
    /// is not `owner`; recursive, so attaching a subtree allocates nothing.
    private static func misplacedChild(under view: UIView, owner: UIViewController)
        -> (controller: UIViewController, parent: UIViewController, owner: UIViewController)?
    {
        if let controller = view._viewDelegate {
            if let parent = controller.parent, parent !== owner { return (controller, parent, owner) }
            return nil
        }
        for subview in view._subviews {
            if let found = misplacedChild(under: subview, owner: owner) { return found }
        }
        return nil
    }

    func insertView(_ view: UIView, at requestedIndex: Int) {
        // A view without subviews can only contain itself: no climb for the common leaf.
        guard view !== self, view._subviews.isEmpty || !isDescendant(of: view) else {
            PortableUIKitDiagnostics.report(
                .invalidViewHierarchy, "\(view) cannot be added as a subview of \(self), which is itself or inside it",
                fix: "add the view to a view outside its own subtree", spec: "UIView")
            return
        }
        if view._superview === self {
            guard let current = indexOfSubview(view) else { return }
            reorderSubview(view, to: requestedIndex > current ? requestedIndex - 1 : requestedIndex)
            return
        }
        if let (controller, parent, owner) = misplacedChild(ifAdding: view) {
            let attaching = controller._view === view ? "" : " (its view is inside \(view), which is being attached)"
            PortableUIKitDiagnostics.report(
                .hierarchyInconsistency,
                "\(controller)'s view is being added under \(owner)\(attaching), but its parent is \(parent)",
                fix: "add a child's view only inside its parent's view hierarchy, or call removeFromParent() first",
                spec: "4.1")
            return
        }
        let oldParent = view._superview
        let oldWindow = view.window
        let newWindow = window
        let tintsBefore = view.tintsBeforeMove(to: self)
        let traitsBefore = view.traitsBeforeMove(to: self)
        oldParent?.willRemoveSubview(view)
        view.willMove(toSuperview: self)
        let windowChanges = oldWindow !== newWindow
        if windowChanges {
            if let oldWindow, oldWindow.isVisibleForAppearance {
                AppearanceWalk.begin(in: view, appearing: false, window: oldWindow)
            }
            if let newWindow, newWindow.isVisibleForAppearance {
                AppearanceWalk.begin(in: view, appearing: true, window: newWindow)
            }
            view.notifyWillMove(toWindow: newWindow)
        }
        if let oldParent {
            AutoLayoutBridge.viewWillLeaveSuperview(view)
            if let old = oldParent.indexOfSubview(view) { oldParent._subviews.remove(at: old) }
            oldParent.setNeedsLayout()
        }
        let index = min(max(requestedIndex, 0), _subviews.count)
        if index == _subviews.count { _subviews.append(view) } else { _subviews.insert(view, at: index) }
        view.subviewIndexHint = index
        view._superview = self
        GeometryEpoch.advance()
        placeSublayer(of: view, at: index)
        if windowChanges {
            view.refreshCachedWindow(newWindow)
            view.notifyDidMoveToWindow()
        }
        AutoLayoutBridge.viewDidMove(view)
        view.didMoveToSuperview()
        if let tintsBefore { view.notifyTintChanges(since: tintsBefore) }
        if let traitsBefore { view.deliverTraitChangeAfterMove(from: traitsBefore) }
        didAddSubview(view)
        setNeedsLayout()
        view.setNeedsLayout()
    }

    func detachFromSuperview() {
        guard let parent = _superview else { return }
        let oldWindow = window
        let tintsBefore = tintsBeforeMove(to: nil)
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if let oldWindow {
            if oldWindow.isVisibleForAppearance {
                AppearanceWalk.begin(in: self, appearing: false, window: oldWindow)
            }
            notifyWillMove(toWindow: nil)
        }
        AutoLayoutBridge.viewWillLeaveSuperview(self)
        if let index = parent.indexOfSubview(self) { parent._subviews.remove(at: index) }
        layer.removeFromSuperlayer()
        _superview = nil
        GeometryEpoch.advance()
        if oldWindow != nil {
            refreshCachedWindow(nil)
            notifyDidMoveToWindow()
        }
        AutoLayoutBridge.viewDidMove(self)
        didMoveToSuperview()
        if let tintsBefore { notifyTintChanges(since: tintsBefore) }
        parent.setNeedsLayout()
    }

    func reorderSubview(_ view: UIView, to index: Int) {
        guard view._superview === self, let old = indexOfSubview(view) else { return }
        _subviews.remove(at: old)
        let position = min(max(index, 0), _subviews.count)
        _subviews.insert(view, at: position)
        view.subviewIndexHint = position
        syncSublayerOrder()
    }

    func exchangeSubviews(_ index1: Int, _ index2: Int) {
        guard _subviews.indices.contains(index1), _subviews.indices.contains(index2) else {
            PortableUIKitDiagnostics.report(
                .invalidViewHierarchy,
                "exchangeSubview(at: \(index1), withSubviewAt: \(index2)) on \(self), which has \(_subviews.count) subviews",
                fix: "pass indices within 0..<subviews.count", spec: "UIView")
            return
        }
        _subviews.swapAt(index1, index2)
        _subviews[index1].subviewIndexHint = index1
        _subviews[index2].subviewIndexHint = index2
        syncSublayerOrder()
    }

    /// Puts a subview's layer among the sublayers so that view order and layer order agree,
    /// leaving any layers the client added directly where they are.
    private func placeSublayer(of view: UIView, at index: Int) {
        if index > 0 {
            layer.insertSublayer(view.layer, above: _subviews[index - 1].layer)
        } else if _subviews.count > 1 {
            layer.insertSublayer(view.layer, below: _subviews[1].layer)
        } else {
            layer.addSublayer(view.layer)
        }
    }

    private func syncSublayerOrder() {
        for (index, view) in _subviews.enumerated() { placeSublayer(of: view, at: index) }
    }

    func notifyWillMove(toWindow newWindow: UIWindow?) {
        // A first responder leaving its window stops being first responder (spec 22.4).
        if let oldWindow = window, newWindow !== oldWindow, oldWindow.firstResponderObject === self {
            forceResignFirstResponder(in: oldWindow)
        }
        willMove(toWindow: newWindow)
        for subview in _subviews { subview.notifyWillMove(toWindow: newWindow) }
    }

    func notifyDidMoveToWindow() {
        scheduleFirstDisplayIfNeeded()
        didMoveToWindow()
        for subview in _subviews { subview.notifyDidMoveToWindow() }
    }
}

extension UIView {
    /// The controller whose root view this is, if any (for validators and recorders).
    @_spi(Testing) public var owningViewController: UIViewController? { _viewDelegate }
    /// Whether this view needs layout (for validators).
    @_spi(Testing) public var needsLayoutForTesting: Bool { layer.needsLayout() }
}
#endif

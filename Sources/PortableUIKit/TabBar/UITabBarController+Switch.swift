#if !canImport(UIKit)
import Foundation

/// Showing the selected child: the switch of spec 5.5 on screen, installation when the tab bar
/// controller appears (15.2), and nothing but bookkeeping off screen.
extension UITabBarController {
    /// Whether a switch now drives appearance callbacks: the tab bar controller has appeared, or
    /// is appearing and has already forwarded its appearance to the shown child.
    private var switchesWithCallbacks: Bool {
        guard _view?.window != nil else { return false }
        switch appearanceState {
        case .appeared: return true
        case .appearing: return displayedChild.map { $0.appearanceState != .disappeared } ?? true
        case .disappearing, .disappeared: return false
        }
    }

    /// Shows the child the selection calls for (a More-list controller is already on the More
    /// navigation controller, see `pushSelectedMoreListControllerIfPossible`).
    func updateDisplayedChild(byUser: Bool = false) {
        let target = displayTarget(for: effectiveSelection)
        refreshSelectedTabBarItem()
        guard target !== displayedChild else { return }
        guard switchesWithCallbacks else {
            // Off screen: the old view leaves; the new one is installed when the tab bar
            // controller appears (only the selected controller's view loads, 15.2).
            if let old = displayedChild?._view, old.superview === transitionView {
                UIView.performWithoutAnimation { old.removeFromSuperview() }
            }
            displayedChild = nil
            return
        }
        if let old = displayedChild, let new = target, beginCustomSwitch(from: old, to: new) { return }
        switchDisplayedChild(from: displayedChild, to: target)
    }

    /// The on-screen switch in spec 5.5's order: the new child's view loads, new
    /// `viewWillAppear`, old `viewWillDisappear` (synchronously), the views swap, and old
    /// `viewDidDisappear` then new `viewDidAppear` at the end of the turn.
    private func switchDisplayedChild(from old: UIViewController?, to new: UIViewController?) {
        let newView = new?.view
        new?.beginAppearance(true, animated: false, source: .system)
        old?.beginAppearance(false, animated: false, source: .system)
        UIView.performWithoutAnimation {
            if let oldView = old?._view, oldView.superview === transitionView { oldView.removeFromSuperview() }
            if let newView {
                transitionView.addSubview(newView)
                layoutDisplayedChild(new, view: newView)
            }
        }
        displayedChild = new
        updateBottomBarForDisplayedChild(animatedWith: nil)
        setNeedsStatusBarAppearanceUpdate()
        new?.deliverViewIsAppearingIfNeeded()
        let queue = _view?.window?.deferredWork ?? DeferredWork.main
        queue.enqueue {
            old?.endAppearance(source: .system)
            new?.endAppearance(source: .system)
        }
    }

    /// `viewWillAppear` of the tab bar controller: the selected child's view goes in (loading it),
    /// before the appearance is forwarded to the children inside the view.
    func installSelectedChildIfNeeded() {
        guard _view != nil, activeTabSwitch == nil else { return }
        let target = displayTarget(for: effectiveSelection)
        guard target !== displayedChild || (target?._view.map { $0.superview !== transitionView } ?? false) else {
            return
        }
        UIView.performWithoutAnimation {
            if let oldView = displayedChild?._view, oldView.superview === transitionView {
                oldView.removeFromSuperview()
            }
            if let target {
                let targetView: UIView = target.view
                transitionView.addSubview(targetView)
                layoutDisplayedChild(target, view: targetView)
            }
        }
        displayedChild = target
        updateBottomBarForDisplayedChild(animatedWith: nil)
        refreshSelectedTabBarItem()
    }
}
#endif

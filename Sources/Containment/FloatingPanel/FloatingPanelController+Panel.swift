#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

extension FloatingPanelController {
    /// Shows `controller` on the surface (nil removes the content). The old content gets
    /// `willMove(toParent: nil)`, disappears if it was visible and leaves; the new one is added as
    /// a child and appears if the panel is shown (state ≠ hidden and the panel on screen).
    public func set(contentViewController controller: UIViewController?) {
        guard controller !== contentViewController else { return }
        if let controller, controller.isSelfOrAncestor(of: self) {
            return reportContainerMisuse(
                .invalidContainerUse,
                "\(controller) is the panel or one of its ancestors and cannot be its content",
                fix: "give the panel a controller outside its own parent chain", spec: "1.4")
        }
        let old = contentViewController
        if let old {
            old.willMove(toParent: nil)
            appearance.landChange(onVisible: [], animated: false)
            old.viewIfLoaded?.removeFromSuperview()
            appearance.forget(old)
            old.removeFromParent()
        }
        contentViewController = controller
        guard let controller else { return }
        addChild(controller)
        if isViewLoaded {
            surfaceView.containerView.addSubview(controller.view)
            surfaceView.contentView = controller.view
            surfaceView.setNeedsLayout()
        }
        controller.didMove(toParent: self)
        if trackingScrollView == nil, let scrollView = Self.contentScrollView(of: controller) {
            track(scrollView: scrollView)
        }
        appearance.landChange(onVisible: state == .hidden ? [] : [controller], animated: false)
    }

    /// The scroll view a content controller offers: its `contentScrollView(for: .bottom)`, or its
    /// root view when that is a scroll view.
    static func contentScrollView(of controller: UIViewController) -> UIScrollView? {
        controller.contentScrollView(for: .bottom) ?? (controller.view as? UIScrollView)
    }

    /// Adds the panel as a child of `parent`, its view filling the parent's, and shows it in the
    /// layout's initial state (animated from hidden when `animated`).
    public func addPanel(toParent parent: UIViewController, animated: Bool = false) {
        guard self.parent == nil else {
            return reportContainerMisuse(
                .invalidContainerUse, "the panel already has a parent (\(self.parent!))",
                fix: "call removePanelFromParent(animated:completion:) first", spec: "1")
        }
        if parent.isSelfOrAncestor(of: self) || parent === contentViewController {
            return reportContainerMisuse(
                .invalidContainerUse, "\(parent) cannot be the panel's parent: it is the panel or inside it",
                fix: "add the panel to a controller outside it", spec: "1.4")
        }
        parent.addChild(self)
        view.frame = parent.view.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        parent.view.addSubview(view)
        didMove(toParent: parent)
        view.layoutIfNeeded()
        state = .hidden
        extent = anchors.hiddenExtent
        applyExtent()
        move(to: layout.initialState, animated: animated, completion: nil)
    }

    /// Hides the panel (animated when asked), then removes it from its parent: its content
    /// disappears first, then the panel's own view leaves.
    public func removePanelFromParent(animated: Bool, completion: (() -> Void)? = nil) {
        guard parent != nil else {
            completion?()
            return
        }
        let finish = { [weak self] in
            guard let self else { return }
            self.willMove(toParent: nil)
            self.view.removeFromSuperview()
            self.removeFromParent()
            completion?()
        }
        guard animated, state != .hidden else {
            move(to: .hidden, animated: false, completion: nil)
            finish()
            return
        }
        move(to: .hidden, animated: true) { finish() }
    }

    /// Removal by the user's fling: the delegate hears `WillRemove`, the panel hides and leaves,
    /// and the delegate hears `DidRemove`.
    func removeByInteraction(velocity: CGFloat) {
        delegate?.floatingPanelWillRemove(self)
        removePanelFromParent(animated: true) { [weak self] in
            guard let self else { return }
            self.delegate?.floatingPanelDidRemove(self)
        }
    }
}

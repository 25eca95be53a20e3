#if !canImport(UIKit)
import Foundation

/// Stack changes: validation (reported and refused, never a crash), the containment calls that
/// start at once, and the request for a deferred transition (spec 5.2).
extension UINavigationController {
    func performPush(_ controller: UIViewController, animated: Bool) {
        guard checkNoTransitionRuns("push \(controller)") else { return }
        if stack.contains(where: { $0 === controller }) {
            return refuse(
                "Pushing the same view controller instance more than once is not supported (\(controller) is already on the stack of \(self))",
                fix: "push a new controller, or pop back to it with popToViewController(_:animated:)", spec: "4.5")
        }
        guard canAccept(controller) else { return }
        adopt(controller)
        stack.append(controller)
        requestTransition(animated: animated)
    }

    func performPop(animated: Bool) -> UIViewController? {
        guard checkNoTransitionRuns("pop") else { return nil }
        guard stack.count > 1, let top = stack.last else {
            refuse(
                "popViewController(animated:) on \(self) with \(stack.count) controller(s): the root controller cannot be popped",
                fix: "check viewControllers.count > 1 first, or replace the root with setViewControllers(_:animated:)",
                spec: "5.1")
            return nil
        }
        stack.removeLast()
        release([top])
        requestTransition(animated: animated)
        return top
    }

    func performPop(to target: UIViewController, animated: Bool) -> [UIViewController]? {
        guard checkNoTransitionRuns("pop to \(target)") else { return nil }
        guard let index = stack.firstIndex(where: { $0 === target }) else {
            refuse(
                "popToViewController(_:animated:) with \(target), which is not on the stack of \(self)",
                fix: "pass a controller from viewControllers", spec: "4.5")
            return nil
        }
        let popped = Array(stack[(index + 1)...])
        guard !popped.isEmpty else { return [] }
        stack.removeSubrange((index + 1)...)
        release(popped.reversed())
        requestTransition(animated: animated)
        return popped
    }

    func performSetViewControllers(_ controllers: [UIViewController], animated: Bool) {
        guard checkNoTransitionRuns("setViewControllers") else { return }
        guard !controllers.isEmpty else {
            return refuse(
                "setViewControllers(_:animated:) with no controllers on \(self): PortableUIKit keeps at least a root",
                fix: "pass at least one controller", spec: "4.5")
        }
        for (index, controller) in controllers.enumerated()
        where controllers[..<index].contains(where: { $0 === controller }) {
            return refuse(
                "setViewControllers(_:animated:) lists \(controller) more than once",
                fix: "list each controller once", spec: "4.5")
        }
        let incoming = controllers.filter { new in !stack.contains { $0 === new } }
        for controller in incoming { guard canAccept(controller) else { return } }
        let outgoing = stack.filter { old in !controllers.contains { $0 === old } }
        release(outgoing.reversed())
        for controller in incoming { adopt(controller) }
        stack = controllers
        let others = _children.filter { child in !controllers.contains { $0 === child } }
        _children = controllers + others
        requestTransition(animated: animated)
    }

    // MARK: Mechanics

    /// Whether `controller` may join the stack: not the receiver or its ancestor, not owned by
    /// another parent, not a navigation controller.
    private func canAccept(_ controller: UIViewController) -> Bool {
        if controller is UINavigationController {
            refuse(
                "Pushing a navigation controller (\(controller)) onto \(self) is not supported",
                fix: "push the navigation controller's content instead", spec: "4.5")
            return false
        }
        if controller === self || isDescendantController(of: controller) {
            refuse(
                "\(controller) cannot join the stack of \(self): it is the receiver or its ancestor",
                fix: "push a controller from outside the receiver's ancestry", spec: "1.4")
            return false
        }
        if let parent = controller._parent, parent !== self {
            refuse(
                "\(controller) is a child of \(parent) and cannot join the stack of \(self)",
                fix: "remove it from its parent (willMove(toParent: nil), removeFromParent()) first", spec: "4.5, 1.4")
            return false
        }
        return true
    }

    /// Starts containment for a controller joining the stack: `addChild` (→ `willMove`), or, for
    /// one popped earlier whose removal is still pending, `willMove(toParent: self)` again.
    private func adopt(_ controller: UIViewController) {
        if let index = leaving.firstIndex(where: { $0 === controller }) {
            leaving.remove(at: index)
            controller.willMove(toParent: self)
        } else {
            addChild(controller)
        }
        awaitingDidMove.append(controller)
    }

    /// Starts containment for controllers leaving the stack, top first: `willMove(toParent: nil)`.
    /// They stay children until the transition ends.
    func release(_ controllers: [UIViewController]) {
        for controller in controllers {
            awaitingDidMove.removeAll { $0 === controller }
            controller.willMove(toParent: nil)
            leaving.append(controller)
        }
    }

    /// Records that a transition is owed; it starts in the next layout pass.
    func requestTransition(animated: Bool) {
        pendingAnimated = animated
        _view?.setNeedsLayout()
    }

    /// Whether a change is owed: the top differs from what is shown, or containment is pending.
    var hasPendingChange: Bool {
        stack.last !== displayedViewController || !leaving.isEmpty || !awaitingDidMove.isEmpty
    }

    private func checkNoTransitionRuns(_ operation: String) -> Bool {
        guard let transition = activeTransition else { return true }
        refuse(
            "\(operation) on \(self) while its transition from \(transition.from.map { "\($0)" } ?? "nothing") to \(transition.to) runs; the change is refused",
            fix: "wait for the delegate's navigationController(_:didShow:animated:) before changing the stack",
            spec: "2.13, 5.2")
        return false
    }

    func refuse(_ message: String, fix: String, spec: String) {
        PortableUIKitDiagnostics.report(.invalidNavigationStackUse, message, fix: fix, spec: spec)
    }
}
#endif

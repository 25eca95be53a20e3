#if !canImport(UIKit)
import Foundation

/// The columns' controllers: validation, wrapping and containment (spec 24.2, 24.3).
extension UISplitViewController {
    func performSetViewController(_ vc: UIViewController?, for column: UISplitViewController.Column) {
        guard _style != .unspecified else {
            return refuse(
                "setViewController(_:for: .\(column)) on a classic (.unspecified style) split view controller",
                fix: "create the controller with init(style: .doubleColumn) or .tripleColumn, or set viewControllers",
                spec: "24.1")
        }
        if column == .supplementary, _style != .tripleColumn {
            return refuse(
                "setViewController(_:for: .supplementary) on a double-column split view controller",
                fix: "create the controller with style .tripleColumn to have a supplementary column", spec: "24.2")
        }
        if let vc, let problem = problem(placing: vc, in: column) {
            return refuse(
                "setViewController(\(vc), for: .\(column)) refused: \(problem)",
                fix:
                    "give each column its own controller, never the split view controller or its ancestors, and remove a controller from its old parent first",
                spec: "24.3")
        }
        guard vc !== columnControllers[column] else { return }
        let container: UIViewController? =
            vc.map { controller in
                if column == .compact || controller is UINavigationController { return controller }
                return UINavigationController(rootViewController: controller)
            }
        replaceColumn(column, controller: vc, container: container)
    }

    /// The containers that are children now: collapsed, the compact controller or the primary's;
    /// expanded, each column's in column order.
    var displayedContainers: [UIViewController] {
        if _isCollapsed {
            if let compact = columnContainers[.compact] { return [compact] }
            return columnContainers[.primary].map { [$0] } ?? []
        }
        return [Column.primary, .supplementary, .secondary].compactMap { columnContainers[$0] }
    }

    /// Why `controller` cannot go in `column`, or nil.
    private func problem(placing controller: UIViewController, in column: Column) -> String? {
        if controller === self || isDescendantController(of: controller) {
            return "it is the split view controller itself or one of its ancestors"
        }
        for (other, placed) in columnControllers where other != column {
            if placed === controller || columnContainers[other] === controller {
                return "\(controller) is already the controller of the .\(other) column"
            }
        }
        if let parent = controller._parent, parent !== self,
            !(parent === columnContainers[column] && columnControllers[column] === controller)
        {
            return "\(controller) is a child of \(parent)"
        }
        return nil
    }

    /// Replaces a column's controller: the old container leaves (its view first, so it
    /// disappears), the new one becomes a child if the column is displayed now.
    private func replaceColumn(_ column: Column, controller: UIViewController?, container: UIViewController?) {
        let oldContainer = columnContainers[column]
        let wasChild = oldContainer.map { old in children.contains { $0 === old } } ?? false
        columnControllers[column] = controller
        columnContainers[column] = container
        movedRoots[column] = nil
        if let old = oldContainer, wasChild {
            old.willMove(toParent: nil)
            if let view = old._view, view.superview === _view { view.removeFromSuperview() }
            old.removeFromParent()
        }
        if let container, displayedContainers.contains(where: { $0 === container }) {
            addChild(container)
            installShownColumns()
            container.didMove(toParent: self)
        }
        _view?.setNeedsLayout()
    }

    /// The classic style's `viewControllers`: the primary and the secondary become children.
    func setClassicControllers(_ controllers: [UIViewController]) {
        guard _style == .unspecified else {
            return refuse(
                "viewControllers set on a column-style (.\(_style)) split view controller",
                fix: "use setViewController(_:for:) for each column", spec: "24.1")
        }
        if controllers.count > 2 || Set(controllers.map(ObjectIdentifier.init)).count != controllers.count
            || controllers.contains(where: { $0 === self || ($0._parent != nil && $0._parent !== self) })
        {
            return refuse(
                "viewControllers set to \(controllers.count) controller(s), with duplicates, itself or another parent's child",
                fix: "give one primary and one secondary controller, each free of another parent", spec: "24.1")
        }
        let old = classicControllers
        for controller in old where !controllers.contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
            if let view = controller._view, view.superview === _view { view.removeFromSuperview() }
            controller.removeFromParent()
        }
        classicControllers = controllers
        for controller in controllers where !old.contains(where: { $0 === controller }) {
            addChild(controller)
            installShownColumns()
            controller.didMove(toParent: self)
        }
        _view?.setNeedsLayout()
    }

    /// Reports a refused call (the state is unchanged).
    func refuse(_ message: String, fix: String, spec: String) {
        PortableUIKitDiagnostics.report(.invalidSplitViewControllerUse, message, fix: fix, spec: spec)
    }
}
#endif

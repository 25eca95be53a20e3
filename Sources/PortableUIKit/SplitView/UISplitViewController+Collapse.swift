#if !canImport(UIKit)
import Foundation

/// Collapsing into one controller in a compact width and expanding back (spec 24.7).
extension UISplitViewController {
    /// The columns whose stacks collapse onto the primary's, bottom first.
    private var stackedColumns: [Column] {
        _style == .tripleColumn ? [.supplementary, .secondary] : [.secondary]
    }

    /// Decides the collapsed state from the traits the first time the view is in a window.
    func syncCollapseWithTraitsIfNeeded() {
        guard !collapseStateKnown, let window = _view?.window else { return }
        _ = window
        collapseStateKnown = true
        if traitCollection.horizontalSizeClass == .compact { collapse() }
    }

    /// Collapses or expands as `willTransition(to:with:)` noted, laid out for `size` (the size
    /// transition's) or, when the traits changed without one, at the layout pass.
    func applyPendingCollapse(forSize size: CGSize?) {
        guard let compact = pendingCollapse else { return }
        pendingCollapse = nil
        guard compact != _isCollapsed else { return }
        transitionTargetSize = size
        if compact { collapse() } else { expand() }
        transitionTargetSize = nil
    }

    /// Collapses (spec 24.7): with a `.compact` controller, it replaces the columns; otherwise the
    /// stacks of the columns up to the delegate's top column (`.secondary` proposed) move onto
    /// the primary navigation controller. Then `splitViewControllerDidCollapse`.
    func collapse() {
        guard !_isCollapsed else { return }
        if _style == .unspecified {
            _isCollapsed = true
            classicControllers.dropFirst().forEach { controller in
                if let view = controller._view, view.superview === _view { view.removeFromSuperview() }
            }
            _view?.setNeedsLayout()
            return
        }
        let expandedContainers = displayedContainers
        _isCollapsed = true
        if let compact = columnContainers[.compact] {
            swapChildren(leaving: expandedContainers, arriving: [compact])
        } else {
            collapseStacksOntoPrimary(leaving: expandedContainers)
        }
        _view?.setNeedsLayout()
        delegate?.splitViewControllerDidCollapse(self)
    }

    /// Expands (spec 24.7): the columns come back, the moved stacks return to their columns, and
    /// the display mode is the delegate's answer to the proposed one. Then
    /// `splitViewControllerDidExpand`.
    func expand() {
        guard _isCollapsed else { return }
        if _style == .unspecified {
            _isCollapsed = false
            installShownColumns()
            _view?.setNeedsLayout()
            return
        }
        let collapsedContainers = displayedContainers
        _isCollapsed = false
        if let proposed = Optional(displayMode), let delegate {
            let answer = delegate.splitViewController(self, displayModeForExpandingToProposedDisplayMode: proposed)
            if answer != proposed, answer != .automatic,
                SplitViewColumnLayout.isValid(answer, for: effectiveColumnStyle)
            {
                chosenDisplayMode = answer
            }
        }
        if let compact = columnContainers[.compact], collapsedContainers.contains(where: { $0 === compact }) {
            swapChildren(leaving: [compact], arriving: displayedContainers)
        } else {
            separateStacksFromPrimary()
        }
        appliedDisplayMode = displayMode
        _view?.setNeedsLayout()
        delegate?.splitViewControllerDidExpand(self)
    }

    /// Replaces children: the leaving ones get `willMove(toParent: nil)`, the arriving ones
    /// `addChild`; the views change (appearing and disappearing in a window, spec 2.4); then the
    /// leaving ones are removed and the arriving ones get `didMove(toParent:)`.
    private func swapChildren(leaving: [UIViewController], arriving: [UIViewController]) {
        let leaving = leaving.filter { old in !arriving.contains { $0 === old } && old._parent === self }
        let arriving = arriving.filter { $0._parent !== self }
        for child in leaving { child.willMove(toParent: nil) }
        for child in arriving { addChild(child) }
        installShownColumns()
        for child in leaving { child.removeFromParent() }
        for child in arriving { child.didMove(toParent: self) }
    }

    private func collapseStacksOntoPrimary(leaving expandedContainers: [UIViewController]) {
        guard let primary = columnContainers[.primary] as? UINavigationController else {
            return swapChildren(leaving: expandedContainers, arriving: displayedContainers)
        }
        var top =
            delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary) ?? .secondary
        if top == .compact || (top == .supplementary && _style != .tripleColumn) { top = .secondary }
        let columns = stackedColumns.filter { $0.rawValue <= top.rawValue }
        var moved: [UIViewController] = []
        for column in columns {
            guard let navigation = columnContainers[column] as? UINavigationController,
                let detached = navigation.detachForSplitView(from: 0), let root = detached.first
            else { continue }
            movedRoots[column] = root
            moved += detached
        }
        swapChildren(leaving: expandedContainers, arriving: [primary])
        if !moved.isEmpty { primary.setViewControllers(primary.viewControllers + moved, animated: false) }
    }

    private func separateStacksFromPrimary() {
        guard let primary = columnContainers[.primary] as? UINavigationController else {
            return swapChildren(leaving: [], arriving: displayedContainers)
        }
        let stack = primary.viewControllers
        let roots = stackedColumns.compactMap { column in movedRoots[column].map { (column, $0) } }
        let firstIndex = roots.compactMap { _, root in stack.firstIndex { $0 === root } }.min()
        let detached = firstIndex.flatMap { primary.detachForSplitView(from: $0) } ?? []
        for (position, (column, root)) in roots.enumerated() {
            guard let navigation = columnContainers[column] as? UINavigationController else { continue }
            var part: [UIViewController] = [root]
            if let start = detached.firstIndex(where: { $0 === root }) {
                let nextRoot = roots.dropFirst(position + 1).first?.1
                let end = nextRoot.flatMap { next in detached.firstIndex { $0 === next } } ?? detached.count
                part = Array(detached[start..<max(start + 1, end)])
            }
            if root._parent != nil, root._parent !== navigation { continue }
            navigation.setViewControllers(part, animated: false)
        }
        movedRoots = [:]
        swapChildren(leaving: [], arriving: displayedContainers)
    }

    // MARK: show and hide while collapsed (spec 24.4)

    /// Pushes the stacks of `column` and of the columns between it and the top, or pops the ones
    /// above it.
    func showCollapsed(_ column: Column) {
        guard columnContainers[.compact] == nil, let primary = columnContainers[.primary] as? UINavigationController
        else { return }
        let stack = primary.viewControllers
        if column == .primary {
            popToBelow(firstOf: stackedColumns, in: primary)
            return
        }
        let wanted = stackedColumns.filter { $0.rawValue <= column.rawValue }
        var pushed: [UIViewController] = []
        for stacked in wanted {
            if let root = movedRoots[stacked] {
                // Popped while collapsed: the column's root comes back alone.
                if !stack.contains(where: { $0 === root }), root._parent == nil { pushed.append(root) }
                continue
            }
            guard let navigation = columnContainers[stacked] as? UINavigationController,
                let detached = navigation.detachForSplitView(from: 0), let root = detached.first
            else { continue }
            movedRoots[stacked] = root
            pushed += detached
        }
        if !pushed.isEmpty {
            primary.setViewControllers(primary.viewControllers + pushed, animated: true)
            return
        }
        // In the stack already: pop what covers it.
        popToBelow(firstOf: stackedColumns.filter { $0.rawValue > column.rawValue }, in: primary)
    }

    /// Pops the primary stack to just below the lowest root of `columns` it holds.
    private func popToBelow(firstOf columns: [Column], in primary: UINavigationController) {
        let stack = primary.viewControllers
        let roots = columns.compactMap { movedRoots[$0] }
        guard let index = stack.firstIndex(where: { controller in roots.contains { $0 === controller } }), index > 0
        else { return }
        _ = primary.popToViewController(stack[index - 1], animated: true)
    }

    /// Pops `column` if it is on top; ignored for the primary.
    func hideCollapsed(_ column: Column) {
        guard column != .primary, columnContainers[.compact] == nil,
            let primary = columnContainers[.primary] as? UINavigationController, let root = movedRoots[column]
        else { return }
        let stack = primary.viewControllers
        guard let index = stack.firstIndex(where: { $0 === root }), index > 0 else { return }
        let above = stackedColumns.filter { $0.rawValue > column.rawValue }.compactMap { movedRoots[$0] }
        guard !above.contains(where: { r in stack.contains { $0 === r } }) else { return }
        _ = primary.popToViewController(stack[index - 1], animated: true)
    }
}
#endif

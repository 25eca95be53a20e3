#if !canImport(UIKit)
import Foundation

/// Which columns show, where, and `show`/`hide` (spec 24.4–24.6).
extension UISplitViewController {
    /// The duration of a `show(_:)` or `hide(_:)` animation [UNC: 0.3 s, UIKit's usual].
    static let columnAnimationDuration: TimeInterval = 0.3

    /// The style the column rules use: the classic style lays out like a double column.
    var effectiveColumnStyle: Style { _style == .tripleColumn ? .tripleColumn : .doubleColumn }

    /// The size the columns are laid out in: the view's, else the screen's.
    var layoutSize: CGSize { transitionTargetSize ?? _view?.bounds.size ?? UIScreen.main.bounds.size }

    var primaryWidthPreference: SplitViewColumnLayout.WidthPreference {
        .init(
            fraction: preferredPrimaryColumnWidthFraction, points: preferredPrimaryColumnWidth,
            minimum: minimumPrimaryColumnWidth, maximum: maximumPrimaryColumnWidth)
    }

    var supplementaryWidthPreference: SplitViewColumnLayout.WidthPreference {
        .init(
            fraction: preferredSupplementaryColumnWidthFraction, points: preferredSupplementaryColumnWidth,
            minimum: minimumSupplementaryColumnWidth, maximum: maximumSupplementaryColumnWidth)
    }

    /// The container of a column in the classic style: the primary and the secondary.
    private func classicContainer(_ column: Column) -> UIViewController? {
        switch column {
        case .primary: classicControllers.first
        case .secondary: classicControllers.count > 1 ? classicControllers[1] : nil
        default: nil
        }
    }

    func container(of column: Column) -> UIViewController? {
        _style == .unspecified ? classicContainer(column) : columnContainers[column]
    }

    /// The containers whose views belong in the view now, back to front.
    var shownContainers: [UIViewController] {
        if _isCollapsed {
            if _style == .unspecified { return Array(classicControllers.prefix(1)) }
            return displayedContainers
        }
        let columns = SplitViewColumnLayout.visibleColumns(displayMode, style: effectiveColumnStyle)
        return columns.compactMap { container(of: $0) }
    }

    /// Puts the views of the shown containers in the view and takes the others out; views that
    /// enter or leave a window appear or disappear there (spec 2.4).
    func installShownColumns() {
        guard let view = _view else { return }
        let shown = shownContainers
        for child in children where !shown.contains(where: { $0 === child }) {
            if let childView = child._view, childView.superview === view {
                UIView.performWithoutAnimation { childView.removeFromSuperview() }
            }
        }
        for container in shown where container._parent === self {
            let containerView: UIView = container.view
            guard containerView.superview !== view else { continue }
            UIView.performWithoutAnimation {
                if let frame = columnFrames()[column(of: container) ?? .secondary] { containerView.frame = frame }
                view.addSubview(containerView)
            }
        }
        appliedDisplayMode = _isCollapsed ? appliedDisplayMode : displayMode
    }

    /// The column a container shows.
    func column(of container: UIViewController) -> Column? {
        for column in [Column.primary, .supplementary, .secondary, .compact]
        where self.container(of: column) === container {
            return column
        }
        return nil
    }

    /// Each shown column's frame in the view's bounds (spec 24.6); collapsed, the one shown fills it.
    func columnFrames() -> [Column: CGRect] {
        let bounds = _view?.bounds ?? CGRect(origin: .zero, size: layoutSize)
        if _isCollapsed {
            guard let shown = shownContainers.first, let column = column(of: shown) else { return [:] }
            return [column: bounds]
        }
        let layout = SplitViewColumnLayout(
            style: effectiveColumnStyle, displayMode: displayMode,
            primaryWidth: primaryWidthPreference.width(in: bounds.width),
            supplementaryWidth: supplementaryWidthPreference.width(in: bounds.width), primaryEdge: primaryEdge)
        return layout.frames(in: bounds)
    }

    /// The layout pass: the shown columns take their frames, and a display mode that changed
    /// (the split behavior follows the size) updates which columns show.
    func layoutColumns() {
        applyPendingCollapse(forSize: nil)
        if columnAnimationCount == 0, !_isCollapsed, appliedDisplayMode != displayMode {
            applyDisplayModeChange(animated: false)
        }
        guard columnAnimationCount == 0 else { return }
        let frames = columnFrames()
        for container in shownContainers {
            guard let column = column(of: container), let frame = frames[column], let view = container._view else {
                continue
            }
            view.frame = frame
        }
    }

    /// A setting that moves the columns changed: the display mode is applied, or layout is asked for.
    func displaySettingsChanged() {
        guard _view != nil else { return }
        if !_isCollapsed, appliedDisplayMode != nil, appliedDisplayMode != displayMode, columnAnimationCount == 0 {
            applyDisplayModeChange(animated: false)
        }
        _view?.setNeedsLayout()
    }

    /// Moves to the display mode in effect: `willChangeTo`, then `willHide`/`willShow` per column,
    /// then the views (spec 24.8). Animated, the shown columns slide in from the primary edge and
    /// the hidden ones slide out over ``columnAnimationDuration``, their appearance ending with
    /// the animation.
    func applyDisplayModeChange(animated: Bool) {
        let old = appliedDisplayMode ?? displayMode
        let new = displayMode
        let style = effectiveColumnStyle
        let before = SplitViewColumnLayout.visibleColumns(old, style: style)
        let after = SplitViewColumnLayout.visibleColumns(new, style: style)
        delegate?.splitViewController(self, willChangeTo: new)
        for column in before where !after.contains(column) { delegate?.splitViewController(self, willHide: column) }
        for column in after where !before.contains(column) { delegate?.splitViewController(self, willShow: column) }
        guard animated, let view = _view, view.window != nil else {
            installShownColumns()
            appliedDisplayMode = new
            _view?.setNeedsLayout()
            return
        }
        appliedDisplayMode = new
        let leaving = before.filter { !after.contains($0) }.compactMap { container(of: $0) }
            .filter { $0._view?.window != nil }
        let arriving = after.filter { !before.contains($0) }.compactMap { container(of: $0) }
        let frames = columnFrames()
        let offset = (primaryEdge == .leading) == (view.effectiveUserInterfaceLayoutDirection == .leftToRight)
        func offscreen(_ frame: CGRect) -> CGRect {
            frame.offsetBy(dx: offset ? -frame.maxX : view.bounds.width - frame.minX, dy: 0)
        }
        for container in leaving { container.beginAppearance(false, animated: true, source: .system) }
        columnAnimationCount += 1
        for container in arriving where container._parent === self {
            let arrivingView: UIView = container.view
            let target = frames[column(of: container) ?? .secondary] ?? view.bounds
            UIView.performWithoutAnimation { arrivingView.frame = offscreen(target) }
        }
        UIView.animate(
            withDuration: Self.columnAnimationDuration,
            animations: {
                for container in arriving where container._parent === self {
                    let arrivingView: UIView = container.view
                    if arrivingView.superview !== view { view.addSubview(arrivingView) }
                }
                for container in self.shownContainers {
                    guard let column = self.column(of: container), let frame = frames[column] else { continue }
                    container._view?.frame = frame
                }
                for container in leaving {
                    if let leavingView = container._view { leavingView.frame = offscreen(leavingView.frame) }
                }
            },
            completion: { [weak self] _ in
                guard let self else { return }
                self.columnAnimationCount -= 1
                for container in leaving {
                    if let leavingView = container._view, leavingView.superview === self._view,
                        !self.shownContainers.contains(where: { $0 === container })
                    {
                        UIView.performWithoutAnimation { leavingView.removeFromSuperview() }
                    }
                    container.endAppearance(source: .system)
                }
                self._view?.setNeedsLayout()
            })
    }

    // MARK: show and hide (spec 24.4)

    func performShow(_ column: UISplitViewController.Column) {
        guard checkShowHide(column, "show") else { return }
        if _isCollapsed { return showCollapsed(column) }
        guard column != .secondary else { return }
        let visible = SplitViewColumnLayout.visibleColumns(displayMode, style: effectiveColumnStyle)
        guard !visible.contains(column) else { return }
        changeDisplayMode(to: nearestMode(showing: column))
    }

    func performHide(_ column: UISplitViewController.Column) {
        guard checkShowHide(column, "hide") else { return }
        if _isCollapsed { return hideCollapsed(column) }
        guard column != .secondary else { return }
        let visible = SplitViewColumnLayout.visibleColumns(displayMode, style: effectiveColumnStyle)
        guard visible.contains(column) else { return }
        changeDisplayMode(to: nearestMode(hiding: column))
    }

    private func checkShowHide(_ column: Column, _ name: String) -> Bool {
        if column == .compact {
            refuse(
                "\(name)(.compact): show(_:) and hide(_:) do not accept the compact column",
                fix: "show or hide .primary, .supplementary or .secondary", spec: "24.4")
            return false
        }
        if column == .supplementary, _style != .tripleColumn {
            refuse(
                "\(name)(.supplementary) on a split view controller that is not triple-column",
                fix: "create the controller with style .tripleColumn to have a supplementary column", spec: "24.2")
            return false
        }
        return true
    }

    private func changeDisplayMode(to mode: DisplayMode) {
        chosenDisplayMode = mode
        guard _view != nil, appliedDisplayMode != nil else { return }
        applyDisplayModeChange(animated: true)
    }

    /// The display mode closest to the current one that shows `column` (spec 24.4) [UNC: which
    /// one UIKit picks is undocumented; the behavior decides between beside, over and displace].
    private func nearestMode(showing column: Column) -> DisplayMode {
        let behavior = splitBehavior
        if effectiveColumnStyle == .tripleColumn, column == .primary {
            switch behavior {
            case .overlay: return .twoOverSecondary
            case .displace: return .twoDisplaceSecondary
            case .tile, .automatic: return .twoBesideSecondary
            }
        }
        return behavior == .overlay ? .oneOverSecondary : .oneBesideSecondary
    }

    /// The display mode closest to the current one without `column` (spec 24.4): hiding the
    /// supplementary column hides the primary too.
    private func nearestMode(hiding column: Column) -> DisplayMode {
        if effectiveColumnStyle == .tripleColumn, column == .primary {
            return splitBehavior == .overlay ? .oneOverSecondary : .oneBesideSecondary
        }
        return .secondaryOnly
    }
}
#endif

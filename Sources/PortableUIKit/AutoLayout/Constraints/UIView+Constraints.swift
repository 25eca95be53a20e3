#if !canImport(UIKit)
import Foundation

/// Installing constraints and guides on a view (spec 17.4, 17.8, 17.10, 17.12).
extension UIView {
    /// The view's Auto Layout state, made on first use.
    var autoLayout: AutoLayoutViewState {
        if let state = autoLayoutState { return state }
        let state = AutoLayoutViewState()
        autoLayoutState = state
        return state
    }

    /// The constraints installed on this view.
    public var constraints: [NSLayoutConstraint] { autoLayoutState?.installed.all ?? [] }

    /// Installs `constraint` on this view, which must be a common ancestor of its items (legacy:
    /// prefer `isActive`).
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        if let current = constraint.installedView {
            if current === self { return }
            PortableUIKitDiagnostics.report(
                .invalidConstraint,
                "\(constraint) is already installed on \(NSLayoutConstraint.name(of: current)) and was added to \(NSLayoutConstraint.name(of: self))",
                fix: "remove it from the first view, or use isActive", spec: "17.4")
            return
        }
        if let reason = constraint.invalidReason {
            PortableUIKitDiagnostics.report(
                .invalidConstraint, "\(constraint) was added, but UIKit refused to make it: \(reason)",
                fix: "make a valid constraint instead", spec: "17.1")
            return
        }
        let views = constraint.allItems.map(NSLayoutConstraint.owningView(of:))
        guard views.allSatisfy({ $0.map { $0 === self || $0.isDescendant(of: self) } ?? false }) else {
            PortableUIKitDiagnostics.report(
                .invalidConstraint,
                "\(constraint) was added to \(NSLayoutConstraint.name(of: self)), which is not an ancestor of both its items (the view hierarchy is not prepared for the constraint)",
                fix: "install it on a common ancestor, or set isActive = true to let UIKit pick one", spec: "17.4")
            return
        }
        // Left listed by an installing view that went away with the constraint still installed.
        for (member, stale) in constraint.itemViews.enumerated() {
            stale.view?.autoLayoutState?.usedBy.remove(constraint, member: member)
        }
        autoLayout.installed.append(constraint, member: InstalledConstraintList.installedMember)
        constraint.installedView = self
        constraint.itemViews = []
        for view in views.compactMap({ $0 }) where !constraint.itemViews.contains(where: { $0.view === view }) {
            constraint.itemViews.append(ConstraintItemView(view: view))
            view.autoLayout.usedBy.append(constraint, member: constraint.itemViews.count - 1)
        }
        AutoLayoutBridge.constraintInstalled(constraint, on: self)
    }

    /// Installs each constraint (legacy: prefer `NSLayoutConstraint.activate`).
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Removes `constraint` if it is installed on this view.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.installedView === self, let state = autoLayoutState,
            state.installed.remove(constraint, member: InstalledConstraintList.installedMember)
        else { return }
        constraint.installedView = nil
        for (member, item) in constraint.itemViews.enumerated() {
            item.view?.autoLayoutState?.usedBy.remove(constraint, member: member)
        }
        constraint.itemViews = []
        AutoLayoutBridge.constraintRemoved(constraint, from: self)
    }

    /// Removes each constraint installed on this view.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    /// Whether the autoresizing mask becomes constraints that fix the view's frame (spec 17.8):
    /// true for views made in code.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoLayoutState?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            autoLayout.translatesAutoresizingMaskIntoConstraints = newValue
            AutoLayoutBridge.translatesAutoresizingMaskDidChange(self)
        }
    }

    /// How strongly the view resists growing beyond its intrinsic size on `axis` (250 by default).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let state = autoLayoutState else { return .defaultLow }
        return axis == .horizontal ? state.horizontalHugging : state.verticalHugging
    }

    /// Sets the hugging priority on `axis`.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard contentPriorityIsValid(priority, "content hugging") else { return }
        guard priority != contentHuggingPriority(for: axis) else { return }
        if axis == .horizontal {
            autoLayout.horizontalHugging = priority
        } else {
            autoLayout.verticalHugging = priority
        }
        AutoLayoutBridge.contentPrioritiesDidChange(self)
    }

    /// How strongly the view resists shrinking below its intrinsic size on `axis` (750 by default).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let state = autoLayoutState else { return .defaultHigh }
        return axis == .horizontal ? state.horizontalCompressionResistance : state.verticalCompressionResistance
    }

    /// Sets the compression-resistance priority on `axis`.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis)
    {
        guard contentPriorityIsValid(priority, "compression resistance") else { return }
        guard priority != contentCompressionResistancePriority(for: axis) else { return }
        if axis == .horizontal {
            autoLayout.horizontalCompressionResistance = priority
        } else {
            autoLayout.verticalCompressionResistance = priority
        }
        AutoLayoutBridge.contentPrioritiesDidChange(self)
    }

    private func contentPriorityIsValid(_ priority: UILayoutPriority, _ what: String) -> Bool {
        guard priority.isValid else {
            PortableUIKitDiagnostics.report(
                .invalidConstraint,
                "\(NSLayoutConstraint.name(of: self)) was given the \(what) priority \(priority.rawValue), outside (0, 1000]",
                fix: "use a priority above 0 and at most 1000", spec: "17.10")
            return false
        }
        return true
    }

    /// The guides this view owns, in the order they were added (its own margin and safe-area
    /// guides are not listed).
    public var layoutGuides: [UILayoutGuide] { autoLayoutState?.layoutGuides ?? [] }

    /// Adds a guide to this view; a guide belongs to one view at a time.
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        if let owner = layoutGuide.owningView {
            if owner === self { return }
            PortableUIKitDiagnostics.report(
                .invalidLayoutUse,
                "\(layoutGuide) already belongs to \(NSLayoutConstraint.name(of: owner)) and was added to \(NSLayoutConstraint.name(of: self))",
                fix: "remove it from its owning view first", spec: "17.12")
            return
        }
        layoutGuide.owningView = self
        autoLayout.layoutGuides.append(layoutGuide)
        AutoLayoutBridge.layoutGuidesDidChange(self)
    }

    /// Removes a guide this view owns.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningView === self, let state = autoLayoutState,
            let index = state.layoutGuides.firstIndex(where: { $0 === layoutGuide })
        else { return }
        state.layoutGuides.remove(at: index)
        layoutGuide.owningView = nil
        AutoLayoutBridge.layoutGuidesDidChange(self)
    }

    /// The closest view that is this view or an ancestor of it and of `other`.
    func closestCommonAncestor(with other: UIView) -> UIView? {
        var ancestors = Set<ObjectIdentifier>()
        var cursor: UIView? = self
        while let view = cursor { ancestors.insert(ObjectIdentifier(view)); cursor = view._superview }
        cursor = other
        while let view = cursor {
            if ancestors.contains(ObjectIdentifier(view)) { return view }
            cursor = view._superview
        }
        return nil
    }
}
#endif

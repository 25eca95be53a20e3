#if !canImport(UIKit)
import Foundation

/// Arranging and unarranging views, spacing, and keeping the constraints current.
extension UIStackView {
    func arrange(_ view: UIView, at requestedIndex: Int, appending: Bool) {
        let verb = appending ? "addArrangedSubview(_:)" : "insertArrangedSubview(_:at: \(requestedIndex))"
        guard view !== self else {
            return refuse("\(verb) was given the stack view itself", fix: "arrange a subview, not the stack")
        }
        guard !isDescendant(of: view) else {
            return refuse(
                "\(verb) was given \(type(of: view)), which contains the stack view",
                fix:
                    "arrange a view outside the stack's ancestors; UIKit raises here (a view cannot contain its ancestor)"
            )
        }
        let existing = arrangement.index(of: view)
        let count = arrangement.views.count - (existing == nil ? 0 : 1)
        let index = appending ? count : requestedIndex
        guard index >= 0, index <= count else {
            return refuse(
                "\(verb) was given an index outside 0…\(count)",
                fix: "insert at an index from 0 to arrangedSubviews.count; UIKit raises here")
        }
        if let existing { arrangement.views.remove(at: existing) }
        if view.superview !== self {
            addSubview(view)
        }
        arrangement.views.insert(view, at: index)
        view.translatesAutoresizingMaskIntoConstraints = false
        observeHidden(of: view)
        arrangementDidChange()
    }

    func unarrange(_ view: UIView) {
        guard let index = arrangement.index(of: view) else { return }
        arrangement.views.remove(at: index)
        let id = ObjectIdentifier(view)
        arrangement.customSpacings[id] = nil
        arrangement.hiddenObservations.removeValue(forKey: id)?.invalidate()
        arrangementDidChange()
    }

    func setSpacing(_ value: CGFloat) {
        guard value.isFinite else {
            return refuse(
                "spacing was set to \(value)",
                fix: "give a finite spacing (negative values overlap the views); the stack keeps \(arrangement.spacing)"
            )
        }
        guard value != arrangement.spacing else { return }
        arrangement.spacing = value
        arrangementDidChange()
    }

    func storeCustomSpacing(_ value: CGFloat, after view: UIView) {
        guard value.isFinite else {
            return refuse(
                "setCustomSpacing(\(value), after:) was given a spacing that is not a finite number",
                fix: "give a finite spacing, or spacingUseDefault to go back to the stack's spacing")
        }
        guard arrangement.contains(view) else {
            return refuse(
                "setCustomSpacing(_:after:) was given \(type(of: view)), which is not an arranged subview",
                fix: "set custom spacing after one of arrangedSubviews (it is dropped when the view leaves them)")
        }
        let id = ObjectIdentifier(view)
        let stored: CGFloat? = value == Self.spacingUseDefault ? nil : value
        guard arrangement.customSpacings[id] != stored else { return }
        arrangement.customSpacings[id] = stored
        arrangementDidChange()
    }

    private func refuse(_ message: String, fix: String) {
        PortableUIKitDiagnostics.report(
            .invalidStackViewUse, "UIStackView: \(message); ignored", fix: fix, spec: "UIStackView")
    }

    /// Watches `isHidden` of an arranged view (UIKit's stack view observes it too).
    private func observeHidden(of view: UIView) {
        let id = ObjectIdentifier(view)
        guard arrangement.hiddenObservations[id] == nil else { return }
        let entry = KeyValueObserverRegistry.register(view, keyPath: \UIView.isHidden, options: [.old, .new]) {
            [weak self] view, change in
            guard change.oldValue != change.newValue else { return }
            MainActor.assumeIsolated { self?.arrangedViewHiddenDidChange(view) }
        }
        arrangement.hiddenObservations[id] = entry
    }

    /// Re-plans; inside an animation block, lays out the stack's hierarchy at once so that the
    /// collapse (or reappearance) animates with the block.
    private func arrangedViewHiddenDidChange(_ view: UIView) {
        guard arrangement.contains(view) else { return }
        arrangementDidChange()
        if UIView.inheritedAnimationDuration > 0 {
            var root: UIView = self
            while let parent = root.superview { root = parent }
            root.layoutIfNeeded()
        }
    }

    /// What the planner reads now.
    func currentPlanner() -> StackLayoutPlanner {
        let margins = directionalLayoutMargins
        var planner = StackLayoutPlanner(
            axis: axis, distribution: distribution, alignment: alignment, spacing: arrangement.spacing,
            isBaselineRelativeArrangement: isBaselineRelativeArrangement,
            isLayoutMarginsRelativeArrangement: isLayoutMarginsRelativeArrangement,
            marginsAlongAxis: axis == .horizontal ? margins.leading + margins.trailing : margins.top + margins.bottom)
        let horizontal = axis == .horizontal
        planner.items = arrangement.views.map { view in
            let size = view.intrinsicContentSize
            let main = horizontal ? size.width : size.height
            let across = horizontal ? size.height : size.width
            return StackArrangedItem(
                isHidden: view.isHidden,
                mainIntrinsicSize: main == UIView.noIntrinsicMetric || !main.isFinite ? nil : main,
                hasPerpendicularIntrinsicSize: across != UIView.noIntrinsicMetric && across.isFinite,
                mainHugging: view.contentHuggingPriority(for: axis),
                mainCompressionResistance: view.contentCompressionResistancePriority(for: axis),
                customSpacingAfter: arrangement.customSpacings[ObjectIdentifier(view)])
        }
        return planner
    }

    /// Something the arrangement depends on changed: plan again and update the constraints.
    func arrangementDidChange() {
        let planner = currentPlanner()
        arrangement.lastPlanner = planner
        arrangement.constraints.apply(planner.plan(), to: self)
        setNeedsLayout()
    }

    /// Plans again only when what the planner reads changed (intrinsic sizes, priorities, margins).
    func refreshArrangementIfInputsChanged() {
        guard currentPlanner() != arrangement.lastPlanner else { return }
        arrangementDidChange()
    }

    /// The view whose baseline stands for the stack's (UIKit's rule, in the class overview).
    func baselineView(first: Bool) -> UIView {
        let visible = arrangement.views.filter { !$0.isHidden }
        let chosen: UIView?
        if axis == .vertical {
            chosen = first ? visible.first : visible.last
        } else {
            // The tallest by its laid-out height, or its intrinsic height before layout.
            func height(_ view: UIView) -> CGFloat { max(view.frame.height, view.intrinsicContentSize.height) }
            chosen = visible.max { lhs, rhs in height(lhs) < height(rhs) }
        }
        guard let chosen else { return self }
        return first ? chosen.forFirstBaselineLayout : chosen.forLastBaselineLayout
    }
}
#endif

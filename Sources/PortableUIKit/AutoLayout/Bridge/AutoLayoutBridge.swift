#if !canImport(UIKit)
import Foundation

/// Where the constraint model tells the engine what changed (spec 17.15): each hook updates the
/// engine at once and marks the affected superviews as needing layout; frames change only in the
/// layout pass.
@MainActor
enum AutoLayoutBridge {
    static var host: AutoLayoutEngineHost { AutoLayoutEngineHost.shared }

    /// The frame of a guide in its owning view's coordinates: the engine's solution once the guide
    /// is in the engine (valid from the owning view's `layoutSubviews`, spec 17.12); a system
    /// guide outside the engine is its owning view's bounds inset by its insets.
    static func layoutFrame(of guide: UILayoutGuide) -> CGRect {
        guard let owner = guide.owningView else { return .zero }
        if let variables = host.guideVariables[ObjectIdentifier(guide)], variables.guide === guide {
            return host.rect(of: variables)
        }
        let size = CGRect(origin: .zero, size: owner.bounds.size)
        switch guide.systemRole {
        case .safeArea: return size.inset(by: owner.safeAreaInsets)
        case .layoutMargins, .readableContent: return size.inset(by: owner.layoutMargins)
        case .keyboard:
            let height = owner.keyboardGuideHeight
            return CGRect(x: 0, y: size.height - height, width: size.width, height: height)
        case nil: return .zero
        }
    }

    /// `constraint` was installed on `view`: into the engine, or broken when the required
    /// constraints cannot all hold with it (spec 17.17).
    static func constraintInstalled(_ constraint: NSLayoutConstraint, on view: UIView) {
        host.sweepIfNeeded()
        if let stale = host.records[ObjectIdentifier(constraint)] { host.uninstall(stale) }
        var builder = ConstraintExpressionBuilder(host: host, installView: view)
        guard let engineConstraint = builder.engineConstraint(for: constraint) else {
            builder.releaseAll()
            return
        }
        let record = ConstraintRecord(constraint: constraint, items: builder.retained)
        record.engineConstraint = engineConstraint
        host.records[ObjectIdentifier(constraint)] = record
        enter(record)
        markAffected(record, installedOn: view)
    }

    /// `constraint` was removed from `view`.
    static func constraintRemoved(_ constraint: NSLayoutConstraint, from view: UIView) {
        guard let record = host.records.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        guard record.constraint === constraint else {
            host.records[ObjectIdentifier(constraint)] = record  // another constraint's, at a reused address
            return
        }
        markAffected(record, installedOn: view)
        host.uninstall(record)
    }

    /// `translatesAutoresizingMaskIntoConstraints` changed: the mask constraints come or go.
    static func translatesAutoresizingMaskDidChange(_ view: UIView) {
        guard view.autoLayoutState?.itemVariables != nil else { return }
        host.refreshMaskConstraints(of: view)
        view._superview?.setNeedsLayout()
    }

    /// A hugging or compression-resistance priority changed: the content-size constraints follow.
    static func contentPrioritiesDidChange(_ view: UIView) {
        intrinsicContentSizeDidChange(view)
    }

    /// The view's intrinsic content size may have changed (`invalidateIntrinsicContentSize()`).
    static func intrinsicContentSizeDidChange(_ view: UIView) {
        guard let variables = view.autoLayoutState?.itemVariables else { return }
        if host.refreshIntrinsicConstraints(variables) { view._superview?.setNeedsLayout() }
        baselinesMayHaveChanged(view)
    }

    /// A guide was added to or removed from `view`: constraints that use a guide `view` no longer
    /// owns are deactivated, as its items have no common ancestor any more.
    static func layoutGuidesDidChange(_ view: UIView) {
        let removed = host.guideVariables.values.compactMap { variables -> UILayoutGuide? in
            guard variables.guideOwner === view, let guide = variables.guide, guide.owningView !== view else {
                return nil
            }
            return guide
        }
        guard !removed.isEmpty else { return }
        removeConstraints(from: view, whereAnyItem: { item in removed.contains { $0 === item } })
    }

    /// Frame, bounds or center of `view` were set: a view that translates its mask moves its
    /// constraints to the new frame (spec 17.8).
    static func geometryDidChange(_ view: UIView) {
        guard view.autoLayoutState?.itemVariables != nil, view.translatesAutoresizingMaskIntoConstraints else { return }
        host.refreshMaskConstraints(of: view)
    }

    /// Puts a record's constraint into the engine, or breaks it (spec 17.17).
    static func enter(_ record: ConstraintRecord) {
        guard let engineConstraint = record.engineConstraint, let constraint = record.constraint else { return }
        host.flushMaskConstraints(attachedOnly: true)
        if host.add(engineConstraint) {
            record.isInEngine = true
            record.refusedForValue = false
        } else {
            record.isInEngine = false
            switch host.lastRefusal {
            case .invalidConstraint?, .invalidValue?: record.refusedForValue = true
            default: record.refusedForValue = false
            }
            UnsatisfiableConstraintReport.report(breaking: "\(constraint)", engineConstraint, host: host)
        }
    }

    /// The items' superviews (and the installing view) lay out again; the window runs a pass.
    static func markAffected(_ record: ConstraintRecord, installedOn view: UIView) {
        for item in record.items {
            if let itemView = item.view { itemView._superview?.setNeedsLayout() }
            item.guideOwner?.setNeedsLayout()
        }
        view.setNeedsLayout()
    }

    /// Deactivates the constraints installed on `view` and its ancestors that use a matching item.
    static func removeConstraints(from view: UIView, whereAnyItem matches: (AnyObject) -> Bool) {
        var cursor: UIView? = view
        while let ancestor = cursor {
            if let installed = ancestor.autoLayoutState?.installed, !installed.isEmpty {
                for constraint in installed.all where constraint.allItems.contains(where: matches) {
                    ancestor.removeConstraint(constraint)
                }
            }
            cursor = ancestor._superview
        }
    }
}
#endif

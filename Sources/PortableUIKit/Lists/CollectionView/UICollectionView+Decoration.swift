#if !canImport(UIKit)
import Foundation

/// Decoration views: the layout registers their classes by kind and returns their attributes
/// from `layoutAttributesForElements(in:)`; the collection view creates them (no data source is
/// asked), shows those whose frames meet the bounds, and reuses them by kind like cells
/// (facts 20.10–20.13).
extension UICollectionView {
    /// The pool of decoration views of `kind` and class `type` (a new registration for the
    /// kind never gets views of the old class).
    static func decorationPoolKey(_ kind: String, _ type: AnyClass) -> String {
        "decoration\u{0}" + kind + "\u{0}" + String(describing: ObjectIdentifier(type))
    }

    /// Shows the decoration view for `attributes`: a waiting one of its kind (after
    /// `prepareForReuse()`) or a new instance of the class the layout registered. An
    /// unregistered kind is reported once per kind and shows nothing.
    @discardableResult
    func show(decorationWith attributes: UICollectionViewLayoutAttributes, key: CollectionSupplementaryKey)
        -> UICollectionReusableView?
    {
        guard let type = layout.decorationClasses[key.kind] else {
            if reportedDecorationKinds.insert(key.kind).inserted {
                PortableUIKitDiagnostics.report(
                    .invalidListUse,
                    "\(layout) returned attributes of a decoration view of kind \"\(key.kind)\" at \(key.indexPath), but no class is registered for that kind",
                    fix: "call register(_:forDecorationViewOfKind:) on the layout before returning its attributes",
                    spec: "20.11")
            }
            return nil
        }
        let view: UICollectionReusableView
        if let waiting = reusePool.dequeue(identifier: Self.decorationPoolKey(key.kind, type)) {
            waiting.prepareForReuse()
            view = waiting
        } else {
            view =
                RegisteredViewClass.makeView(of: type, frame: attributes.frame) as? UICollectionReusableView
                ?? UICollectionReusableView(frame: attributes.frame)
            view.storedReuseIdentifier = key.kind
        }
        insertDecorationView(view)
        view.applyLayoutAttributes(attributes)
        visibleDecorationByKey[key] = view
        return view
    }

    /// Decoration views sit above the background view and below cells and supplementary views
    /// [UNC: UIKit orders by zIndex].
    private func insertDecorationView(_ view: UIView) {
        guard view.superview !== self else { return }
        if let backgroundView, backgroundView.superview === self {
            insertSubview(view, aboveSubview: backgroundView)
        } else {
            insertSubview(view, at: 0)
        }
    }

    /// A decoration view leaves the screen and waits in the pool of its kind.
    func retire(decoration view: UICollectionReusableView, key: CollectionSupplementaryKey) {
        view.removeFromSuperview()
        reusePool.enqueue(view, identifier: Self.decorationPoolKey(key.kind, type(of: view)))
    }

    /// The class registered for `kind` changed: visible views of the old class leave, and the
    /// next layout pass shows views of the new one.
    func decorationRegistrationDidChange(kind: String) {
        for (key, view) in visibleDecorationByKey where key.kind == kind {
            retire(decoration: view, key: key)
            visibleDecorationByKey[key] = nil
        }
        reportedDecorationKinds.remove(kind)
        queriedRect = .null
        setNeedsLayout()
    }

    // MARK: Animated updates

    /// Starts a batch update's or layout change's decoration animation, once the layout's new
    /// attributes are queried: views whose kind and index path stay are kept, new ones appear at
    /// the layout's initial attributes, and those that go are moved out of the visible set with
    /// the layout's final attributes (fact 20.13).
    func beginDecorationTransition() -> DecorationTransition {
        var transition = DecorationTransition()
        for attributes in queriedAttributes
        where attributes.representedElementCategory == .decorationView && attributes.frame.showsElement(in: bounds) {
            let key = CollectionSupplementaryKey(
                kind: attributes.representedElementKind ?? "", indexPath: attributes.indexPath)
            transition.final[key] = attributes
        }
        for (key, view) in visibleDecorationByKey where transition.final[key] == nil {
            let final =
                shownAttributes(
                    layout.finalLayoutAttributesForDisappearingDecorationElement(ofKind: key.kind, at: key.indexPath))
                ?? Self.faded(frame: view.frame, indexPath: key.indexPath, layout: layout)
            transition.leaving.append((key, view, final))
            visibleDecorationByKey[key] = nil
        }
        for (key, attributes) in transition.final where visibleDecorationByKey[key] == nil {
            guard let view = show(decorationWith: attributes, key: key) else { continue }
            let initial =
                shownAttributes(
                    layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: key.kind, at: key.indexPath))
                ?? Self.faded(frame: attributes.frame, indexPath: key.indexPath, layout: layout)
            view.applyLayoutAttributes(initial)
        }
        return transition
    }

    /// Inside the animation: the visible decoration views take their final attributes, the
    /// leaving ones the layout's final attributes for them.
    func animateDecorations(_ transition: DecorationTransition) {
        for (key, view) in visibleDecorationByKey {
            if let attributes = transition.final[key] { view.applyLayoutAttributes(attributes) }
        }
        for (_, view, final) in transition.leaving { view.applyLayoutAttributes(final) }
    }
}

/// The decoration views of one animated update: where the visible ones end, and those leaving.
struct DecorationTransition {
    var final: [CollectionSupplementaryKey: UICollectionViewLayoutAttributes] = [:]
    var leaving: [(CollectionSupplementaryKey, UICollectionReusableView, UICollectionViewLayoutAttributes)] = []
}
#endif

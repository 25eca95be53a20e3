#if !canImport(UIKit)
import Foundation

/// One linear relation between two layout items (spec 17.1):
/// `firstItem.firstAttribute {==, <=, >=} multiplier × secondItem.secondAttribute + constant`.
///
/// Items are views and layout guides, held weakly. A constraint UIKit would refuse with
/// `NSInvalidArgumentException` is still created, with an `invalidConstraint` diagnostic, and is
/// never installed. Activation installs the constraint on the closest common ancestor of its items
/// (spec 17.4); `constant` and optional priorities can change at any time (spec 17.5).
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    nonisolated(unsafe) private weak var storedFirstItem: AnyObject?
    nonisolated(unsafe) private weak var storedSecondItem: AnyObject?
    /// What the constraint relates: set by the initializer that made it, after `init()` (UIKit's
    /// one designated initializer, so that subclasses inherit the others; spec 20.60). Stored
    /// apart from its main-actor accessors, as `storedConstant` is, so that `description`
    /// (nonisolated, as NSObject's) can read it; it is written only on the main actor, while the
    /// constraint is being made.
    nonisolated(unsafe) private var definition = Definition.empty

    /// The attribute of the first item.
    open var firstAttribute: NSLayoutConstraint.Attribute { definition.firstAttribute }
    /// The attribute of the second item (``Attribute/notAnAttribute`` when there is none).
    open var secondAttribute: NSLayoutConstraint.Attribute { definition.secondAttribute }
    /// The relation between the two sides.
    open var relation: NSLayoutConstraint.Relation { definition.relation }
    /// The factor applied to the second attribute.
    open var multiplier: CGFloat { definition.multiplier }
    /// Why UIKit would have refused this constraint; nil for a valid one.
    var invalidReason: String? { definition.invalidReason }
    /// The view the constraint is installed on; nil while inactive.
    nonisolated(unsafe) weak var installedView: UIView?
    /// The views of its items while installed (each lists it in `usedBy`), with its position there.
    var itemViews: [ConstraintItemView] = []
    /// Its position in its installing view's `installed` list (-1 while not listed).
    var installedSlot = -1
    /// What the two sides stand for; the engine bridge reads these, not the items and attributes
    /// (they also cover `anchorWithOffset(to:)` distances).
    var firstTerm: LayoutAnchorTerm { definition.firstTerm }
    var secondTerm: LayoutAnchorTerm? { definition.secondTerm }

    /// The first object in the constraint.
    open var firstItem: AnyObject? { storedFirstItem }
    /// The second object in the constraint, or nil.
    open var secondItem: AnyObject? { storedSecondItem }

    /// The constant added to the multiplied second attribute. Changing it is the fast path
    /// (spec 17.5, 17.21): the engine updates at once, frames at the next layout pass.
    open var constant: CGFloat {
        get { storedConstant }
        set {
            let oldValue = storedConstant
            guard newValue != oldValue else { return }
            guard newValue.isFinite else {
                PortableUIKitDiagnostics.report(
                    .invalidConstraint, "\(self) was given the constant \(newValue), which is not a finite number",
                    fix: "give a finite constant; the constraint keeps \(oldValue)", spec: "17.5")
                return
            }
            storedConstant = newValue
            constantDidChange(from: oldValue)
        }
    }
    // Stored apart from their main-actor accessors so that `description` (nonisolated, as NSObject's)
    // can read them.
    nonisolated(unsafe) private var storedConstant: CGFloat = 0
    nonisolated(unsafe) private var storedPriority: UILayoutPriority = .required
    nonisolated(unsafe) private var storedIdentifier: String?

    /// The priority: required (1000) by default. Valid values are in (0, 1000]; a constraint
    /// installed in a window cannot change between required and optional (spec 17.3, 17.5).
    open var priority: UILayoutPriority {
        get { storedPriority }
        set {
            let oldValue = storedPriority
            guard newValue != oldValue else { return }
            if !newValue.isValid {
                PortableUIKitDiagnostics.report(
                    .invalidConstraint, "\(self) was given the priority \(newValue.rawValue), outside (0, 1000]",
                    fix: "use a priority above 0 and at most 1000 (UILayoutPriority.required)", spec: "17.3")
            } else if newValue.isRequired != oldValue.isRequired, let view = installedView, view.window != nil {
                // Only a constraint a window's layout engine holds (spec 17.5): one activated on views
                // not yet in a window may still change (Parchment lowers one in its initializer).
                PortableUIKitDiagnostics.report(
                    .invalidConstraint,
                    "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority \(Self.number(CGFloat(newValue.rawValue))) and the existing priority was \(Self.number(CGFloat(oldValue.rawValue))). (\(self))",
                    fix: "deactivate the constraint, change its priority, then activate it again", spec: "17.5")
            } else {
                storedPriority = newValue
                priorityDidChange(from: oldValue)
            }
        }
    }

    /// The name shown in the constraint's description.
    open var identifier: String? {
        get { storedIdentifier }
        set { storedIdentifier = newValue }
    }
    /// Whether the owning view archives the constraint (false by default).
    open var shouldBeArchived = false

    /// Creates a constraint `view1.attr1 relation multiplier × view2.attr2 + c`; inactive and
    /// required. Items are views or layout guides.
    public convenience init(
        item view1: Any, attribute attr1: NSLayoutConstraint.Attribute,
        relatedBy relation: NSLayoutConstraint.Relation, toItem view2: Any?,
        attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        // A size times 0 is a constant: UIKit's constraint reads back with no second item and a
        // multiplier of 1 (spec 17.1).
        let constantSize = multiplier == 0 && view2 != nil && attr1.kind == .size
        self.init(
            first: view1 as AnyObject, attr1, relation, second: constantSize ? nil : view2.map { $0 as AnyObject },
            constantSize ? .notAnAttribute : attr2, multiplier: constantSize ? 1 : multiplier, constant: c)
    }

    /// A constraint that relates nothing (UIKit's designated initializer, inherited from
    /// `NSObject`): it has no items, and activating it is refused. Every other initializer calls
    /// it, then sets what the constraint relates.
    public override init() {
        super.init()
    }

    /// A constraint between attributes of two items; every constructor (anchors, visual format,
    /// stack views) uses it.
    convenience init(
        first: AnyObject, _ attr1: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
        second: AnyObject?, _ attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant: CGFloat,
        priority: UILayoutPriority = .required
    ) {
        self.init()
        let invalidReason = ConstraintValidation.reason(
            first: first, attr1, second: second, attr2, multiplier: multiplier, constant: constant)
        define(
            Definition(
                firstAttribute: attr1, secondAttribute: second == nil ? .notAnAttribute : attr2, relation: relation,
                multiplier: multiplier, invalidReason: invalidReason,
                firstTerm: .attribute(LayoutItemReference(object: first), attr1),
                secondTerm: second.map { .attribute(LayoutItemReference(object: $0), attr2) }),
            first: first, second: second, constant: constant, priority: priority)
        if let invalidReason {
            PortableUIKitDiagnostics.report(
                .invalidConstraint, "\(self) cannot be made: \(invalidReason)",
                fix:
                    "relate a position to a position on the same axis, or a size to a size or a constant; UIKit raises NSInvalidArgumentException here",
                spec: "17.1")
        }
    }

    /// A constraint between two anchor terms (anchors, distances); items and attributes are the
    /// terms' first ones. Validation is the anchor factories' job.
    convenience init(
        firstTerm: LayoutAnchorTerm, _ relation: NSLayoutConstraint.Relation, secondTerm: LayoutAnchorTerm?,
        multiplier: CGFloat, constant: CGFloat, priority: UILayoutPriority = .required, invalidReason: String? = nil
    ) {
        self.init()
        // A size times 0 is a constant, as with the item initializer (spec 17.1).
        let secondTerm = multiplier == 0 && firstTerm.attribute.kind == .size ? nil : secondTerm
        let multiplier = secondTerm == nil && multiplier == 0 ? 1 : multiplier
        let reason =
            invalidReason
            ?? ((multiplier.isFinite && constant.isFinite)
                ? nil : "the multiplier (\(multiplier)) and constant (\(constant)) must be finite numbers")
        define(
            Definition(
                firstAttribute: firstTerm.attribute, secondAttribute: secondTerm?.attribute ?? .notAnAttribute,
                relation: relation, multiplier: multiplier, invalidReason: reason, firstTerm: firstTerm,
                secondTerm: secondTerm),
            first: firstTerm.item, second: secondTerm?.item, constant: constant, priority: priority)
        if let reason {
            PortableUIKitDiagnostics.report(
                .invalidConstraint, "\(self) cannot be made: \(reason)", fix: "give finite, matching anchors",
                spec: "17.6")
        }
    }

    /// Sets what the constraint relates, once, while it is being made.
    private func define(
        _ definition: Definition, first: AnyObject?, second: AnyObject?, constant: CGFloat, priority: UILayoutPriority
    ) {
        self.definition = definition
        storedFirstItem = first
        storedSecondItem = second
        storedConstant = constant.isFinite ? constant : 0
        storedPriority = priority.isValid ? priority : .required
    }

    /// The first anchor of the constraint: the item's own anchor object (spec 17.6).
    open var firstAnchor: NSLayoutAnchor<AnyObject> { NSLayoutAnchor<AnyObject>.anchor(for: firstTerm) }
    /// The second anchor, or nil for a constraint to a constant.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? { secondTerm.map { NSLayoutAnchor<AnyObject>.anchor(for: $0) } }

    /// Whether the constraint is installed. Setting it installs on the items' closest common
    /// ancestor, or removes (spec 17.4).
    open var isActive: Bool {
        get { installedView != nil }
        set { newValue ? activate() : installedView?.removeConstraint(self) }
    }

    /// Activates each constraint; the same as setting ``isActive`` on each.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint; the same as clearing ``isActive`` on each.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    private func activate() {
        guard installedView == nil else { return }
        guard invalidReason == nil else {
            PortableUIKitDiagnostics.report(
                .invalidConstraint, "\(self) was activated, but UIKit refused to make it: \(invalidReason ?? "")",
                fix: "make a valid constraint instead", spec: "17.1")
            return
        }
        guard let ancestor = closestCommonAncestor else {
            PortableUIKitDiagnostics.report(
                .invalidConstraint,
                "\(self) was activated, but its items have no common ancestor (a view that holds both, or a layout guide with no owning view)",
                fix: "add both items to one view hierarchy before activating", spec: "17.4")
            return
        }
        ancestor.addConstraint(self)
    }

    /// The view an item belongs to: a view itself, a guide's owning view.
    static func owningView(of item: AnyObject?) -> UIView? {
        if let view = item as? UIView { return view }
        return (item as? UILayoutGuide)?.owningView
    }

    /// Every item the constraint refers to (two for item constraints, up to four with distances).
    var allItems: [AnyObject] { firstTerm.items + (secondTerm?.items ?? []) }

    /// The closest view that is an ancestor of (or equal to) every item's view; nil when an item is
    /// gone, is a guide with no owning view, or the items are in different hierarchies.
    var closestCommonAncestor: UIView? {
        let items = allItems
        guard items.count == 1 + (secondTerm == nil ? 0 : 1) + extraDistanceItems else { return nil }
        var ancestor: UIView?
        for item in items {
            guard let view = Self.owningView(of: item) else { return nil }
            guard let current = ancestor else { ancestor = view; continue }
            guard let common = current.closestCommonAncestor(with: view) else { return nil }
            ancestor = common
        }
        return ancestor
    }

    /// How many more items than one per side the terms hold (distances hold two).
    private var extraDistanceItems: Int {
        func extra(_ term: LayoutAnchorTerm?) -> Int {
            if case .distance(let from, let to) = term { return extra(from) + extra(to) + 1 }
            return 0
        }
        return extra(firstTerm) + extra(secondTerm)
    }

    // MARK: Description

    nonisolated open override var description: String {
        let definition = definition
        var text = "<NSLayoutConstraint:\(Self.address(self))"
        if let identifier = storedIdentifier { text += " '\(identifier)'" }
        text +=
            " \(Self.name(of: storedFirstItem)).\(definition.firstAttribute.printedName) \(definition.relation.printedSymbol) "
        var right = ""
        if storedSecondItem != nil || definition.secondAttribute != .notAnAttribute {
            if definition.multiplier != 1 { right += "\(Self.number(definition.multiplier))*" }
            right += "\(Self.name(of: storedSecondItem)).\(definition.secondAttribute.printedName)"
            if storedConstant != 0 {
                right += storedConstant < 0 ? " - \(Self.number(-storedConstant))" : " + \(Self.number(storedConstant))"
            }
        } else {
            right = Self.number(storedConstant)
        }
        text += right
        if !storedPriority.isRequired { text += " @\(Self.number(CGFloat(storedPriority.rawValue)))" }
        text += installedView != nil ? "   (active)>" : "   (inactive)>"
        return text
    }

    nonisolated static func address(_ object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
    }

    nonisolated static func name(of item: AnyObject?) -> String {
        guard let item else { return "nil" }
        if let guide = item as? UILayoutGuide {
            let id = guide.storedIdentifier.isEmpty ? "" : "'\(guide.storedIdentifier)'"
            return "UILayoutGuide:\(address(guide))\(id)"
        }
        return "\(type(of: item)):\(address(item))"
    }

    nonisolated static func number(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(Double(value))
    }
}

extension NSLayoutConstraint.Relation {
    var printedSymbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}
#endif

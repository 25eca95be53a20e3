#if !canImport(UIKit)
import Foundation

/// Turns a constraint's terms into engine expressions in the coordinates of the view it is
/// installed on (spec 17.2): an item's position there is the sum of the origin variables from the
/// item up to (not including) that view; the installing view's own origin is 0. Attributes:
/// left/top = x/y, right = x + w, centerX = x + w/2, leading/trailing by the item's resolved
/// layout direction, baselines by the text metrics of a label (a plain view's bottom), margin
/// attributes through `layoutMarginsGuide`. Every item used is retained in the engine.
@MainActor
struct ConstraintExpressionBuilder {
    let host: AutoLayoutEngineHost
    let installView: UIView
    private(set) var retained: [LayoutItemVariables] = []
    /// A constraint on leading/trailing whose first item lays out right to left is read with the x
    /// axis flipped (positions negated), so that `leading == leading + 20` is 20 pt inward in
    /// either direction, as in UIKit.
    private var flipsHorizontalPositions = false

    init(host: AutoLayoutEngineHost, installView: UIView) {
        self.host = host
        self.installView = installView
    }

    /// The engine form of `constraint`; nil when an item is gone or outside the installing view.
    mutating func engineConstraint(for constraint: NSLayoutConstraint) -> LayoutConstraint? {
        flipsHorizontalPositions =
            Self.usesDirectionalAttribute(constraint.firstTerm)
            && NSLayoutConstraint.owningView(of: constraint.firstItem)?.resolvedLayoutDirection == .rightToLeft
        guard let first = expression(constraint.firstTerm) else { return nil }
        var right = LayoutExpression(constant: Double(constraint.constant))
        if let secondTerm = constraint.secondTerm {
            guard let second = expression(secondTerm) else { return nil }
            right = second * Double(constraint.multiplier) + Double(constraint.constant)
        }
        let relation: LayoutRelation =
            switch constraint.relation {
            case .lessThanOrEqual: .lessThanOrEqual
            case .equal: .equal
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        return LayoutConstraint(
            first, relation, right, strength: LayoutStrength(priority: Double(constraint.priority.rawValue)))
    }

    /// Gives back what was retained (after a failed conversion).
    mutating func releaseAll() {
        for item in retained { host.release(item) }
        retained = []
    }

    static func usesDirectionalAttribute(_ term: LayoutAnchorTerm) -> Bool {
        switch term {
        case .attribute(_, let attribute): attribute.isDirectional
        case .distance(let from, let to): usesDirectionalAttribute(from) || usesDirectionalAttribute(to)
        }
    }

    mutating func expression(_ term: LayoutAnchorTerm) -> LayoutExpression? {
        switch term {
        case .attribute(let reference, let attribute):
            guard let item = reference.object, let absolute = expression(item, attribute) else { return nil }
            let isHorizontalPosition = attribute.axis == .horizontal && attribute.kind == .position
            return flipsHorizontalPositions && isHorizontalPosition ? absolute * -1 : absolute
        case .distance(let from, let to):
            guard let start = expression(from), let end = expression(to) else { return nil }
            return end - start
        }
    }

    private mutating func expression(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) -> LayoutExpression?
    {
        if let plain = attribute.withoutMargin {
            guard let view = item as? UIView else { return expression(item, plain) }
            return marginExpression(view, plain)
        }
        if attribute == .firstBaseline || attribute == .lastBaseline, let view = item as? UIView {
            return baselineExpression(view, first: attribute == .firstBaseline)
        }
        guard let frame = itemFrame(item) else { return nil }
        let halfWidth = LayoutExpression(frame.width) * 0.5, halfHeight = LayoutExpression(frame.height) * 0.5
        let leftToRight = frame.direction == .leftToRight
        switch attribute {
        case .left: return frame.x
        case .right: return frame.x + LayoutExpression(frame.width)
        case .leading: return leftToRight ? frame.x : frame.x + LayoutExpression(frame.width)
        case .trailing: return leftToRight ? frame.x + LayoutExpression(frame.width) : frame.x
        case .centerX: return frame.x + halfWidth
        case .width: return LayoutExpression(frame.width)
        case .top: return frame.y
        case .bottom, .firstBaseline, .lastBaseline: return frame.y + LayoutExpression(frame.height)
        case .centerY: return frame.y + halfHeight
        case .height: return LayoutExpression(frame.height)
        default: return nil
        }
    }

    /// A margin attribute: the same attribute of the view's margins guide (a guide with no owning
    /// view, which should not happen, falls back to the edge inset by the current margins).
    private mutating func marginExpression(_ view: UIView, _ plain: NSLayoutConstraint.Attribute) -> LayoutExpression? {
        let guide = view.layoutMarginsGuide
        if guide.owningView === view { return expression(guide, plain) }
        guard let edge = expression(view, plain) else { return nil }
        let m = view.layoutMargins
        let leftToRight = view.resolvedLayoutDirection == .leftToRight
        let inset: CGFloat =
            switch plain {
            case .left: m.left
            case .right: -m.right
            case .top: m.top
            case .bottom: -m.bottom
            case .leading: leftToRight ? m.left : -m.right
            case .trailing: leftToRight ? -m.right : m.left
            case .centerX: (m.left - m.right) / 2
            case .centerY: (m.top - m.bottom) / 2
            default: 0
            }
        return edge + Double(inset)
    }

    /// A baseline of `view`: of its `forFirstBaselineLayout` / `forLastBaselineLayout` view. A label
    /// with text has its text centred vertically (as UILabel draws it): first baseline = top of
    /// the text + ascender, last = bottom of the text − (line height − ascender). Others: bottom.
    private mutating func baselineExpression(_ view: UIView, first: Bool) -> LayoutExpression? {
        let target = first ? view.forFirstBaselineLayout : view.forLastBaselineLayout
        let baselineView = target === view || target.isDescendant(of: view) ? target : view
        guard let frame = itemFrame(baselineView) else { return nil }
        let middle = frame.y + LayoutExpression(frame.height) * 0.5
        guard let label = baselineView as? UILabel, let text = label.text, !text.isEmpty, let font = label.font else {
            return frame.y + LayoutExpression(frame.height)
        }
        let textHeight = label.intrinsicContentSize.height
        let offset = first ? -textHeight / 2 + font.ascender : textHeight / 2 - (font.lineHeight - font.ascender)
        return middle + Double(offset)
    }

    struct ItemFrame {
        var x: LayoutExpression
        var y: LayoutExpression
        var width: LayoutVariable
        var height: LayoutVariable
        var direction: UIUserInterfaceLayoutDirection
    }

    /// The item's origin in the installing view's coordinates and its size variables.
    private mutating func itemFrame(_ item: AnyObject) -> ItemFrame? {
        let variables: LayoutItemVariables
        var chainStart: UIView?
        let direction: UIUserInterfaceLayoutDirection
        var x = LayoutExpression(), y = LayoutExpression()
        if let view = item as? UIView {
            variables = host.retain(view)
            retained.append(variables)
            direction = view.resolvedLayoutDirection
            if view !== installView {
                x = LayoutExpression(variables.x)
                y = LayoutExpression(variables.y)
                chainStart = view._superview
                guard chainStart != nil else { return nil }
            }
        } else if let guide = item as? UILayoutGuide, let owner = guide.owningView,
            let guideVariables = host.retain(guide)
        {
            variables = guideVariables
            retained.append(variables)
            direction = owner.resolvedLayoutDirection
            x = LayoutExpression(variables.x)
            y = LayoutExpression(variables.y)
            chainStart = owner
        } else {
            return nil
        }
        var cursor = chainStart
        while let view = cursor, view !== installView {
            let link = host.retain(view)
            retained.append(link)
            x = x + LayoutExpression(link.x)
            y = y + LayoutExpression(link.y)
            cursor = view._superview
            guard cursor != nil else { return nil }
        }
        return ItemFrame(x: x, y: y, width: variables.width, height: variables.height, direction: direction)
    }
}
#endif

import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

/// The constraint model (spec 17.1, 17.3–17.5): UIKit's raw values, what a new constraint is, which
/// constraints UIKit refuses to make, and what may change later. Layout itself is pinned elsewhere.
@MainActor
@Suite("NSLayoutConstraint model", .isolatedRuntime)
struct NSLayoutConstraintModelTests {
    @Test(
        "17.1 Attribute and Relation raw values are UIKit's (left 1 … firstBaseline 12, margins 13–20, notAnAttribute 0; ≤ −1, = 0, ≥ 1)"
    )
    func rawValues() {
        let attributes: [(NSLayoutConstraint.Attribute, Int)] = [
            (.left, 1), (.right, 2), (.top, 3), (.bottom, 4), (.leading, 5), (.trailing, 6), (.width, 7), (.height, 8),
            (.centerX, 9), (.centerY, 10), (.lastBaseline, 11), (.firstBaseline, 12), (.leftMargin, 13),
            (.rightMargin, 14), (.topMargin, 15), (.bottomMargin, 16), (.leadingMargin, 17), (.trailingMargin, 18),
            (.centerXWithinMargins, 19), (.centerYWithinMargins, 20), (.notAnAttribute, 0),
        ]
        for (attribute, raw) in attributes { #expect(attribute.rawValue == raw, "\(attribute)") }
        #expect(NSLayoutConstraint.Relation.lessThanOrEqual.rawValue == -1)
        #expect(NSLayoutConstraint.Relation.equal.rawValue == 0)
        #expect(NSLayoutConstraint.Relation.greaterThanOrEqual.rawValue == 1)
        #expect(NSLayoutConstraint.Axis.horizontal.rawValue == 0 && NSLayoutConstraint.Axis.vertical.rawValue == 1)
    }

    @Test(
        "17.3 UILayoutPriority constants: required 1000, defaultHigh 750, Catalyst 510/500/490, defaultLow 250, fittingSizeLevel 50"
    )
    func priorities() {
        #expect(UILayoutPriority.required.rawValue == 1000)
        #expect(UILayoutPriority.defaultHigh.rawValue == 750)
        #expect(UILayoutPriority.dragThatCanResizeScene.rawValue == 510)
        #expect(UILayoutPriority.sceneSizeStayPut.rawValue == 500)
        #expect(UILayoutPriority.dragThatCannotResizeScene.rawValue == 490)
        #expect(UILayoutPriority.defaultLow.rawValue == 250)
        #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect(UILayoutPriority.defaultLow + 1 == UILayoutPriority(251))
        #expect(UILayoutPriority.defaultHigh - 1 < .defaultHigh)
    }

    @Test("17.1 init(item:…) keeps what it was given; new constraints are inactive, required, unnamed, not archived")
    func newConstraint() {
        let a = UIView(), b = UIView()
        let c = NSLayoutConstraint(
            item: a, attribute: .leading, relatedBy: .greaterThanOrEqual, toItem: b, attribute: .trailing,
            multiplier: 2, constant: 8)
        #expect(c.firstItem === a && c.secondItem === b)
        #expect(c.firstAttribute == .leading && c.secondAttribute == .trailing)
        #expect(c.relation == .greaterThanOrEqual && c.multiplier == 2 && c.constant == 8)
        #expect(!c.isActive && c.priority == .required && c.identifier == nil && !c.shouldBeArchived)
        #expect(c.firstAnchor.item === a && c.secondAnchor?.item === b)
    }

    @Test(
        "17.1 a width equal to a constant is valid with toItem nil; a second attribute without a second item is ignored"
    )
    func constantSize() {
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        let c = NSLayoutConstraint(
            item: v, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .width, multiplier: 1, constant: 280)
        #expect(c.secondItem == nil && c.secondAttribute == .notAnAttribute && c.secondAnchor == nil)
        c.isActive = true
        #expect(c.isActive && v.constraints.contains { $0 === c })
    }

    @Test("17.1 UIKit's invalid constraints are reported as invalidConstraint and never install")
    func invalidConstraints() {
        let parent = UIView(), a = UIView(), b = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        let makers: [() -> NSLayoutConstraint] = [
            {
                NSLayoutConstraint(
                    item: a, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
                    constant: 200)
            },
            {
                NSLayoutConstraint(
                    item: a, attribute: .top, relatedBy: .equal, toItem: b, attribute: .height, multiplier: 1,
                    constant: 20)
            },
            {
                NSLayoutConstraint(
                    item: a, attribute: .leading, relatedBy: .equal, toItem: b, attribute: .right, multiplier: 1,
                    constant: 0)
            },
            {
                NSLayoutConstraint(
                    item: a, attribute: .left, relatedBy: .equal, toItem: b, attribute: .left, multiplier: 0,
                    constant: 0)
            },
            {
                NSLayoutConstraint(
                    item: a, attribute: .width, relatedBy: .equal, toItem: b, attribute: .width, multiplier: .nan,
                    constant: 0)
            },
            {
                NSLayoutConstraint(
                    item: a, attribute: .notAnAttribute, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                    multiplier: 1, constant: 0)
            },
            {
                NSLayoutConstraint(
                    item: "text", attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                    multiplier: 1, constant: 0)
            },
            {
                NSLayoutConstraint(
                    item: a, attribute: .width, relatedBy: .equal, toItem: b, attribute: .notAnAttribute, multiplier: 1,
                    constant: 0)
            },
        ]
        for make in makers {
            let c = expectDiagnostic(.invalidConstraint) { make() }
            expectDiagnostic(.invalidConstraint) { c.isActive = true }
            #expect(!c.isActive)
            expectDiagnostic(.invalidConstraint) { parent.addConstraint(c) }
            #expect(parent.constraints.isEmpty)
        }
    }

    @Test("17.1 width == 2 × height across axes and width == other.height are valid")
    func sizesAcrossAxes() {
        let a = UIView(), b = UIView()
        a.addSubview(b)
        let c = NSLayoutConstraint(
            item: a, attribute: .width, relatedBy: .equal, toItem: b, attribute: .height, multiplier: 2, constant: 0)
        c.isActive = true
        #expect(c.isActive)
    }

    @Test("17.4 isActive installs on the closest common ancestor; a one-item constraint on its view; false removes")
    func activationTarget() {
        let root = UIView(), box = UIView(), a = UIView(), b = UIView(), deep = UIView()
        for view in [box, a, b, deep] { view.translatesAutoresizingMaskIntoConstraints = false }
        root.addSubview(box)
        box.addSubview(a)
        box.addSubview(b)
        b.addSubview(deep)
        let sibling = NSLayoutConstraint(
            item: a, attribute: .top, relatedBy: .equal, toItem: deep, attribute: .top, multiplier: 1, constant: 0)
        sibling.isActive = true
        #expect(box.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(sibling)])
        let toAncestor = NSLayoutConstraint(
            item: deep, attribute: .left, relatedBy: .equal, toItem: box, attribute: .left, multiplier: 1, constant: 0)
        NSLayoutConstraint.activate([toAncestor])
        #expect(box.constraints.count == 2)
        let single = NSLayoutConstraint(
            item: deep, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
            constant: 4)
        single.isActive = true
        #expect(deep.constraints.count == 1 && single.isActive)
        NSLayoutConstraint.deactivate([sibling, single])
        #expect(!sibling.isActive && !single.isActive)
        #expect(box.constraints.count == 1 && deep.constraints.isEmpty)
        sibling.isActive = true
        #expect(sibling.isActive && box.constraints.count == 2)
    }

    @Test(
        "17.4 activating items with no common ancestor is refused with invalidConstraint; so is addConstraint on a view that is not an ancestor"
    )
    func noCommonAncestor() {
        let a = UIView(), b = UIView(), other = UIView()
        let c = NSLayoutConstraint(
            item: a, attribute: .top, relatedBy: .equal, toItem: b, attribute: .top, multiplier: 1, constant: 0)
        expectDiagnostic(.invalidConstraint) { c.isActive = true }
        #expect(!c.isActive)
        other.addSubview(a)
        expectDiagnostic(.invalidConstraint) { a.addConstraint(c) }
        #expect(a.constraints.isEmpty && !c.isActive)
        other.addSubview(b)
        c.isActive = true
        #expect(other.constraints.count == 1)
    }

    @Test(
        "17.3 priority: out-of-range values and required↔optional changes in a window's engine are refused; optional↔optional is allowed"
    )
    func priorityChanges() {
        let host = HeadlessHost()
        let v = UIView()
        host.window.addSubview(v)
        let c = NSLayoutConstraint(
            item: v, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
            constant: 10)
        c.priority = .defaultHigh
        #expect(c.priority == .defaultHigh)
        expectDiagnostic(.invalidConstraint) { c.priority = UILayoutPriority(0) }
        expectDiagnostic(.invalidConstraint) { c.priority = UILayoutPriority(1001) }
        #expect(c.priority == .defaultHigh)
        c.isActive = true
        c.priority = .defaultLow
        #expect(c.priority == .defaultLow)
        expectDiagnostic(.invalidConstraint) { c.priority = .required }
        #expect(c.priority == .defaultLow)
        c.isActive = false
        c.priority = .required
        #expect(c.priority == .required)
    }

    @Test("17.5 the constant can change any time; a non-finite constant is refused and the old one kept")
    func constantChanges() {
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        let c = NSLayoutConstraint(
            item: v, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
            constant: 10)
        c.isActive = true
        c.constant = 44
        #expect(c.constant == 44)
        expectDiagnostic(.invalidConstraint) { c.constant = .infinity }
        #expect(c.constant == 44)
    }

    @Test("17.5 the description names the items, attributes, relation, identifier and active state")
    func description() {
        let a = UIView(), b = UIView()
        a.addSubview(b)
        let c = NSLayoutConstraint(
            item: b, attribute: .width, relatedBy: .lessThanOrEqual, toItem: a, attribute: .width, multiplier: 0.5,
            constant: -10)
        c.identifier = "half"
        c.priority = .defaultHigh
        let text = c.description
        #expect(text.hasPrefix("<NSLayoutConstraint:0x"))
        #expect(
            text.contains("'half'") && text.contains(".width <= 0.5*UIView:0x") && text.contains(" - 10")
                && text.contains("@750"))
        #expect(text.hasSuffix("(inactive)>"))
        c.isActive = true
        #expect(c.description.hasSuffix("(active)>"))
    }

    @Test(
        "17.12 a layout guide belongs to one view: addLayoutGuide sets owningView, a second owner is refused, remove clears it"
    )
    func guideOwnership() {
        let a = UIView(), b = UIView()
        let guide = UILayoutGuide()
        #expect(guide.owningView == nil && guide.identifier.isEmpty && guide.layoutFrame == .zero)
        a.addLayoutGuide(guide)
        #expect(guide.owningView === a && a.layoutGuides.count == 1)
        expectDiagnostic(.invalidLayoutUse) { b.addLayoutGuide(guide) }
        #expect(guide.owningView === a && b.layoutGuides.isEmpty)
        a.removeLayoutGuide(guide)
        #expect(guide.owningView == nil && a.layoutGuides.isEmpty)
    }

    @Test("17.10 hugging 250 and compression resistance 750 by default on both axes; settable, out-of-range refused")
    func contentPriorities() {
        let v = UIView()
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            #expect(v.contentHuggingPriority(for: axis) == .defaultLow)
            #expect(v.contentCompressionResistancePriority(for: axis) == .defaultHigh)
        }
        v.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        v.setContentCompressionResistancePriority(.required, for: .vertical)
        #expect(v.contentHuggingPriority(for: .horizontal).rawValue == 251)
        #expect(v.contentHuggingPriority(for: .vertical) == .defaultLow)
        #expect(v.contentCompressionResistancePriority(for: .vertical) == .required)
        expectDiagnostic(.invalidConstraint) { v.setContentHuggingPriority(UILayoutPriority(-1), for: .vertical) }
        #expect(v.contentHuggingPriority(for: .vertical) == .defaultLow)
        #expect(v.translatesAutoresizingMaskIntoConstraints)
    }
}

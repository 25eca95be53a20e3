import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTestTraits

/// Two sibling views in a container, the usual anchor setting.
@MainActor
struct AnchorFixture {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let a = UIView()
    let b = UIView()
    init() {
        a.translatesAutoresizingMaskIntoConstraints = false
        b.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(a)
        container.addSubview(b)
        // Placed by constraints (spec 17.8): with their masks translated, these constraints would conflict.
        a.translatesAutoresizingMaskIntoConstraints = false
        b.translatesAutoresizingMaskIntoConstraints = false
    }
}

@MainActor
@Suite("Anchors: constraint factories (spec 17.6, 17.7)", .isolatedRuntime) struct AnchorTests {
    @Test(
        "17.6 equalTo: first is the receiver's item, second the argument's, multiplier 1, constant 0, inactive, required"
    )
    func equalTo() {
        let f = AnchorFixture()
        let c = f.a.leadingAnchor.constraint(equalTo: f.b.trailingAnchor)
        #expect(c.firstItem === f.a && c.secondItem === f.b)
        #expect(c.firstAttribute == .leading && c.secondAttribute == .trailing)
        #expect(c.relation == .equal && c.multiplier == 1 && c.constant == 0)
        #expect(!c.isActive && c.priority == .required)
        #expect(c.firstAnchor.item === f.a && c.secondAnchor?.item === f.b)
    }

    @Test("17.6 the six NSLayoutAnchor factories give ==, >=, <= with and without a constant")
    func relationsAndConstants() {
        let f = AnchorFixture()
        let cases: [(NSLayoutConstraint, NSLayoutConstraint.Relation, CGFloat)] = [
            (f.a.topAnchor.constraint(equalTo: f.b.bottomAnchor, constant: 5), .equal, 5),
            (f.a.topAnchor.constraint(greaterThanOrEqualTo: f.b.bottomAnchor), .greaterThanOrEqual, 0),
            (f.a.topAnchor.constraint(greaterThanOrEqualTo: f.b.bottomAnchor, constant: 6), .greaterThanOrEqual, 6),
            (f.a.topAnchor.constraint(lessThanOrEqualTo: f.b.bottomAnchor), .lessThanOrEqual, 0),
            (f.a.topAnchor.constraint(lessThanOrEqualTo: f.b.bottomAnchor, constant: -7), .lessThanOrEqual, -7),
        ]
        for (c, relation, constant) in cases {
            #expect(c.relation == relation && c.constant == constant)
            #expect(c.firstAttribute == .top && c.secondAttribute == .bottom && c.multiplier == 1)
        }
    }

    @Test("17.6 dimensions: equalToConstant has no second item; multiplier forms mean first = m × second + c")
    func dimensions() {
        let f = AnchorFixture()
        let constant = f.a.widthAnchor.constraint(equalToConstant: 100)
        #expect(constant.secondItem == nil && constant.secondAttribute == .notAnAttribute && constant.constant == 100)
        #expect(f.a.heightAnchor.constraint(greaterThanOrEqualToConstant: 10).relation == .greaterThanOrEqual)
        #expect(f.a.heightAnchor.constraint(lessThanOrEqualToConstant: 10).relation == .lessThanOrEqual)
        let scaled = f.a.widthAnchor.constraint(equalTo: f.b.heightAnchor, multiplier: 2, constant: 3)
        #expect(scaled.firstAttribute == .width && scaled.secondAttribute == .height)
        #expect(scaled.multiplier == 2 && scaled.constant == 3 && scaled.relation == .equal)
        #expect(f.a.widthAnchor.constraint(equalTo: f.b.widthAnchor, multiplier: 0.5).multiplier == 0.5)
        let ge = f.a.widthAnchor.constraint(greaterThanOrEqualTo: f.b.widthAnchor, multiplier: 2, constant: 1)
        let le = f.a.widthAnchor.constraint(lessThanOrEqualTo: f.b.widthAnchor, multiplier: 3)
        #expect(ge.relation == .greaterThanOrEqual && ge.multiplier == 2 && ge.constant == 1)
        #expect(le.relation == .lessThanOrEqual && le.multiplier == 3 && le.constant == 0)
        #expect(
            f.a.widthAnchor.constraint(lessThanOrEqualTo: f.b.widthAnchor, multiplier: 3, constant: 4).constant == 4)
        #expect(f.a.widthAnchor.constraint(greaterThanOrEqualTo: f.b.widthAnchor, multiplier: 4).multiplier == 4)
    }

    @Test("17.6 every view anchor stands for its attribute; a guide has the same set without baselines")
    func viewAndGuideAnchors() {
        let view = UIView()
        let pairs: [(NSLayoutConstraint.Attribute?, NSLayoutConstraint.Attribute)] = [
            (view.leadingAnchor.constraint(equalTo: view.leadingAnchor).firstAttribute, .leading),
            (view.trailingAnchor.constraint(equalTo: view.trailingAnchor).firstAttribute, .trailing),
            (view.leftAnchor.constraint(equalTo: view.leftAnchor).firstAttribute, .left),
            (view.rightAnchor.constraint(equalTo: view.rightAnchor).firstAttribute, .right),
            (view.topAnchor.constraint(equalTo: view.topAnchor).firstAttribute, .top),
            (view.bottomAnchor.constraint(equalTo: view.bottomAnchor).firstAttribute, .bottom),
            (view.widthAnchor.constraint(equalToConstant: 1).firstAttribute, .width),
            (view.heightAnchor.constraint(equalToConstant: 1).firstAttribute, .height),
            (view.centerXAnchor.constraint(equalTo: view.centerXAnchor).firstAttribute, .centerX),
            (view.centerYAnchor.constraint(equalTo: view.centerYAnchor).firstAttribute, .centerY),
            (view.firstBaselineAnchor.constraint(equalTo: view.firstBaselineAnchor).firstAttribute, .firstBaseline),
            (view.lastBaselineAnchor.constraint(equalTo: view.lastBaselineAnchor).firstAttribute, .lastBaseline),
        ]
        for (actual, expected) in pairs { #expect(actual == expected) }
        let guide = UILayoutGuide()
        view.addLayoutGuide(guide)
        let guideAnchors: [(NSLayoutConstraint, NSLayoutConstraint.Attribute)] = [
            (guide.leadingAnchor.constraint(equalTo: view.leadingAnchor), .leading),
            (guide.trailingAnchor.constraint(equalTo: view.trailingAnchor), .trailing),
            (guide.leftAnchor.constraint(equalTo: view.leftAnchor), .left),
            (guide.rightAnchor.constraint(equalTo: view.rightAnchor), .right),
            (guide.topAnchor.constraint(equalTo: view.topAnchor), .top),
            (guide.bottomAnchor.constraint(equalTo: view.bottomAnchor), .bottom),
            (guide.widthAnchor.constraint(equalTo: view.widthAnchor), .width),
            (guide.heightAnchor.constraint(equalTo: view.heightAnchor), .height),
            (guide.centerXAnchor.constraint(equalTo: view.centerXAnchor), .centerX),
            (guide.centerYAnchor.constraint(equalTo: view.centerYAnchor), .centerY),
        ]
        for (c, attribute) in guideAnchors {
            #expect(c.firstItem === guide && c.firstAttribute == attribute && c.secondItem === view)
        }
        #expect(view.leadingAnchor.item === view && guide.topAnchor.item === guide)
    }

    @Test("17.4 an anchor constraint activates on the closest common ancestor and deactivates")
    func activation() {
        let f = AnchorFixture()
        let c = f.a.leadingAnchor.constraint(equalTo: f.b.trailingAnchor, constant: 8)
        c.isActive = true
        #expect(c.isActive && f.container.constraints.contains { $0 === c })
        c.isActive = false
        #expect(!c.isActive && f.container.constraints.isEmpty)
    }

    @Test("17.1 leading anchored to left is refused at creation with invalidConstraint and never activates")
    func mixedDirectionRefused() {
        let f = AnchorFixture()
        let c = expectDiagnostic(.invalidConstraint) { f.a.leadingAnchor.constraint(equalTo: f.b.leftAnchor) }
        expectDiagnostic(.invalidConstraint) { c.isActive = true }
        #expect(!c.isActive)
        let control = f.a.leftAnchor.constraint(equalTo: f.b.rightAnchor)  // positive control: no diagnostic
        control.isActive = true
        #expect(control.isActive)
    }

    @Test("17.6 anchorWithOffset(to:) is a dimension for the distance; constraining it relates distances")
    func anchorWithOffset() {
        let f = AnchorFixture()
        let gapA = f.a.trailingAnchor.anchorWithOffset(to: f.b.leadingAnchor)
        let gapB = f.b.bottomAnchor.anchorWithOffset(to: f.container.bottomAnchor)
        let fixed = gapA.constraint(equalToConstant: 20)
        #expect(fixed.firstAttribute == .notAnAttribute && fixed.constant == 20)
        guard case .distance(let from, let to) = fixed.firstTerm else {
            Issue.record("expected a distance term, got \(fixed.firstTerm)")
            return
        }
        #expect(from.item === f.a && from.attribute == .trailing && to.item === f.b && to.attribute == .leading)
        let a = f.a.topAnchor.anchorWithOffset(to: f.a.bottomAnchor)
        let ratio = a.constraint(equalTo: gapB, multiplier: 2)
        #expect(ratio.multiplier == 2)
        ratio.isActive = true
        #expect(ratio.isActive && f.container.constraints.contains { $0 === ratio })
    }

    @Test("17.6 anchorWithOffset between leading and left is refused when constrained")
    func offsetMixingDirectionsRefused() {
        let f = AnchorFixture()
        let gap = f.a.leadingAnchor.anchorWithOffset(to: f.b.leftAnchor)
        let c = expectDiagnostic(.invalidConstraint) { gap.constraint(equalToConstant: 10) }
        #expect(c.invalidReason != nil)
    }

    @Test("17.7 system spacing after is 8 × multiplier with the receiver trailing the argument")
    func systemSpacingAfter() {
        let f = AnchorFixture()
        let c = f.b.leadingAnchor.constraint(equalToSystemSpacingAfter: f.a.trailingAnchor, multiplier: 2)
        #expect(c.firstItem === f.b && c.secondItem === f.a && c.constant == 16 && c.relation == .equal)
        let ge = f.b.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: f.a.trailingAnchor, multiplier: 1)
        let le = f.b.leadingAnchor.constraint(lessThanOrEqualToSystemSpacingAfter: f.a.trailingAnchor, multiplier: 1)
        #expect(ge.relation == .greaterThanOrEqual && ge.constant == 8)
        #expect(le.relation == .lessThanOrEqual && le.constant == 8)
    }

    @Test("17.7 system spacing after between left anchors of a right-to-left view: the receiver is 8 to the left")
    func systemSpacingAfterRightToLeft() {
        let f = AnchorFixture()
        f.b.semanticContentAttribute = .forceRightToLeft
        let c = f.b.rightAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: f.a.leftAnchor, multiplier: 1)
        #expect(c.firstItem === f.b && c.relation == .lessThanOrEqual && c.constant == -8)
        let leading = f.b.leadingAnchor.constraint(equalToSystemSpacingAfter: f.a.trailingAnchor, multiplier: 1)
        #expect(leading.constant == 8)  // leading/trailing already follow the direction
    }

    @Test("17.7 system spacing below is 8 × multiplier on the y axis, with >= and <= forms")
    func systemSpacingBelow() {
        let f = AnchorFixture()
        let c = f.b.topAnchor.constraint(equalToSystemSpacingBelow: f.a.bottomAnchor, multiplier: 1.5)
        #expect(c.firstAttribute == .top && c.secondAttribute == .bottom && c.constant == 12)
        #expect(
            f.b.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: f.a.bottomAnchor, multiplier: 1).relation
                == .greaterThanOrEqual)
        #expect(
            f.b.topAnchor.constraint(lessThanOrEqualToSystemSpacingBelow: f.a.bottomAnchor, multiplier: 1).relation
                == .lessThanOrEqual)
    }

    @Test("17.6 NaN constants and multipliers are refused with invalidConstraint; the constraint is inert")
    func nonFiniteRefused() {
        let f = AnchorFixture()
        let c = expectDiagnostic(.invalidConstraint) { f.a.widthAnchor.constraint(equalToConstant: .nan) }
        let m = expectDiagnostic(.invalidConstraint) {
            f.a.widthAnchor.constraint(equalTo: f.b.widthAnchor, multiplier: .infinity)
        }
        let s = expectDiagnostic(.invalidConstraint) {
            f.a.topAnchor.constraint(equalToSystemSpacingBelow: f.b.bottomAnchor, multiplier: .nan)
        }
        for constraint in [c, m, s] {
            expectDiagnostic(.invalidConstraint) { constraint.isActive = true }
            #expect(!constraint.isActive)
        }
    }

    @Test("17.6 an anchor whose item was deallocated makes a refused constraint")
    func deallocatedItem() {
        let f = AnchorFixture()
        var anchor: NSLayoutXAxisAnchor?
        do {
            let gone = UIView()
            anchor = gone.leadingAnchor
        }
        guard let anchor else { return }
        #expect(anchor.item == nil)
        let c = expectDiagnostic(.invalidConstraint) { f.a.leadingAnchor.constraint(equalTo: anchor) }
        expectDiagnostic(.invalidConstraint) { c.isActive = true }
        #expect(!c.isActive)
    }

    @Test("17.6 a width related to a position through the untyped firstAnchor is refused")
    func untypedMismatchRefused() {
        let f = AnchorFixture()
        let width = f.a.widthAnchor.constraint(equalToConstant: 10)
        let leading = f.a.leadingAnchor.constraint(equalTo: f.b.leadingAnchor)
        expectDiagnostic(.invalidConstraint) { _ = width.firstAnchor.constraint(equalTo: leading.firstAnchor) }
        let ratio = f.a.widthAnchor.constraint(equalTo: f.a.heightAnchor, multiplier: 2)  // positive control
        #expect(ratio.invalidReason == nil)
    }

    @Test("17.6 an anchor's name is its item and attribute; its debugging members ask its item")
    func debugging() {
        let f = AnchorFixture()
        #expect(f.a.leadingAnchor.name.hasSuffix(".leading"))
        #expect(f.a.leadingAnchor.name.hasPrefix("UIView:0x"))
        let guide = UILayoutGuide()
        f.container.addLayoutGuide(guide)
        let c = guide.leadingAnchor.constraint(equalTo: f.container.leadingAnchor)
        c.isActive = true
        #expect(guide.leadingAnchor.constraintsAffectingLayout.contains { $0 === c })
        #expect(guide.topAnchor.constraintsAffectingLayout.isEmpty)
        #expect(guide.constraintsAffectingLayout(for: .horizontal).count == 1)
    }
}

import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTestTraits

@MainActor
func stackIdentifiers(_ stack: UIStackView) -> [String] { stack.constraints.compactMap(\.identifier) }

/// `UIStackView`'s API and arranged-subview rules (class overview: "Maintain consistency between
/// the arranged views and subviews"), checked on the view without solving.
@MainActor
@Suite("UIStackView: arranged subviews, properties and the constraints it makes (issue 20)", .isolatedRuntime)
struct UIStackViewArrangementTests {
    @Test(
        "UIStackView defaults: horizontal, .fill, .fill, spacing 0, no baseline or margins arrangement; UIKit's raw values"
    )
    func defaults() {
        let stack = UIStackView(frame: .zero)
        #expect(stack.axis == .horizontal && stack.distribution == .fill && stack.alignment == .fill)
        #expect(stack.spacing == 0 && !stack.isBaselineRelativeArrangement && !stack.isLayoutMarginsRelativeArrangement)
        #expect(stack.arrangedSubviews.isEmpty && stack.constraints.isEmpty)
        #expect(UIStackView.Alignment.top == .leading && UIStackView.Alignment.bottom == .trailing)
        #expect(
            [UIStackView.Alignment.fill, .leading, .firstBaseline, .center, .trailing, .lastBaseline].map(\.rawValue)
                == [0, 1, 2, 3, 4, 5])
        #expect(
            [UIStackView.Distribution.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering].map(
                \.rawValue) == [0, 1, 2, 3, 4])
        #expect(UIStackView.spacingUseDefault == CGFloat(Float.greatestFiniteMagnitude))
        #expect(UIStackView.spacingUseSystem == CGFloat(Float.leastNormalMagnitude))
        #expect(UIStackView(coder: NSCoder()).arrangedSubviews.isEmpty)
    }

    @Test(
        "UIStackView addArrangedSubview adds a subview and clears translatesAutoresizingMaskIntoConstraints; init(arrangedSubviews:) keeps order"
    )
    func addArranged() {
        let one = UIView(), two = UIView()
        #expect(one.translatesAutoresizingMaskIntoConstraints)
        let stack = UIStackView(arrangedSubviews: [one, two])
        #expect(stack.arrangedSubviews == [one, two] && stack.subviews == [one, two])
        #expect(!one.translatesAutoresizingMaskIntoConstraints && !two.translatesAutoresizingMaskIntoConstraints)
        #expect(stack.translatesAutoresizingMaskIntoConstraints, "the stack itself is untouched")
    }

    @Test(
        "UIStackView insertArrangedSubview: arrangement order is independent of subview (z) order; an arranged view moves"
    )
    func insertArranged() {
        let one = UIView(), two = UIView(), three = UIView()
        let stack = UIStackView(arrangedSubviews: [one, two])
        stack.insertArrangedSubview(three, at: 0)
        #expect(stack.arrangedSubviews == [three, one, two])
        #expect(stack.subviews == [one, two, three])
        stack.insertArrangedSubview(one, at: 2)
        #expect(stack.arrangedSubviews == [three, two, one])
        stack.addArrangedSubview(three)
        #expect(stack.arrangedSubviews == [two, one, three])
        let existing = UIView()
        stack.addSubview(existing)
        stack.insertArrangedSubview(existing, at: 1)
        #expect(stack.arrangedSubviews == [two, existing, one, three] && stack.subviews.count == 4)
    }

    @Test("UIStackView removeArrangedSubview leaves the view a subview; removeFromSuperview also unarranges it")
    func removeArranged() {
        let one = UIView(), two = UIView()
        let stack = UIStackView(arrangedSubviews: [one, two])
        stack.removeArrangedSubview(one)
        #expect(stack.arrangedSubviews == [two] && stack.subviews == [one, two])
        #expect(!stack.constraints.contains { $0.firstItem === one || $0.secondItem === one })
        two.removeFromSuperview()
        #expect(stack.arrangedSubviews.isEmpty && stack.constraints.isEmpty)
    }

    @Test("UIStackView: an arranged view added to another stack leaves the first stack's arrangement")
    func movedToAnotherStack() {
        let view = UIView()
        let first = UIStackView(arrangedSubviews: [view]), second = UIStackView(frame: .zero)
        second.addArrangedSubview(view)
        #expect(first.arrangedSubviews.isEmpty && first.constraints.isEmpty)
        #expect(second.arrangedSubviews == [view] && view.superview === second)
    }

    @Test("UIStackView constraints: UIKit's identifiers, installed on the stack and active (horizontal .fill, .fill)")
    func fillIdentifiers() {
        let one = UIView(), two = UIView()
        let stack = UIStackView(arrangedSubviews: [one, two])
        stack.spacing = 8
        #expect(stack.constraints.allSatisfy { $0.isActive })
        #expect(
            stackIdentifiers(stack).sorted() == [
                "UISV-alignment", "UISV-alignment", "UISV-canvas-connection", "UISV-canvas-connection",
                "UISV-canvas-connection", "UISV-canvas-connection", "UISV-spacing",
            ])
        let spacing = stack.constraints.first { $0.identifier == "UISV-spacing" }
        #expect(
            spacing?.firstItem === two && spacing?.firstAttribute == .leading && spacing?.secondItem === one
                && spacing?.secondAttribute == .trailing && spacing?.constant == 8)
    }

    @Test(
        "UIStackView alignment other than .fill: the UISV-alignment-spanner guide, boundaries and fit; removed again for .fill"
    )
    func spannerGuide() {
        let stack = UIStackView(arrangedSubviews: [UIView(), UIView()])
        stack.alignment = .center
        #expect(stack.layoutGuides.map(\.identifier) == ["UISV-alignment-spanner"])
        #expect(stackIdentifiers(stack).filter { $0 == "UISV-spanning-boundary" }.count == 4)
        #expect(stackIdentifiers(stack).contains("UISV-spanning-fit"))
        stack.alignment = .fill
        #expect(stack.layoutGuides.isEmpty && !stackIdentifiers(stack).contains("UISV-spanning-fit"))
    }

    @Test(
        "UIStackView .equalSpacing: one UISV-distributing guide per gap, equal widths; .fillEqually: UISV-fill-equally")
    func distributingGuides() {
        let stack = UIStackView(arrangedSubviews: [UIView(), UIView(), UIView()])
        stack.distribution = .equalSpacing
        #expect(stack.layoutGuides.map(\.identifier) == ["UISV-distributing", "UISV-distributing"])
        #expect(stackIdentifiers(stack).filter { $0 == "UISV-distributing-edge" }.count == 4)
        #expect(
            stack.constraints.filter { $0.identifier == "UISV-spacing" }.allSatisfy {
                $0.relation == .greaterThanOrEqual
            })
        stack.distribution = .fillEqually
        #expect(stack.layoutGuides.isEmpty)
        #expect(stackIdentifiers(stack).filter { $0 == "UISV-fill-equally" }.count == 2)
    }

    @Test(
        "UIStackView hidden arranged view: UISV-hiding zero size, its spacing dropped; showing it again restores the arrangement"
    )
    func hiding() {
        let one = UIView(), two = UIView(), three = UIView()
        let stack = UIStackView(arrangedSubviews: [one, two, three])
        let before = Set(stack.constraints.map(ObjectIdentifier.init))
        two.isHidden = true
        let hiding = stack.arrangement.constraints.constraints.filter { $0.identifier == "UISV-hiding" }
        #expect(hiding.count == 4 && hiding.allSatisfy { $0.firstItem === two && $0.isActive })
        #expect(
            two.constraints.map(\.firstAttribute) == [.width, .height],
            "one-item constraints are installed on the view itself (17.4)")
        #expect(stack.constraints.filter { $0.identifier == "UISV-spacing" }.count == 1)
        two.isHidden = false
        #expect(!stackIdentifiers(stack).contains("UISV-hiding") && two.constraints.isEmpty)
        #expect(stack.constraints.count == before.count)
    }

    @Test(
        "UIStackView reuses its constraints (17.21 churn): a spacing change updates constants only; an unrelated re-plan makes nothing"
    )
    func reuse() {
        let stack = UIStackView(arrangedSubviews: [UIView(), UIView(), UIView()])
        let set = stack.arrangement.constraints
        let made = set.madeCount, removed = set.removedCount, same = stack.constraints.map(ObjectIdentifier.init)
        stack.spacing = 12
        #expect(set.madeCount == made && set.removedCount == removed)
        #expect(stack.constraints.map(ObjectIdentifier.init) == same)
        #expect(stack.constraints.filter { $0.identifier == "UISV-spacing" }.allSatisfy { $0.constant == 12 })
        stack.addArrangedSubview(UIView())
        #expect(
            set.madeCount - made == 4, "a new last view adds its spacing, alignment and moves one canvas connection")
        #expect(set.removedCount - removed == 1, "only the old trailing canvas connection goes")
    }

    @Test(
        "UIStackView custom spacing: customSpacing(after:) is spacingUseDefault until set; the spacing constraint follows; dropped on removal"
    )
    func customSpacing() {
        let one = UIView(), two = UIView()
        let stack = UIStackView(arrangedSubviews: [one, two])
        #expect(stack.customSpacing(after: one) == UIStackView.spacingUseDefault)
        stack.setCustomSpacing(20, after: one)
        #expect(stack.customSpacing(after: one) == 20)
        #expect(stack.constraints.first { $0.identifier == "UISV-spacing" }?.constant == 20)
        stack.setCustomSpacing(UIStackView.spacingUseDefault, after: one)
        #expect(stack.constraints.first { $0.identifier == "UISV-spacing" }?.constant == 0)
        stack.setCustomSpacing(UIStackView.spacingUseSystem, after: one)
        #expect(stack.constraints.first { $0.identifier == "UISV-spacing" }?.constant == 8)
        stack.removeArrangedSubview(one)
        #expect(stack.customSpacing(after: one) == UIStackView.spacingUseDefault)
    }

    @Test("UIStackView isLayoutMarginsRelativeArrangement: canvas connections use the margin attributes")
    func marginsRelative() {
        let one = UIView()
        let stack = UIStackView(arrangedSubviews: [one])
        stack.isLayoutMarginsRelativeArrangement = true
        let canvas = stack.constraints.filter { $0.identifier == "UISV-canvas-connection" }
        let attributes = Set(canvas.map { $0.firstItem === stack ? $0.firstAttribute : $0.secondAttribute })
        #expect(attributes == [.leadingMargin, .trailingMargin, .topMargin, .bottomMargin])
    }

    @Test(
        "UIStackView forFirst/LastBaselineLayout: vertical gives first and last arranged views, recursing into a nested stack"
    )
    func baselineViews() {
        let one = UIView(), two = UIView(), inner = UIView()
        let nested = UIStackView(arrangedSubviews: [inner])
        nested.axis = .vertical
        let stack = UIStackView(arrangedSubviews: [one, two, nested])
        stack.axis = .vertical
        #expect(stack.forFirstBaselineLayout === one)
        #expect(stack.forLastBaselineLayout === inner)
        #expect(UIStackView(frame: .zero).forFirstBaselineLayout is UIStackView)
    }

    @Test(
        "UIStackView refuses a NaN or infinite spacing with invalidStackViewUse; a negative spacing is allowed (overlap)"
    )
    func badSpacing() {
        let stack = UIStackView(arrangedSubviews: [UIView(), UIView()])
        stack.spacing = 4
        expectDiagnostic(.invalidStackViewUse) { stack.spacing = .nan }
        expectDiagnostic(.invalidStackViewUse) { stack.spacing = .infinity }
        #expect(stack.spacing == 4)
        stack.spacing = -6
        #expect(stack.constraints.first { $0.identifier == "UISV-spacing" }?.constant == -6)
    }

    @Test(
        "UIStackView refuses to arrange itself or an ancestor, an index out of range, custom spacing after a stranger")
    func refusals() {
        let outer = UIView(), stack = UIStackView(frame: .zero), view = UIView()
        outer.addSubview(stack)
        expectDiagnostic(.invalidStackViewUse) { stack.addArrangedSubview(stack) }
        expectDiagnostic(.invalidStackViewUse) { stack.addArrangedSubview(outer) }
        expectDiagnostic(.invalidStackViewUse) { stack.insertArrangedSubview(view, at: 1) }
        expectDiagnostic(.invalidStackViewUse) { stack.insertArrangedSubview(view, at: -1) }
        expectDiagnostic(.invalidStackViewUse) { stack.setCustomSpacing(10, after: view) }
        expectDiagnostic(.invalidStackViewUse) { stack.setCustomSpacing(.nan, after: view) }
        #expect(stack.arrangedSubviews.isEmpty && stack.subviews.isEmpty && outer.superview == nil)
        stack.insertArrangedSubview(view, at: 0)
        #expect(stack.arrangedSubviews == [view], "positive control")
    }

    @Test(
        "UIStackView re-plans when an arranged view's intrinsic size changes (.fillProportionally multipliers follow)")
    func intrinsicChange() {
        let one = IntrinsicView(CGSize(width: 100, height: 10)), two = IntrinsicView(CGSize(width: 300, height: 10))
        let stack = UIStackView(arrangedSubviews: [one, two])
        stack.distribution = .fillProportionally
        let multipliers = { stack.constraints.filter { $0.identifier == "UISV-fill-proportionally" }.map(\.multiplier) }
        #expect(multipliers() == [0.25, 0.75])
        one.intrinsic.width = 300
        one.invalidateIntrinsicContentSize()
        stack.layoutSubviews()
        #expect(multipliers() == [0.5, 0.5])
    }
}

#if !canImport(UIKit)
import Foundation
import PortableUIKit
import ContainmentTesting

/// `UIStackView` under misuse: bad spacing, arranging itself or an ancestor, indexes outside the
/// arrangement, arranged views moved to another stack or removed during layout. Refusals report
/// `invalidStackViewUse` and leave the stack as it was; a spacing too large for the stack is
/// UIKit's unsatisfiable-constraints case (one constraint broken, layout continues).
extension HostileCatalog {
    static let stackView: [HostileCase] = stackSpacingCases + stackArrangementCases

    /// A view of fixed intrinsic size that can run a closure during its layout.
    final class HostileStackBox: UIView {
        let size: CGSize
        var onLayout: (() -> Void)?
        init(_ width: CGFloat, _ height: CGFloat) {
            size = CGSize(width: width, height: height)
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { nil }
        override var intrinsicContentSize: CGSize { size }
        override func layoutSubviews() {
            super.layoutSubviews()
            let action = onLayout
            onLayout = nil
            action?()
        }
    }

    @MainActor
    static func stackWorld(_ world: HostileWorld) -> UIStackView {
        let stack = UIStackView(arrangedSubviews: [
            HostileStackBox(50, 20), HostileStackBox(100, 40), HostileStackBox(30, 10),
        ])
        stack.frame = CGRect(x: 0, y: 100, width: 290, height: 100)
        stack.spacing = 10
        world.window.addSubview(stack)
        world.host.runUntilIdle()
        return stack
    }

    /// After the hostile input: the stack still arranges (a new view lands at the end), and every
    /// arranged frame is finite.
    @MainActor
    static func checkStackStillWorks(_ stack: UIStackView, in world: HostileWorld) {
        let late = HostileStackBox(10, 10)
        stack.addArrangedSubview(late)
        world.host.runUntilIdle()
        world.check(stack.arrangedSubviews.last === late, "a later arranged view landed")
        world.check(
            Set(stack.arrangedSubviews.map(ObjectIdentifier.init)).isSubset(
                of: Set(stack.subviews.map(ObjectIdentifier.init))), "arrangedSubviews stay a subset of subviews")
        checkFramesFinite(stack, in: world)
    }

    @MainActor
    static func checkFramesFinite(_ stack: UIStackView, in world: HostileWorld) {
        for view in stack.arrangedSubviews {
            let f = view.frame
            world.check(
                f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite,
                "arranged frame is finite (\(f))")
        }
    }

    static let stackSpacingCases: [HostileCase] = hostileNumbers.flatMap { label, value in
        let refused = !value.isFinite
        // Finite but beyond what the engine holds (±1e10 pt): the stack keeps it, and its spacing
        // constraint is left out of the layout with an invalidConstraint diagnostic until a usable
        // value comes back.
        let beyondEngine = value.isFinite && abs(value) > 1e10
        let expectation =
            refused
            ? HostileCase.diagnosed(.invalidStackViewUse)
            : beyondEngine ? HostileCase.diagnosed(.invalidConstraint) : .tolerated
        return [
            HostileCase("stack-view/spacing-\(label)", expectation) { world in
                let stack = stackWorld(world)
                stack.spacing = value
                if refused { world.check(stack.spacing == 10, "the refused spacing was not kept") }
                world.host.runUntilIdle()
                checkFramesFinite(stack, in: world)
                if value > 1000 { stack.spacing = 10 }
                checkStackStillWorks(stack, in: world)
            },
            HostileCase("stack-view/custom-spacing-\(label)", expectation) { world in
                let stack = stackWorld(world)
                let first = stack.arrangedSubviews[0]
                stack.setCustomSpacing(value, after: first)
                if refused {
                    world.check(
                        stack.customSpacing(after: first) == UIStackView.spacingUseDefault,
                        "the refused spacing was not kept")
                }
                world.host.runUntilIdle()
                checkFramesFinite(stack, in: world)
                if value > 1000 { stack.setCustomSpacing(UIStackView.spacingUseDefault, after: first) }
                checkStackStillWorks(stack, in: world)
            },
        ]
    }

    static let stackArrangementCases: [HostileCase] = [
        HostileCase("stack-view/arrange-itself", HostileCase.diagnosed(.invalidStackViewUse)) { world in
            let stack = stackWorld(world)
            stack.addArrangedSubview(stack)
            stack.insertArrangedSubview(stack, at: 0)
            world.check(stack.arrangedSubviews.count == 3, "the stack did not arrange itself")
            checkStackStillWorks(stack, in: world)
        },
        HostileCase("stack-view/arrange-its-superview", HostileCase.diagnosed(.invalidStackViewUse)) { world in
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
            world.window.addSubview(container)
            let stack = stackWorld(world)
            container.addSubview(stack)
            stack.addArrangedSubview(container)
            stack.addArrangedSubview(world.window)
            world.check(
                container.superview === world.window && stack.superview === container, "the hierarchy is unchanged")
            checkStackStillWorks(stack, in: world)
        },
        HostileCase("stack-view/insert-outside-the-arrangement", HostileCase.diagnosed(.invalidStackViewUse)) { world in
            let stack = stackWorld(world)
            for index in [-1, 4, 99, Int.max, Int.min] { stack.insertArrangedSubview(HostileStackBox(5, 5), at: index) }
            stack.insertArrangedSubview(stack.arrangedSubviews[0], at: 3)
            world.check(stack.arrangedSubviews.count == 3 && stack.subviews.count == 3, "nothing was inserted")
            checkStackStillWorks(stack, in: world)
        },
        HostileCase("stack-view/arranged-view-moved-to-another-stack", .tolerated) { world in
            let stack = stackWorld(world), other = stackWorld(world)
            let moved = stack.arrangedSubviews[1]
            other.insertArrangedSubview(moved, at: 0)
            world.check(
                !stack.arrangedSubviews.contains(moved) && other.arrangedSubviews.first === moved,
                "the view moved stacks")
            world.host.runUntilIdle()
            checkStackStillWorks(stack, in: world)
            checkStackStillWorks(other, in: world)
        },
        HostileCase("stack-view/arranged-view-removed-during-layout", .tolerated) { world in
            let stack = stackWorld(world)
            let views = stack.arrangedSubviews.compactMap { $0 as? HostileStackBox }
            views[0].onLayout = { views[0].removeFromSuperview() }
            views[1].onLayout = { stack.removeArrangedSubview(views[1]) }
            views[2].onLayout = { views[2].isHidden = true }
            stack.setNeedsLayout()
            for view in views { view.setNeedsLayout() }
            world.host.runUntilIdle()
            world.check(stack.arrangedSubviews.count == 1, "two views left the arrangement during layout")
            checkStackStillWorks(stack, in: world)
        },
        HostileCase("stack-view/every-view-hidden-and-emptied", .tolerated) { world in
            let stack = stackWorld(world)
            for view in stack.arrangedSubviews { view.isHidden = true }
            world.host.runUntilIdle()
            for view in stack.arrangedSubviews { stack.removeArrangedSubview(view) }
            world.host.runUntilIdle()
            checkStackStillWorks(stack, in: world)
        },
    ]
}
#endif

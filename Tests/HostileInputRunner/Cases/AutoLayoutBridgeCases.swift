#if !canImport(UIKit)
import Foundation
import PortableUIKit
import ContainmentTesting

/// The Auto Layout bridge under misuse (spec 17.3, 17.4, 17.8, 17.9, 17.15–17.17, 17.20):
/// unsatisfiable sets, cycles through autoresizing-mask constraints, bad priorities, activation
/// without a common ancestor, an update pass that asks for itself, views removed mid-animation,
/// non-finite intrinsic sizes and fitting targets. Each is refused or recovered with its
/// diagnostic, and the rest of the layout holds.
extension HostileCatalog {
    static let autoLayoutBridge: [HostileCase] = conflictCases + misuseCases + edgeCases

    /// A view placed by constraints in a 300×200 box in the window.
    @MainActor
    private static func placed(_ world: HostileWorld) -> (UIView, UIView) {
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        world.window.addSubview(box)
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        box.addSubview(view)
        NSLayoutConstraint.activate([
            view.leftAnchor.constraint(equalTo: box.leftAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: box.topAnchor, constant: 20),
        ])
        return (box, view)
    }

    private static let conflictCases: [HostileCase] = [
        HostileCase("autolayout/bridge-unsatisfiable-widths", HostileCase.diagnosed(.unsatisfiableConstraints)) {
            world in
            let (_, view) = placed(world)
            NSLayoutConstraint.activate([
                view.widthAnchor.constraint(equalToConstant: 100), view.widthAnchor.constraint(equalToConstant: 200),
                view.heightAnchor.constraint(equalToConstant: 30),
            ])
            world.host.runUntilIdle()
            HostileChecks.expect(
                view.frame == CGRect(x: 10, y: 20, width: 100, height: 30), "the other constraints hold: \(view.frame)")
        },
        HostileCase(
            "autolayout/bridge-cycle-through-autoresizing-mask", HostileCase.diagnosed(.unsatisfiableConstraints)
        ) { world in
            let fixed = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            world.window.addSubview(fixed)
            let follower = UIView()
            follower.translatesAutoresizingMaskIntoConstraints = false
            world.window.addSubview(follower)
            NSLayoutConstraint.activate([
                follower.widthAnchor.constraint(equalTo: fixed.widthAnchor),
                fixed.widthAnchor.constraint(equalTo: follower.widthAnchor, constant: 10),
                follower.heightAnchor.constraint(equalTo: fixed.heightAnchor),
                follower.leftAnchor.constraint(equalTo: fixed.rightAnchor),
                follower.topAnchor.constraint(equalTo: fixed.topAnchor),
            ])
            world.host.runUntilIdle()
            HostileChecks.expect(fixed.frame.size == CGSize(width: 50, height: 50), "the mask kept the frame")
            HostileChecks.expect(
                follower.frame == CGRect(x: 50, y: 0, width: 50, height: 50), "follower: \(follower.frame)")
        },
        HostileCase("autolayout/bridge-constant-breaks-required-set", HostileCase.diagnosed(.unsatisfiableConstraints))
        { world in
            let (_, view) = placed(world)
            let width = view.widthAnchor.constraint(equalToConstant: 50)
            NSLayoutConstraint.activate([
                width, view.widthAnchor.constraint(lessThanOrEqualToConstant: 80),
                view.heightAnchor.constraint(equalToConstant: 5),
            ])
            world.host.runUntilIdle()
            width.constant = 1e6
            world.host.runUntilIdle()
            HostileChecks.expect(view.frame.width <= 80, "the ≤ 80 constraint holds: \(view.frame)")
        },
    ]

    private static let misuseCases: [HostileCase] = [
        HostileCase("autolayout/bridge-bad-priorities", HostileCase.diagnosed(.invalidConstraint)) { world in
            let (_, view) = placed(world)
            let width = view.widthAnchor.constraint(equalToConstant: 40)
            width.priority = UILayoutPriority(500)
            width.isActive = true
            for bad in [Float.nan, 0, -5, 1001, .infinity] { width.priority = UILayoutPriority(bad) }
            width.priority = .required
            view.setContentHuggingPriority(UILayoutPriority(.nan), for: .horizontal)
            world.host.runUntilIdle()
            HostileChecks.expect(
                width.priority.rawValue == 500, "bad priorities were taken: \(width.priority.rawValue)")
            HostileChecks.expect(view.frame.width == 40, "the optional width still lays out: \(view.frame)")
        },
        HostileCase("autolayout/bridge-no-common-ancestor", HostileCase.diagnosed(.invalidConstraint)) { world in
            let (_, view) = placed(world)
            let stranger = UIView()
            let constraint = view.widthAnchor.constraint(equalTo: stranger.widthAnchor)
            constraint.isActive = true
            world.host.runUntilIdle()
            HostileChecks.expect(!constraint.isActive, "a constraint without a common ancestor activated")
        },
        HostileCase("autolayout/bridge-update-constraints-asks-again", HostileCase.diagnosed(.invalidLayoutUse)) {
            world in
            let view = SelfRequestingView()
            world.window.addSubview(view)
            view.setNeedsUpdateConstraints()
            world.host.runUntilIdle()
            HostileChecks.expect(view.updates == 1, "updateConstraints ran \(view.updates) times")
        },
        HostileCase("autolayout/bridge-fitting-nan-target", HostileCase.diagnosed(.invalidLayoutUse)) { world in
            let (box, _) = placed(world)
            let size = box.systemLayoutSizeFitting(CGSize(width: CGFloat.nan, height: .infinity))
            HostileChecks.expect(size == box.bounds.size, "a NaN target gave \(size)")
        },
    ]

    private static let edgeCases: [HostileCase] = [
        HostileCase("autolayout/bridge-remove-mid-animation", .tolerated) { world in
            let (box, view) = placed(world)
            let width = view.widthAnchor.constraint(equalToConstant: 10)
            NSLayoutConstraint.activate([width, view.heightAnchor.constraint(equalToConstant: 10)])
            world.host.runUntilIdle()
            width.constant = 200
            UIView.animate(withDuration: 1) { box.layoutIfNeeded() }
            world.host.advance(by: 0.3)
            view.removeFromSuperview()
            box.removeFromSuperview()
            world.host.advance(by: 1)
            HostileChecks.expect(
                view.constraints.count == 2 && box.constraints.isEmpty, "own constraints stay, outside ones go")
        },
        HostileCase("autolayout/bridge-nonfinite-intrinsic-size", .tolerated) { world in
            let view = OddIntrinsicView()
            view.translatesAutoresizingMaskIntoConstraints = false
            world.window.addSubview(view)
            NSLayoutConstraint.activate([
                view.leftAnchor.constraint(equalTo: world.window.leftAnchor),
                view.topAnchor.constraint(equalTo: world.window.topAnchor),
            ])
            view.invalidateIntrinsicContentSize()
            world.host.runUntilIdle()
            HostileChecks.expect(view.frame.width.isFinite && view.frame.height.isFinite, "frame \(view.frame)")
        },
        HostileCase("autolayout/bridge-deallocated-hierarchy", .tolerated) { world in
            for _ in 0..<100 {
                let box = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
                let inner = UIView()
                inner.translatesAutoresizingMaskIntoConstraints = false
                box.addSubview(inner)
                NSLayoutConstraint.activate([
                    inner.widthAnchor.constraint(equalTo: box.widthAnchor),
                    inner.heightAnchor.constraint(equalToConstant: 3),
                ])
                box.layoutIfNeeded()
            }
            let (_, view) = placed(world)
            NSLayoutConstraint.activate([
                view.widthAnchor.constraint(equalToConstant: 7), view.heightAnchor.constraint(equalToConstant: 7),
            ])
            world.host.runUntilIdle()
            HostileChecks.expect(view.frame == CGRect(x: 10, y: 20, width: 7, height: 7), "frame \(view.frame)")
        },
    ]
}

/// Asks for another update pass from its own updateConstraints.
@MainActor
private final class SelfRequestingView: UIView {
    var updates = 0
    override func updateConstraints() {
        updates += 1
        setNeedsUpdateConstraints()
        super.updateConstraints()
    }
}

/// Reports a NaN width and an infinite height.
@MainActor
private final class OddIntrinsicView: UIView {
    override var intrinsicContentSize: CGSize { CGSize(width: CGFloat.nan, height: .infinity) }
}
#endif

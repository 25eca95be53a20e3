import Foundation
import PortableUIKit

/// Seed 002 (objc.io): a parent with two container views, each holding a child that fills it;
/// the children follow their containers' bounds when the split moves. Laid out with anchors
/// (issue 20): the containers are pinned 16 pt inside the view and 16 pt apart, the top one's
/// height is a fraction of the space left, and each child's view is pinned to its container.
/// Frame for frame the pictures equal those of ``FrameSplitController``, the same layout by hand.
@MainActor
final class SplitController: UIViewController, SplitLayoutController {
    let topContainer = UIView()
    let bottomContainer = UIView()
    private let spacing: CGFloat = 16
    private var topHeight: NSLayoutConstraint?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        for container in [topContainer, bottomContainer] {
            container.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(container)
        }
        NSLayoutConstraint.activate([
            topContainer.topAnchor.constraint(equalTo: view.topAnchor, constant: spacing),
            topContainer.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: spacing),
            topContainer.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -spacing),
            bottomContainer.topAnchor.constraint(equalTo: topContainer.bottomAnchor, constant: spacing),
            bottomContainer.leadingAnchor.constraint(equalTo: topContainer.leadingAnchor),
            bottomContainer.trailingAnchor.constraint(equalTo: topContainer.trailingAnchor),
            bottomContainer.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -spacing),
        ])
        split(at: 0.5)
    }

    /// Puts the boundary between the containers at `fraction` of the height left after the three
    /// gaps: top.height = fraction × (view.height − 3 × spacing). The multiplier is read-only, so the
    /// constraint is replaced; `layoutIfNeeded()` applies it now (inside an animation block, animated).
    func split(at fraction: CGFloat) {
        topHeight?.isActive = false
        topHeight = topContainer.heightAnchor.constraint(
            equalTo: view.heightAnchor, multiplier: fraction, constant: -3 * spacing * fraction)
        topHeight?.isActive = true
        view.layoutIfNeeded()
    }

    /// Adds `child` filling `container`, the canonical way (spec 1.3), pinned with anchors.
    func embed(_ child: UIViewController, in container: UIView) {
        addChild(child)
        child.view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child.view)
        NSLayoutConstraint.activate([
            child.view.topAnchor.constraint(equalTo: container.topAnchor),
            child.view.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            child.view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            child.view.trailingAnchor.constraint(equalTo: container.trailingAnchor),
        ])
        child.didMove(toParent: self)
    }
}

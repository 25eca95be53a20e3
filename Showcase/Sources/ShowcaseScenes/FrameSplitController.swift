import Foundation
import PortableUIKit

/// Seed 002 (objc.io) laid out by hand: frames computed from the bounds, children that follow their
/// containers by autoresizing. The `layout` scene's reference: ``SplitController`` lays out the same
/// with anchors, and the pictures must be identical.
@MainActor
final class FrameSplitController: UIViewController, SplitLayoutController {
    let topContainer = UIView()
    let bottomContainer = UIView()
    private let spacing: CGFloat = 16

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        view.addSubview(topContainer)
        view.addSubview(bottomContainer)
        split(at: 0.5)
    }

    /// Puts the boundary between the containers at `fraction` of the height, on the screen's pixel
    /// grid as Auto Layout places it (spec 17.15a), so that this reference and ``SplitController``
    /// give the same frames.
    func split(at fraction: CGFloat) {
        let area = view.bounds.insetBy(dx: spacing, dy: spacing)
        let scale = view.window?.screen.scale ?? UIScreen.main.scale
        let boundary = ((area.minY + (area.height - spacing) * fraction) * scale).rounded() / scale
        let topHeight = boundary - area.minY
        topContainer.frame = CGRect(x: area.minX, y: area.minY, width: area.width, height: topHeight)
        bottomContainer.frame = CGRect(
            x: area.minX, y: topContainer.frame.maxY + spacing, width: area.width,
            height: area.height - topHeight - spacing)
    }

    /// Adds `child` filling `container`, the canonical way (spec 1.3).
    func embed(_ child: UIViewController, in container: UIView) {
        addChild(child)
        child.view.frame = container.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(child.view)
        child.didMove(toParent: self)
    }
}

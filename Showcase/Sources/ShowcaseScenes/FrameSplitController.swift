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

    /// Puts the boundary between the containers at `fraction` of the height. Each edge lands on the
    /// screen's pixel grid, where Auto Layout puts the anchored version's edges (issue 42).
    func split(at fraction: CGFloat) {
        let area = view.bounds.insetBy(dx: spacing, dy: spacing)
        let topHeight = (area.height - spacing) * fraction
        let top = CGRect(x: area.minX, y: area.minY, width: area.width, height: topHeight)
        topContainer.frame = onPixelGrid(top)
        bottomContainer.frame = onPixelGrid(CGRect(
            x: area.minX, y: top.maxY + spacing, width: area.width, height: area.height - topHeight - spacing))
    }

    /// `rect` with each edge rounded to the nearest pixel of the window's screen.
    private func onPixelGrid(_ rect: CGRect) -> CGRect {
        let scale = view.window?.screen.scale ?? UIScreen.main.scale
        func round(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
        let left = round(rect.minX), top = round(rect.minY)
        return CGRect(x: left, y: top, width: round(rect.maxX) - left, height: round(rect.maxY) - top)
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

import Foundation
import PortableUIKit
import ContainmentTesting

/// Seed 002 (objc.io): a parent with two container views, each holding a child that fills it;
/// the children follow their containers' bounds when the split moves.
@MainActor
final class SplitController: UIViewController {
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

    /// Puts the boundary between the containers at `fraction` of the height.
    func split(at fraction: CGFloat) {
        let area = view.bounds.insetBy(dx: spacing, dy: spacing)
        let topHeight = (area.height - spacing) * fraction
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

/// Seed 002's layout: two children in two containers; the split animates and the children follow.
@MainActor
public func seedLayoutScene(fps: Double) -> ShowcaseScene {
    ShowcaseScene(name: "layout", title: "Seed 002 — two containers; children follow their bounds", duration: 2.2) { host in
        let parent = SplitController()
        let top = CardController("Top", color: .systemTeal)
        let bottom = CardController("Bottom", color: .systemPink)
        let recorder = LifecycleRecorder()
        recorder.watch(top, as: "top")
        recorder.watch(bottom, as: "bottom")
        host.window.rootViewController = parent
        parent.embed(top, in: parent.topContainer)
        parent.embed(bottom, in: parent.bottomContainer)
        let script = SceneScript()
        script.trace = { recorder.trace }
        script.keyFrame(0, "even split")
        script.at(0.2) {
            UIView.animate(withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.75, initialSpringVelocity: 0,
                           options: [], animations: { parent.split(at: 0.75) })
        }
        script.keyFrame(0.5, "the split springs down")
        script.keyFrame(1.1, "top child fills three quarters")
        script.at(1.2) { UIView.animate(withDuration: 0.6) { parent.split(at: 0.3) } }
        script.keyFrame(2.0, "and back up")
        return script
    }
}

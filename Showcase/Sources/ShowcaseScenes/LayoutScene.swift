import Foundation
import PortableUIKit
import ContainmentTesting

/// How the `layout` scene's parent places its two containers.
public enum SplitLayout: Sendable {
    /// With anchors and Auto Layout (``SplitController``), as the tour shows it.
    case anchors
    /// With frames and autoresizing (``FrameSplitController``): the reference the anchored
    /// pictures must equal.
    case frames
}

/// What the `layout` scene needs of its parent, laid out either way.
@MainActor
protocol SplitLayoutController: UIViewController {
    var topContainer: UIView { get }
    var bottomContainer: UIView { get }
    func split(at fraction: CGFloat)
    func embed(_ child: UIViewController, in container: UIView)
}

/// Seed 002's layout: two children in two containers; the split animates and the children follow.
@MainActor
public func seedLayoutScene(fps: Double, layout: SplitLayout = .anchors) -> ShowcaseScene {
    ShowcaseScene(name: "layout", title: "Seed 002 — two containers; children follow their bounds", duration: 2.2) {
        host in
        let parent: any SplitLayoutController = layout == .anchors ? SplitController() : FrameSplitController()
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
            UIView.animate(
                withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.75, initialSpringVelocity: 0,
                options: [], animations: { parent.split(at: 0.75) })
        }
        // Key frames in the motion they name: 0.1 s into the spring (the split still low), at
        // rest, mid-way back, and at rest again.
        script.keyFrame(0.3, "the split springs down")
        script.keyFrame(1.1, "top: three quarters")
        script.at(1.2) { UIView.animate(withDuration: 0.6) { parent.split(at: 0.3) } }
        script.keyFrame(1.5, "moving back up")
        script.keyFrame(2.0, "back up: a third")
        return script
    }
}

import Foundation
import PortableUIKit
import Containment
import ContainmentTesting

/// Logs a drawer controller's delegate calls (not the per-frame `didUpdate`) between the
/// recorder's lifecycle lines, where they happened.
@MainActor
private final class DrawerSceneDelegate: DrawerControllerDelegate {
    let recorder: LifecycleRecorder
    private var calls: DelegateCallLog
    /// Runs when the left drawer begins to open (true) or to close (false): the menu button follows.
    var leftDrawerWillMove: (Bool) -> Void = { _ in }

    init(recorder: LifecycleRecorder) {
        self.recorder = recorder
        calls = DelegateCallLog(recorder: recorder)
    }

    /// The lifecycle trace with the delegate's calls in place.
    var trace: [String] { calls.trace }

    private func log(_ line: String) { calls.log("delegate: " + line) }

    /// Puts a comment line (`// …`) into the trace at this point: what the scene does next.
    func label(_ text: String) { calls.log("// " + text) }
    func drawerController(_ drawerController: DrawerController, willOpen side: DrawerSide) {
        log("willOpen(\(side))")
        if side == .left { leftDrawerWillMove(true) }
    }
    func drawerController(_ drawerController: DrawerController, didOpen side: DrawerSide) { log("didOpen(\(side))") }
    func drawerController(_ drawerController: DrawerController, willClose side: DrawerSide) {
        log("willClose(\(side))")
        if side == .left { leftDrawerWillMove(false) }
    }
    func drawerController(_ drawerController: DrawerController, didClose side: DrawerSide) { log("didClose(\(side))") }
}

/// The visual states the scene plays, in order, with their names on the center and in captions.
private let drawerSceneStyles: [(state: DrawerVisualState, name: String, short: String)] = [
    (.none, "none", "none"), (.slide, "slide", "slide"), (.slideAndScale, "slideAndScale", "slideAndScale"),
    (.parallax(factor: 2), "parallax(factor: 2)", "parallax(2)"), (.swingingDoor, "swingingDoor", "swingingDoor"),
]

/// DrawerController (seed 000): a center with a left menu drawer and a right drawer. For each
/// visual state a finger pans the left drawer half-open and holds, then lets go (at half open a
/// slow release opens) and the drawer is closed; then a bounce preview of the right drawer and
/// a center swap with the full-close animation.
@MainActor
public func drawerScene(fps: Double) -> ShowcaseScene {
    ShowcaseScene(
        name: "drawer", title: "DrawerController — pans in five visual states, bounce preview, full-close swap",
        duration: 12.6
    ) { host in
        let center = DrawerCenterPage("Center", color: .systemIndigo, caption: "visualState")
        let left = DrawerMenuPage(
            "Menu", entries: ["Home", "Profile", "Messages", "Settings", "About"],
            color: UIColor(red: 0.13, green: 0.14, blue: 0.20, alpha: 1), accent: .systemIndigo)
        let right = DrawerMenuPage(
            "Right", entries: ["Filters", "Share", "Help"],
            color: UIColor(red: 0.05, green: 0.38, blue: 0.42, alpha: 1), accent: .systemTeal)
        let newCenter = DrawerCenterPage(
            "New center", color: .systemOrange, caption: "setCenter(_:withFullCloseAnimation:)")
        let drawer = DrawerController(
            centerViewController: center, leftDrawerViewController: left, rightDrawerViewController: right)
        drawer.maximumLeftDrawerWidth = 280
        drawer.maximumRightDrawerWidth = 240
        drawer.openDrawerGestureModeMask = .all
        drawer.closeDrawerGestureModeMask = .all
        let recorder = LifecycleRecorder()
        let delegate = DrawerSceneDelegate(recorder: recorder)
        drawer.delegate = delegate
        // The menu button of whichever center shows turns into a cross as the left drawer opens
        // (a CAKeyframeAnimation per outer bar, the middle bar trimmed away: MenuButtonView).
        delegate.leftDrawerWillMove = { [weak drawer] opening in
            (drawer?.centerViewController as? DrawerCenterPage)?.menuButton.setShowsCross(opening)
        }
        for (controller, name) in [
            (center as UIViewController, "center"), (left, "left"), (right, "right"), (newCenter, "new center"),
        ] {
            recorder.watch(controller, as: name)
        }
        for page in [center, newCenter] {
            page.openLeftDrawer = { [weak drawer] in drawer?.openDrawerSide(.left, animated: true, completion: nil) }
        }
        host.window.rootViewController = drawer
        center.styleLabel.text = ".none"
        newCenter.styleLabel.text = "swapped in"
        let script = SceneScript()
        script.trace = { [delegate] in delegate.trace }
        script.keyFrame(0, "seed 000: closed")

        // Each visual state: a finger pans 140 pt (half the left drawer) and holds, lets go (a
        // slow release at half open opens), and the drawer closes.
        let finger = CGPoint(x: 60, y: 520), held = CGPoint(x: 200, y: 520)
        for (index, style) in drawerSceneStyles.enumerated() {
            let start = 0.3 + 1.9 * Double(index)
            script.at(start) {
                delegate.label(
                    index == 0
                        ? "1. visualState = .none: a pan opens the left drawer half-way and holds, a slow release opens it, closeDrawer closes it. The delegate's willOpen comes as the drawer begins to show, with its viewWillAppear(true); viewDidAppear(true) and didOpen when it is open. Closing mirrors it."
                        : "\(index + 1). visualState = .\(style.name): the same pan, release and close; only the drawing differs, so the calls are the same."
                )
                drawer.visualState = style.state
                center.styleLabel.text = ".\(style.name)"
            }
            script.at(start + 0.1) { host.window.sendTouch(.began, at: finger) }
            let steps = max(1, Int((0.4 * fps).rounded()))
            for step in 1...steps {
                let x = finger.x + (held.x - finger.x) * CGFloat(step) / CGFloat(steps)
                script.at(start + 0.1 + Double(step) / fps) {
                    host.window.sendTouch(.moved, at: CGPoint(x: x, y: held.y))
                }
            }
            if style.state == .swingingDoor { script.pictureKeyFrame = script.keyFrames.count }
            script.keyFrame(start + 0.7, "\(style.short): held half-open")
            script.at(start + 0.8) { host.window.sendTouch(.ended, at: held) }
            script.keyFrame(start + 1.3, "\(style.short): released, open")
            script.at(start + 1.4) { drawer.closeDrawer(animated: true, completion: nil) }
        }

        // A bounce preview of the right drawer, in the slide state.
        let bounce = 0.3 + 1.9 * Double(drawerSceneStyles.count)
        script.at(bounce - 0.1) {
            drawer.visualState = .slide
            center.styleLabel.text = ".slide"
        }
        script.at(bounce) {
            delegate.label(
                "6. bouncePreview(for: .right): the right drawer peeks and closes again without ever opening: willOpen then didClose, and its appearance begins and is cancelled (viewWillAppear, then viewWillDisappear/viewDidDisappear with no viewDidAppear between, spec 5.3's recommendation for a cancelled appearance)."
            )
            drawer.bouncePreview(for: .right, distance: 100, completion: nil)
        }
        script.keyFrame(bounce + 0.24, "right bounce preview")

        // Open the left drawer, then swap the center with the full-close animation: the center
        // slides off, the new one is swapped in, a pause, and it slides home.
        let swap = bounce + 1.2
        script.at(swap) {
            delegate.label("7. openDrawerSide(.left, animated: true).")
            drawer.openDrawerSide(.left, animated: true, completion: nil)
        }
        script.at(swap + 0.5) {
            delegate.label(
                "8. setCenter(_:withFullCloseAnimation: true): the old center leaves the container and the new one is added and appears as it slides home, while the open left drawer closes and disappears."
            )
            drawer.setCenter(newCenter, withFullCloseAnimation: true, completion: nil)
        }
        script.keyFrame(swap + 0.7, "full close: swapped")
        script.keyFrame(swap + 0.95, "new center slides in")
        script.keyFrame(swap + 1.4, "new center")
        return script
    }
}

import Foundation
import Testing
@_spi(Testing) import PortableUIKit
import Containment
import ContainmentTesting
import ContainmentTestTraits

/// Random sequences through DrawerController (issue 18: ≥ 100,000 random sequences per run across
/// containers). Each sequence installs a fresh drawer (left drawer, sometimes a right one, a
/// random visual state, damping and center policy) as the shared window's root and makes 4–10
/// steps: opens, closes and toggles (animated or not), pans held, moved and released, bounces,
/// center and drawer swaps (interrupting motion), width changes, time passing, resizes, memory
/// warnings, the window hidden and shown, the drawer leaving the window and coming back, and
/// misuse (a side with no drawer, `.none`, a center made a drawer, a non-finite width, an
/// out-of-range damping or speed), which must be reported with `invalidContainerUse` and change
/// nothing. After every step: HierarchyValidator and balanced callbacks. At rest: the center at
/// the open side's offset, only the open drawer showing, every child's appearance matching what
/// shows. After the drawer leaves the window, it and every controller it was given are freed.
/// Replay: `RANDOM_DRAWER_SEED=<seed> swift test --filter RandomDrawer`.
@MainActor
@Suite("Model-based random drawer", .isolatedRuntime)
struct RandomDrawerTests {
    @Test(
        "issue 18 random drawer: 20,000 sequences of opens, pans, swaps, misuse, resizes and window changes stay valid, balanced and leak-free"
    )
    func randomSequences() {
        let summary = RandomSequenceDriver.run(RandomDrawerWorld())
        #expect(summary.steps > 4 * summary.sequences && summary.leakChecks >= 3 * summary.sequences, "\(summary.line)")
        if summary.sequences >= 1_000 {
            #expect(summary.misuse > summary.sequences / 20, "misuse is exercised: \(summary.line)")
        }
    }
}

@MainActor
final class RandomDrawerWorld: RandomSequenceWorld {
    static let name = "RandomDrawer"
    static let baseSeed: UInt64 = 0xD4A0_0000
    static let defaultSequenceCount = 20_000
    static let stepCounts = 4...10

    private let stage = RandomWindowStage()
    private var host: HeadlessHost { stage.host }
    private var drawer: DrawerController?
    private var misuseProblem: String?
    private var pans = 0, swaps = 0

    var statistics: String {
        "\(pans) pans, \(swaps) swaps, \(stage.memoryWarnings) memory warnings, \(stage.windowChanges) window changes"
    }

    func begin(_ rng: inout SeededRandomNumberGenerator, log: RandomStepLog) {
        let right = rng.chance(2, in: 3) ? stage.page("R") : nil
        let drawer = DrawerController(
            centerViewController: stage.page("C"), leftDrawerViewController: stage.page("L"),
            rightDrawerViewController: right)
        drawer.openDrawerGestureModeMask = .all
        drawer.closeDrawerGestureModeMask = .all
        drawer.visualState = [.none, .slide, .slideAndScale, .swingingDoor, .parallax(factor: 2)][rng.below(5)]
        drawer.drawerDampingFactor = rng.chance(1, in: 3) ? 0.6 : 1
        drawer.centerAppearancePolicy = rng.chance(1, in: 2) ? .staysAppeared : .disappearsWhenCovered
        self.drawer = drawer
        misuseProblem = nil
        log.note(
            "drawer(right: \(right != nil), \(drawer.visualState), damping \(drawer.drawerDampingFactor), \(drawer.centerAppearancePolicy))"
        )
        stage.install(drawer)
    }

    private func side(_ rng: inout SeededRandomNumberGenerator) -> DrawerSide { rng.chance(1, in: 2) ? .left : .right }

    func step(_ rng: inout SeededRandomNumberGenerator, log: RandomStepLog) {
        guard let drawer else { return }
        let pick = rng.below(20)
        switch pick {
        case 0, 1:
            let side = side(&rng), animated = rng.chance(3, in: 4)
            if drawer.drawerViewController(for: side) == nil {
                refused(log, "openDrawerSide(.\(side)) with no drawer there") {
                    drawer.openDrawerSide(side, animated: animated, completion: nil)
                }
            } else {
                log.note("openDrawerSide(.\(side), animated: \(animated))")
                drawer.openDrawerSide(side, animated: animated, completion: nil)
            }
        case 2:
            let animated = rng.chance(3, in: 4)
            log.note("closeDrawer(animated: \(animated))")
            drawer.closeDrawer(animated: animated, completion: nil)
        case 3:
            let side = side(&rng)
            guard drawer.drawerViewController(for: side) != nil else { return log.note("toggle (no \(side) drawer)") }
            log.note("toggleDrawerSide(.\(side))")
            drawer.toggleDrawerSide(side, animated: true, completion: nil)
        case 4, 5:
            pans += 1
            let start = CGPoint(x: [4, 60, 160, 250, 316][rng.below(5)], y: 240)
            stage.press(at: start, dragTo: CGPoint(x: start.x + CGFloat(rng.below(241)) - 120, y: 240), log: log)
        case 6:
            stage.moveFinger(by: CGFloat(rng.below(401)) - 200, log: log)
        case 7:
            let side = side(&rng)
            log.note("bouncePreview(.\(side), 40)")
            drawer.bouncePreview(for: side, distance: 40, completion: nil)
        case 8:
            swaps += 1
            let new = stage.page("C"), full = rng.chance(1, in: 2)
            log.note("setCenter(\(new.title!), \(full ? "withFullCloseAnimation" : "withCloseAnimation"): true)")
            if full {
                drawer.setCenter(new, withFullCloseAnimation: true, completion: nil)
            } else {
                drawer.setCenter(new, withCloseAnimation: true, completion: nil)
            }
        case 9:
            swaps += 1
            let side = side(&rng)
            let new: RandomPage? = rng.chance(1, in: 4) ? nil : stage.page(side == .left ? "L" : "R")
            log.note("setDrawerViewController(\(new?.title ?? "nil"), for: .\(side))")
            drawer.setDrawerViewController(new, for: side)
        case 10:
            let side = side(&rng), width = CGFloat([0, 120, 280, 500][rng.below(4)])
            log.note("setMaximum\(side == .left ? "Left" : "Right")DrawerWidth(\(width), animated: true)")
            if side == .left {
                drawer.setMaximumLeftDrawerWidth(width, animated: true, completion: nil)
            } else {
                drawer.setMaximumRightDrawerWidth(width, animated: true, completion: nil)
            }
        case 11:
            drawer.centerAppearancePolicy =
                drawer.centerAppearancePolicy == .staysAppeared ? .disappearsWhenCovered : .staysAppeared
            log.note("centerAppearancePolicy = \(drawer.centerAppearancePolicy)")
        case 12..<18:
            stage.commonStep(pick - 12, &rng, container: drawer, log: log)
        default:
            misuse(&rng, drawer, log)
        }
    }

    private func misuse(_ rng: inout SeededRandomNumberGenerator, _ drawer: DrawerController, _ log: RandomStepLog) {
        switch rng.below(7) {
        case 0: refused(log, "openDrawerSide(.none)") { drawer.openDrawerSide(.none, animated: true, completion: nil) }
        case 1:
            refused(log, "toggleDrawerSide(.none)") { drawer.toggleDrawerSide(.none, animated: true, completion: nil) }
        case 2:
            let width = [CGFloat.nan, .infinity, -.infinity, -1][rng.below(4)]
            refused(log, "setMaximumLeftDrawerWidth(\(width))") {
                drawer.setMaximumLeftDrawerWidth(width, animated: true, completion: nil)
            }
        case 3:
            let damping = [CGFloat.nan, 0, -1, 1.5][rng.below(4)]
            refused(log, "drawerDampingFactor = \(damping)") { drawer.drawerDampingFactor = damping }
        case 4:
            let speed = [CGFloat.nan, 0, -5, .infinity][rng.below(4)]
            refused(log, "animationVelocity = \(speed)") { drawer.animationVelocity = speed }
        case 5:
            guard let center = drawer.centerViewController else { return log.note("misuse (no center)") }
            refused(log, "setDrawerViewController(center, for: .left)") {
                drawer.setDrawerViewController(center, for: .left)
            }
        default:
            guard let left = drawer.leftDrawerViewController else { return log.note("misuse (no left drawer)") }
            refused(log, "setCenterViewController(left drawer)") {
                drawer.setCenterViewController(left, animated: true)
            }
        }
    }

    /// Misuse: must report `invalidContainerUse` and change nothing.
    private func refused(_ log: RandomStepLog, _ what: String, _ body: () -> Void) {
        guard let drawer else { return }
        log.misuse(.invalidContainerUse, what)
        let before = snapshot(drawer)
        body()
        let after = snapshot(drawer)
        if after != before { misuseProblem = "\(what) changed the drawer: \(before) → \(after)" }
    }

    private func snapshot(_ drawer: DrawerController) -> String {
        let names = drawer.children.map { $0.title ?? "?" }
        return "children \(names), open \(drawer.openSide), left \(drawer.leftDrawerViewController?.title ?? "nil"), "
            + "right \(drawer.rightDrawerViewController?.title ?? "nil"), damping \(drawer.drawerDampingFactor), "
            + "speed \(drawer.animationVelocity), widths \(drawer.maximumLeftDrawerWidth)/\(drawer.maximumRightDrawerWidth)"
    }

    func finish(log: RandomStepLog) { stage.bringBack(drawer, log: log) }

    func check(settled: Bool) -> String? {
        if let misuseProblem { return misuseProblem }
        let violations = HierarchyValidator.violations(
            in: host.window, extraControllers: drawer.map { [$0] } ?? [], settled: settled)
        if !violations.isEmpty { return "hierarchy: \(violations)" }
        if let problem = RandomPage.balanceProblem(in: stage.pages, settled: settled) { return problem }
        guard settled, let drawer else { return nil }
        let open = drawer.openSide
        if drawer.centerContainerView.frame.minX != drawer.geometry.openOffset(for: open) {
            return
                "center at x \(drawer.centerContainerView.frame.minX), open side \(open) wants \(drawer.geometry.openOffset(for: open))"
        }
        let center = drawer.centerViewController
        if center?.view.superview !== drawer.centerContainerView {
            return "the center's view is not in the center container"
        }
        if center != nil, drawer.centerContainerView.subviews.count != 1 {
            return "\(drawer.centerContainerView.subviews.count) views in the center container at rest"
        }
        let centerShows = open == .none || drawer.centerAppearancePolicy == .staysAppeared
        if center?.appearanceState != (centerShows ? .appeared : .disappeared) {
            return
                "center \(String(describing: center?.appearanceState)) with open side \(open), \(drawer.centerAppearancePolicy)"
        }
        let held = [center, drawer.leftDrawerViewController, drawer.rightDrawerViewController].compactMap { $0 }
        if Set(drawer.children.map(ObjectIdentifier.init)) != Set(held.map(ObjectIdentifier.init)) {
            return "children \(drawer.children.map { $0.title ?? "?" }) are not center and drawers"
        }
        for side in [DrawerSide.left, .right] {
            guard let controller = drawer.drawerViewController(for: side) else { continue }
            if controller.appearanceState != (side == open ? .appeared : .disappeared) {
                return "\(side) drawer \(controller.appearanceState) with open side \(open)"
            }
            // A drawer open at width 0 shows nothing, hidden or not.
            if drawer.geometry.drawerWidth(for: side) > 0, controller.view.isHidden != (side != open) {
                return "\(side) drawer's view hidden \(controller.view.isHidden) with open side \(open)"
            }
            if side == open, controller.view.frame != drawer.geometry.drawerFrame(for: side) {
                return
                    "open \(side) drawer at \(controller.view.frame), its geometry says \(drawer.geometry.drawerFrame(for: side))"
            }
        }
        return nil
    }

    func tearDown() -> [RandomWeakReference] {
        var references = stage.clear()
        if let drawer { references.append(RandomWeakReference("drawer", drawer)) }
        drawer = nil
        misuseProblem = nil
        return references
    }
}

#if !canImport(UIKit)
import Foundation
import PortableUIKit
import Containment
import ContainmentTesting

/// DrawerController under hostile input: motion settings that describe no motion
/// (`minimumAnimationDuration`, `animationVelocity`, `drawerDampingFactor`) and gesture
/// geometry (`bezelRange`) that is not a length are refused with `invalidContainerUse`; widths
/// that are not widths are refused; toggles while animating and pans with NaN touches settle.
extension HostileCatalog {
    static let drawer: [HostileCase] = drawerSettingCases + drawerMotionCases

    @MainActor
    static func drawerWorld(_ world: HostileWorld) -> DrawerController {
        let drawer = DrawerController(
            centerViewController: UIViewController(), leftDrawerViewController: UIViewController(),
            rightDrawerViewController: UIViewController())
        drawer.openDrawerGestureModeMask = .all
        drawer.closeDrawerGestureModeMask = .all
        world.show(drawer)
        return drawer
    }

    /// After the hostile input: the drawer settles, opens and closes, animated, and lands.
    @MainActor
    static func checkDrawerStillWorks(_ drawer: DrawerController, in world: HostileWorld) {
        world.host.advance(by: 3)
        world.host.runUntilIdle()
        var opened: Bool?
        drawer.closeDrawer(animated: false, completion: nil)
        drawer.openDrawerSide(.left, animated: true) { opened = $0 }
        world.host.advance(by: 3)
        world.host.runUntilIdle()
        world.check(
            opened == true && drawer.openSide == .left,
            "an open after the hostile input landed (\(String(describing: opened)), \(drawer.openSide))")
        world.check(
            drawer.centerViewController?.view.frame.minX.isFinite == true,
            "the center's frame is finite (\(String(describing: drawer.centerViewController?.view.frame)))")
        var closed: Bool?
        drawer.closeDrawer(animated: true) { closed = $0 }
        world.host.advance(by: 3)
        world.host.runUntilIdle()
        world.check(closed == true && drawer.openSide == .none, "a close after the hostile input landed")
    }

    static let hostileLengths: [(String, CGFloat)] = [
        ("nan", .nan), ("inf", .infinity), ("minus-inf", -.infinity), ("negative", -1), ("huge", 1e300),
        ("negative-tiny", -1e-300),
    ]

    static let drawerSettingCases: [HostileCase] = hostileLengths.flatMap { label, value in
        [
            HostileCase("drawer/minimum-animation-duration-\(label)", HostileCase.diagnosed(.invalidContainerUse)) {
                world in
                let drawer = drawerWorld(world)
                drawer.minimumAnimationDuration = value
                world.check(
                    drawer.minimumAnimationDuration == DrawerController.defaultMinimumAnimationDuration,
                    "the refused duration was not kept (\(drawer.minimumAnimationDuration))")
                drawer.toggleLeftDrawerSide(animated: true, completion: nil)
                checkDrawerStillWorks(drawer, in: world)
            },
            HostileCase(
                "drawer/bezel-range-\(label)", value == 1e300 ? .tolerated : HostileCase.diagnosed(.invalidContainerUse)
            ) { world in
                let drawer = drawerWorld(world)
                drawer.openDrawerGestureModeMask = .bezelPanningCenterView
                drawer.bezelRange = value
                world.host.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 200, y: 400))
                checkDrawerStillWorks(drawer, in: world)
            },
            HostileCase(
                "drawer/maximum-left-width-\(label)",
                value == 1e300 ? .tolerated : HostileCase.diagnosed(.invalidContainerUse)
            ) { world in
                let drawer = drawerWorld(world)
                drawer.openDrawerSide(.left, animated: false, completion: nil)
                drawer.maximumLeftDrawerWidth = value
                world.check(value == 1e300 || drawer.maximumLeftDrawerWidth == 280, "the refused width was not kept")
                checkDrawerStillWorks(drawer, in: world)
            },
            HostileCase(
                "drawer/maximum-right-width-animated-\(label)",
                value == 1e300 ? .tolerated : HostileCase.diagnosed(.invalidContainerUse)
            ) { world in
                let drawer = drawerWorld(world)
                var result: Bool?
                drawer.setMaximumRightDrawerWidth(value, animated: true) { result = $0 }
                world.check(value == 1e300 || result == false, "the refused width's completion says false")
                checkDrawerStillWorks(drawer, in: world)
            },
            HostileCase(
                "drawer/animation-velocity-\(label)",
                value == 1e300 ? .tolerated : HostileCase.diagnosed(.invalidContainerUse)
            ) { world in
                let drawer = drawerWorld(world)
                drawer.animationVelocity = value
                drawer.toggleLeftDrawerSide(animated: true, completion: nil)
                checkDrawerStillWorks(drawer, in: world)
            },
            HostileCase("drawer/damping-\(label)", HostileCase.diagnosed(.invalidContainerUse)) { world in
                let drawer = drawerWorld(world)
                drawer.drawerDampingFactor = value
                drawer.toggleLeftDrawerSide(animated: true, completion: nil)
                checkDrawerStillWorks(drawer, in: world)
            },
            HostileCase(
                "drawer/bounce-preview-distance-\(label)",
                value.isFinite ? .tolerated : HostileCase.diagnosed(.invalidContainerUse)
            ) { world in
                let drawer = drawerWorld(world)
                drawer.bouncePreview(for: .left, distance: value, completion: nil)
                checkDrawerStillWorks(drawer, in: world)
            },
            HostileCase("drawer/pan-touch-\(label)", .tolerated) { world in
                let drawer = drawerWorld(world)
                world.stroke(
                    CGPoint(x: 100, y: 400), CGPoint(x: 140, y: 400), CGPoint(x: value, y: 400),
                    CGPoint(x: value, y: value))
                checkDrawerStillWorks(drawer, in: world)
            },
            HostileCase("drawer/bezel-touch-begins-at-\(label)", .tolerated) { world in
                let drawer = drawerWorld(world)
                drawer.openDrawerGestureModeMask = .bezelPanningCenterView
                world.host.touchDown(at: CGPoint(x: value, y: 400))
                world.host.advance(by: 1.0 / 60)
                world.host.touchMove(to: CGPoint(x: 140, y: 400))
                world.host.touchUp(at: CGPoint(x: 200, y: 400))
                checkDrawerStillWorks(drawer, in: world)
            },
        ]
    }

    static let drawerMotionCases: [HostileCase] = [
        HostileCase("drawer/minimum-animation-duration-zero-is-accepted", .tolerated) { world in
            let drawer = drawerWorld(world)
            drawer.minimumAnimationDuration = 0
            world.check(drawer.minimumAnimationDuration == 0, "0 is a valid minimum")
            drawer.toggleLeftDrawerSide(animated: true, completion: nil)
            checkDrawerStillWorks(drawer, in: world)
        },
        HostileCase("drawer/minimum-animation-duration-tiny-is-accepted", .tolerated) { world in
            let drawer = drawerWorld(world)
            drawer.minimumAnimationDuration = 1e-300
            drawer.toggleLeftDrawerSide(animated: true, completion: nil)
            checkDrawerStillWorks(drawer, in: world)
        },
        HostileCase("drawer/toggle-storm-while-animating", .tolerated) { world in
            let drawer = drawerWorld(world)
            for round in 0..<40 {
                drawer.toggleDrawerSide(round % 3 == 0 ? .right : .left, animated: round % 4 != 0, completion: nil)
                if round % 3 == 0 { world.host.runTurn() }
            }
            checkDrawerStillWorks(drawer, in: world)
        },
        HostileCase("drawer/toggle-none-side", HostileCase.diagnosed(.invalidContainerUse)) { world in
            let drawer = drawerWorld(world)
            var result: Bool?
            drawer.toggleDrawerSide(.none, animated: true) { result = $0 }
            world.host.runUntilIdle()
            world.check(result == false, "toggling no side does nothing")
            checkDrawerStillWorks(drawer, in: world)
        },
        HostileCase("drawer/close-already-closed-animated", .tolerated) { world in
            let drawer = drawerWorld(world)
            for _ in 0..<5 { drawer.closeDrawer(animated: true, completion: nil) }
            checkDrawerStillWorks(drawer, in: world)
        },
        HostileCase("drawer/set-center-while-opening", .tolerated) { world in
            let drawer = drawerWorld(world)
            drawer.openDrawerSide(.left, animated: true, completion: nil)
            world.host.advance(by: 0.05)
            drawer.setCenter(UIViewController(), withFullCloseAnimation: true, completion: nil)
            drawer.setCenter(UIViewController(), withCloseAnimation: true, completion: nil)
            checkDrawerStillWorks(drawer, in: world)
        },
        HostileCase("drawer/drawer-removed-while-opening", .tolerated) { world in
            let drawer = drawerWorld(world)
            drawer.openDrawerSide(.left, animated: true, completion: nil)
            world.host.advance(by: 0.05)
            drawer.leftDrawerViewController = nil
            world.host.advance(by: 1)
            drawer.leftDrawerViewController = UIViewController()
            checkDrawerStillWorks(drawer, in: world)
        },
        HostileCase("drawer/center-as-its-own-drawer", HostileCase.diagnosed(.invalidContainerUse)) { world in
            let drawer = drawerWorld(world)
            drawer.leftDrawerViewController = drawer.centerViewController
            checkDrawerStillWorks(drawer, in: world)
        },
        HostileCase("drawer/drawer-is-the-drawer-controller", HostileCase.diagnosed(.invalidContainerUse)) { world in
            let drawer = drawerWorld(world)
            drawer.rightDrawerViewController = drawer
            checkDrawerStillWorks(drawer, in: world)
        },
        HostileCase("drawer/resize-nan-free-while-opening", .tolerated) { world in
            let drawer = drawerWorld(world)
            drawer.openDrawerSide(.left, animated: true, completion: nil)
            world.host.advance(by: 0.05)
            world.host.resize(to: CGSize(width: 200, height: 300))
            world.host.advance(by: 0.05)
            world.host.resize(to: CGSize(width: 390, height: 844))
            checkDrawerStillWorks(drawer, in: world)
        },
        HostileCase("drawer/window-hidden-while-opening", .tolerated) { world in
            let drawer = drawerWorld(world)
            drawer.openDrawerSide(.left, animated: true, completion: nil)
            world.host.advance(by: 0.05)
            world.window.isHidden = true
            world.host.advance(by: 1)
            world.window.isHidden = false
            checkDrawerStillWorks(drawer, in: world)
        },
        HostileCase("drawer/two-finger-pan-nan", .tolerated) { world in
            let drawer = drawerWorld(world)
            world.host.send([
                .init(id: 1, phase: .began, location: CGPoint(x: 100, y: 400)),
                .init(id: 2, phase: .began, location: CGPoint(x: 120, y: 420)),
            ])
            world.host.advance(by: 1.0 / 60)
            world.host.send([
                .init(id: 1, phase: .moved, location: CGPoint(x: CGFloat.nan, y: 400)),
                .init(id: 2, phase: .moved, location: CGPoint(x: 160, y: 420)),
            ])
            world.host.advance(by: 1.0 / 60)
            world.host.send([
                .init(id: 1, phase: .ended, location: CGPoint(x: 200, y: 400)),
                .init(id: 2, phase: .ended, location: CGPoint(x: 200, y: CGFloat.infinity)),
            ])
            checkDrawerStillWorks(drawer, in: world)
        },
    ]
}
#endif

#if !canImport(UIKit)
import Foundation
import PortableUIKit
import ContainmentTesting

/// The long-press, swipe, pinch and rotation recognizers under hostile input (issue 40, item 3):
/// a recognizer or its view removed mid-gesture, NaN and infinite finger locations, hostile
/// durations and counts. What UIKit cannot hold is refused with `invalidGestureRecognizerUse`
/// (`invalidTouchInput` for the host's gesture helpers); everything else is tolerated, the values
/// the recognizers report stay finite, and a later gesture still works.
extension HostileCatalog {
    static let gestures: [HostileCase] =
        gestureRemovalCases + gestureLocationCases + gestureDurationCases

    /// A full-window view with a long press, a swipe, a pinch and a rotation (pinch and rotation
    /// recognizing together), each counting its actions.
    @MainActor
    final class GestureTargets {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let press = UILongPressGestureRecognizer()
        let swipe = UISwipeGestureRecognizer()
        let pinch = UIPinchGestureRecognizer()
        let rotation = UIRotationGestureRecognizer()
        let delegate = TogetherDelegate()
        var actions: [ObjectIdentifier: Int] = [:]

        final class TogetherDelegate: NSObject, UIGestureRecognizerDelegate {
            func gestureRecognizer(
                _ gestureRecognizer: UIGestureRecognizer,
                shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
            ) -> Bool { true }
        }

        init(in world: HostileWorld) {
            world.window.addSubview(view)
            view.isMultipleTouchEnabled = true
            swipe.direction = .left
            for recognizer in [press, swipe, pinch, rotation] as [UIGestureRecognizer] {
                recognizer.delegate = delegate
                recognizer.addHandler { [weak self] in self?.actions[ObjectIdentifier($0), default: 0] += 1 }
                view.addGestureRecognizer(recognizer)
            }
            world.keep(self)
            world.host.runUntilIdle()
        }

        func count(_ recognizer: UIGestureRecognizer) -> Int { actions[ObjectIdentifier(recognizer)] ?? 0 }

        /// The reported values are finite, and a long press, a swipe and a pinch still work.
        func checkStillWorks(in world: HostileWorld) {
            world.host.runUntilIdle()
            world.check(pinch.scale.isFinite && pinch.velocity.isFinite, "the pinch's values are finite")
            world.check(rotation.rotation.isFinite && rotation.velocity.isFinite, "the rotation's values are finite")
            guard view.window != nil else { return }
            let before = (count(press), count(swipe), count(pinch))
            world.host.longPress(at: CGPoint(x: 195, y: 300), duration: 0.7)
            world.check(count(press) == before.0 + 2, "a later long press began and ended")
            world.host.drag(from: CGPoint(x: 300, y: 600), to: CGPoint(x: 100, y: 600), duration: 0.1, steps: 6)
            world.check(count(swipe) == before.1 + 1, "a later swipe was recognized")
            world.host.pinch(at: CGPoint(x: 195, y: 400), from: 100, to: 200)
            world.check(count(pinch) > before.2, "a later pinch was recognized")
            world.check(abs(pinch.scale - 2) < 1e-6 || pinch.state == .possible, "the pinch scaled by 2")
        }
    }

    static let gestureRemovalCases: [HostileCase] = [
        HostileCase("gestures/long-press-removed-while-recognizing", .tolerated) { world in
            let targets = GestureTargets(in: world)
            world.host.touchDown(at: CGPoint(x: 195, y: 300))
            world.host.advance(by: 0.6)
            world.check(targets.press.state == .began, "the press began (\(targets.press.state))")
            targets.view.removeGestureRecognizer(targets.press)
            world.host.touchMove(to: CGPoint(x: 195, y: 500))
            world.host.touchUp(at: CGPoint(x: 195, y: 500))
            world.check(targets.count(targets.press) == 2, "began, then cancelled: \(targets.count(targets.press))")
            targets.view.addGestureRecognizer(targets.press)
            targets.checkStillWorks(in: world)
        },
        HostileCase("gestures/view-removed-mid-long-press", .tolerated) { world in
            let targets = GestureTargets(in: world)
            world.host.touchDown(at: CGPoint(x: 195, y: 300))
            world.host.advance(by: 0.2)
            targets.view.removeFromSuperview()
            world.host.advance(by: 1)
            world.check(targets.count(targets.press) == 0, "no press began for a view off screen")
            world.host.touchUp(at: CGPoint(x: 195, y: 300))
            world.window.addSubview(targets.view)
            targets.checkStillWorks(in: world)
        },
        HostileCase("gestures/pinch-removed-while-pinching", .tolerated) { world in
            let targets = GestureTargets(in: world)
            world.host.pinch(at: CGPoint(x: 195, y: 400), from: 100, to: 200, lift: false)
            targets.view.removeGestureRecognizer(targets.pinch)
            targets.view.removeGestureRecognizer(targets.rotation)
            world.host.send(
                (0..<2).map { .init(id: $0, phase: .moved, location: CGPoint(x: 50 + 300 * CGFloat($0), y: 400)) })
            world.host.send((0..<2).map { .init(id: $0, phase: .ended, location: CGPoint(x: 195, y: 400)) })
            world.check(targets.pinch.state == .possible, "the pinch was reset (\(targets.pinch.state))")
            targets.view.addGestureRecognizer(targets.pinch)
            targets.view.addGestureRecognizer(targets.rotation)
            targets.checkStillWorks(in: world)
        },
        HostileCase("gestures/recognizer-disabled-mid-swipe", .tolerated) { world in
            let targets = GestureTargets(in: world)
            world.host.touchDown(at: CGPoint(x: 300, y: 600))
            world.host.touchMove(to: CGPoint(x: 280, y: 600))
            targets.swipe.isEnabled = false
            world.host.touchMove(to: CGPoint(x: 100, y: 600))
            world.host.touchUp(at: CGPoint(x: 100, y: 600))
            world.check(targets.count(targets.swipe) == 0, "a disabled swipe sent nothing")
            targets.swipe.isEnabled = true
            targets.checkStillWorks(in: world)
        },
    ]

    static let gestureLocationCases: [HostileCase] = hostileCoordinates.flatMap { label, value in
        [
            HostileCase("gestures/pinch-finger-at-\(label)", .tolerated) { world in
                let targets = GestureTargets(in: world)
                world.host.pinch(at: CGPoint(x: 195, y: 400), from: 100, to: 150, lift: false)
                world.host.send([.init(id: 1, phase: .moved, location: CGPoint(x: value, y: value))])
                world.host.send([.init(id: 0, phase: .moved, location: CGPoint(x: 100, y: value))])
                world.host.send((0..<2).map { .init(id: $0, phase: .ended, location: CGPoint(x: value, y: 400)) })
                targets.checkStillWorks(in: world)
            },
            HostileCase("gestures/long-press-lands-at-\(label)", .tolerated) { world in
                let targets = GestureTargets(in: world)
                world.host.longPress(at: CGPoint(x: value, y: value), duration: 0.7)
                world.host.touchDown(at: CGPoint(x: 195, y: 300))
                world.host.touchMove(to: CGPoint(x: value, y: 300))
                world.host.advance(by: 0.7)
                world.host.touchUp(at: CGPoint(x: 195, y: 300))
                targets.checkStillWorks(in: world)
            },
            HostileCase("gestures/swipe-to-\(label)", .tolerated) { world in
                let targets = GestureTargets(in: world)
                world.host.drag(from: CGPoint(x: 300, y: 600), to: CGPoint(x: value, y: 600), duration: 0.1, steps: 3)
                targets.checkStillWorks(in: world)
            },
        ]
    }

    static let gestureDurationCases: [HostileCase] =
        HostileValues.all.map { label, value in
            HostileCase(
                "gestures/minimum-press-duration-\(label)",
                value >= 0 && value.isFinite ? .tolerated : HostileCase.diagnosed(.invalidGestureRecognizerUse)
            ) { world in
                let targets = GestureTargets(in: world)
                targets.press.minimumPressDuration = value
                world.check(
                    targets.press.minimumPressDuration >= 0 && targets.press.minimumPressDuration.isFinite,
                    "the duration stays usable (\(targets.press.minimumPressDuration))")
                world.host.touchDown(at: CGPoint(x: 195, y: 300))
                world.host.advance(by: 1)
                world.host.touchUp(at: CGPoint(x: 195, y: 300))
                targets.press.minimumPressDuration = 0.5
                targets.checkStillWorks(in: world)
            }
        } + [
            HostileCase("gestures/allowable-movement-nan", HostileCase.diagnosed(.invalidGestureRecognizerUse)) {
                world in
                let targets = GestureTargets(in: world)
                targets.press.allowableMovement = .nan
                world.check(targets.press.allowableMovement == 10, "the movement stays 10")
                targets.checkStillWorks(in: world)
            },
            HostileCase("gestures/pinch-scale-infinite", HostileCase.diagnosed(.invalidGestureRecognizerUse)) { world in
                let targets = GestureTargets(in: world)
                targets.pinch.scale = .infinity
                targets.rotation.rotation = .nan
                targets.checkStillWorks(in: world)
            },
            HostileCase("gestures/host-pinch-duration-negative", HostileCase.diagnosed(.invalidTouchInput)) { world in
                let targets = GestureTargets(in: world)
                world.host.pinch(at: CGPoint(x: 195, y: 400), from: 100, to: 200, duration: -1)
                world.host.rotate(at: CGPoint(x: 195, y: 400), distance: 100, by: 1, duration: .nan)
                world.host.longPress(at: CGPoint(x: 195, y: 300), duration: .infinity)
                world.check(targets.count(targets.pinch) == 0, "nothing was sent")
                targets.checkStillWorks(in: world)
            },
            HostileCase("gestures/host-multi-touch-no-fingers", HostileCase.diagnosed(.invalidTouchInput)) { world in
                let targets = GestureTargets(in: world)
                world.host.multiTouch([])
                targets.checkStillWorks(in: world)
            },
        ]
}
#endif

#if !canImport(UIKit)
import Foundation
import PortableUIKit
import ContainmentTesting

/// Host touch input under hostile values: NaN and infinite locations reach hit testing,
/// gesture recognizers and scroll views without trapping (UIKit never delivers them; the host
/// might); touches that end, move or cancel without having begun, and duplicate ids, are
/// refused with `invalidTouchInput` and leave later touches working.
extension HostileCatalog {
    static let touches: [HostileCase] = touchLocationCases + touchSequenceCases

    /// A button that counts its taps and a scroll view below it.
    @MainActor
    final class TouchTargets {
        let button = UIButton(type: .system)
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 200, width: 390, height: 400))
        var taps = 0
        init(in world: HostileWorld) {
            let root = UIViewController()
            world.show(root)
            button.frame = CGRect(x: 20, y: 60, width: 200, height: 60)
            button.addAction(UIAction { [weak self] _ in self?.taps += 1 }, for: .touchUpInside)
            root.view.addSubview(button)
            scrollView.contentSize = CGSize(width: 390, height: 4000)
            root.view.addSubview(scrollView)
            world.host.runUntilIdle()
        }

        /// After the hostile input: a tap on the button still lands and the scroll view is finite.
        func checkStillWorks(in world: HostileWorld) {
            world.host.runUntilIdle()
            let before = taps
            world.host.tap(at: CGPoint(x: 100, y: 90))
            world.host.runUntilIdle()
            world.check(taps == before + 1, "a later tap reached the button (\(taps - before) taps)")
            world.check(
                scrollView.contentOffset.y.isFinite, "the scroll view's offset is finite (\(scrollView.contentOffset))")
            world.host.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 300))
            world.host.advance(by: 3)
            world.check(scrollView.contentOffset.y > 0, "a later drag scrolled")
        }
    }

    static let touchLocationCases: [HostileCase] = hostileCoordinates.flatMap { label, value in
        [
            HostileCase("touches/tap-x-\(label)", .tolerated) { world in
                let targets = TouchTargets(in: world)
                world.host.tap(at: CGPoint(x: value, y: 90))
                targets.checkStillWorks(in: world)
            },
            HostileCase("touches/tap-both-\(label)", .tolerated) { world in
                let targets = TouchTargets(in: world)
                world.host.tap(at: CGPoint(x: value, y: value))
                targets.checkStillWorks(in: world)
            },
            HostileCase("touches/button-lift-at-\(label)", .tolerated) { world in
                let targets = TouchTargets(in: world)
                world.host.touchDown(at: CGPoint(x: 100, y: 90))
                world.host.advance(by: 0.05)
                world.host.touchUp(at: CGPoint(x: value, y: 90))
                targets.checkStillWorks(in: world)
            },
            HostileCase("touches/scroll-move-to-\(label)", .tolerated) { world in
                let targets = TouchTargets(in: world)
                world.stroke(
                    CGPoint(x: 200, y: 500), CGPoint(x: 200, y: 450), CGPoint(x: 200, y: value),
                    CGPoint(x: 200, y: value))
                world.host.advance(by: 3)
                targets.checkStillWorks(in: world)
            },
            HostileCase("touches/scroll-begin-at-\(label)", .tolerated) { world in
                let targets = TouchTargets(in: world)
                world.stroke(CGPoint(x: value, y: 500), CGPoint(x: 200, y: 400), CGPoint(x: 200, y: 300))
                targets.checkStillWorks(in: world)
            },
            HostileCase("touches/pinch-second-finger-\(label)", .tolerated) { world in
                let targets = TouchTargets(in: world)
                world.host.send([
                    .init(id: 1, phase: .began, location: CGPoint(x: 100, y: 400)),
                    .init(id: 2, phase: .began, location: CGPoint(x: 200, y: 500)),
                ])
                world.host.advance(by: 1.0 / 60)
                world.host.send([.init(id: 2, phase: .moved, location: CGPoint(x: value, y: value))])
                world.host.advance(by: 1.0 / 60)
                world.host.send([
                    .init(id: 1, phase: .ended, location: CGPoint(x: 100, y: 400)),
                    .init(id: 2, phase: .ended, location: CGPoint(x: value, y: 500)),
                ])
                targets.checkStillWorks(in: world)
            },
        ]
    }

    static let touchSequenceCases: [HostileCase] = [
        HostileCase("touches/ended-never-began", HostileCase.diagnosed(.invalidTouchInput)) { world in
            let targets = TouchTargets(in: world)
            world.host.touchUp(at: CGPoint(x: 100, y: 90))
            targets.checkStillWorks(in: world)
        },
        HostileCase("touches/moved-never-began", HostileCase.diagnosed(.invalidTouchInput)) { world in
            let targets = TouchTargets(in: world)
            world.host.touchMove(to: CGPoint(x: 100, y: 90), id: 7)
            targets.checkStillWorks(in: world)
        },
        HostileCase("touches/cancelled-never-began", HostileCase.diagnosed(.invalidTouchInput)) { world in
            let targets = TouchTargets(in: world)
            world.host.send([.init(id: 3, phase: .cancelled, location: CGPoint(x: 100, y: 90))])
            targets.checkStillWorks(in: world)
        },
        HostileCase("touches/ended-twice", HostileCase.diagnosed(.invalidTouchInput)) { world in
            let targets = TouchTargets(in: world)
            world.host.touchDown(at: CGPoint(x: 100, y: 90))
            world.host.touchUp(at: CGPoint(x: 100, y: 90))
            world.host.touchUp(at: CGPoint(x: 100, y: 90))
            targets.checkStillWorks(in: world)
        },
        HostileCase("touches/began-twice", HostileCase.diagnosed(.invalidTouchInput)) { world in
            let targets = TouchTargets(in: world)
            world.host.touchDown(at: CGPoint(x: 100, y: 90))
            world.host.touchDown(at: CGPoint(x: 100, y: 90))
            world.host.touchUp(at: CGPoint(x: 100, y: 90))
            targets.checkStillWorks(in: world)
        },
        HostileCase("touches/duplicate-began-ids-in-one-event", HostileCase.diagnosed(.invalidTouchInput)) { world in
            let targets = TouchTargets(in: world)
            world.host.send([
                .init(id: 4, phase: .began, location: CGPoint(x: 100, y: 90)),
                .init(id: 4, phase: .began, location: CGPoint(x: 300, y: 500)),
            ])
            world.host.send([.init(id: 4, phase: .ended, location: CGPoint(x: 100, y: 90))])
            targets.checkStillWorks(in: world)
        },
        HostileCase("touches/duplicate-moved-ids-in-one-event", HostileCase.diagnosed(.invalidTouchInput)) { world in
            let targets = TouchTargets(in: world)
            world.host.touchDown(at: CGPoint(x: 200, y: 500), id: 5)
            world.host.advance(by: 1.0 / 60)
            world.host.send([
                .init(id: 5, phase: .moved, location: CGPoint(x: 200, y: 450)),
                .init(id: 5, phase: .moved, location: CGPoint(x: 200, y: 400)),
            ])
            world.host.send([.init(id: 5, phase: .ended, location: CGPoint(x: 200, y: 400))])
            targets.checkStillWorks(in: world)
        },
        HostileCase("touches/began-and-ended-same-id-in-one-event", HostileCase.diagnosed(.invalidTouchInput)) {
            world in
            let targets = TouchTargets(in: world)
            world.host.send([
                .init(id: 6, phase: .began, location: CGPoint(x: 100, y: 90)),
                .init(id: 6, phase: .ended, location: CGPoint(x: 100, y: 90)),
            ])
            world.host.send([.init(id: 6, phase: .ended, location: CGPoint(x: 100, y: 90))])
            targets.checkStillWorks(in: world)
        },
        HostileCase("touches/stationary-phase", HostileCase.diagnosed(.invalidTouchInput)) { world in
            let targets = TouchTargets(in: world)
            world.host.send([.init(id: 8, phase: .stationary, location: CGPoint(x: 100, y: 90))])
            targets.checkStillWorks(in: world)
        },
        HostileCase("touches/finger-left-down-while-window-hidden", .tolerated) { world in
            let targets = TouchTargets(in: world)
            world.host.touchDown(at: CGPoint(x: 200, y: 500))
            world.host.touchMove(to: CGPoint(x: 200, y: 450))
            world.window.isHidden = true
            world.host.runUntilIdle()
            world.window.isHidden = false
            world.host.touchUp(at: CGPoint(x: 200, y: 400))
            targets.checkStillWorks(in: world)
        },
        HostileCase("touches/ten-fingers-with-nan", .tolerated) { world in
            let targets = TouchTargets(in: world)
            var down: [UIWindow.TouchInput] = []
            var up: [UIWindow.TouchInput] = []
            for finger in 0..<10 {
                let y: CGFloat = finger % 2 == 0 ? .nan : 500
                down.append(
                    UIWindow.TouchInput(
                        id: 10 + finger, phase: .began, location: CGPoint(x: CGFloat(finger) * 30, y: y)))
                up.append(
                    UIWindow.TouchInput(id: 10 + finger, phase: .ended, location: CGPoint(x: CGFloat.infinity, y: 500)))
            }
            world.host.send(down)
            world.host.advance(by: 0.1)
            world.host.send(up)
            targets.checkStillWorks(in: world)
        },
        HostileCase("touches/button-removed-while-touched", .tolerated) { world in
            let targets = TouchTargets(in: world)
            world.host.touchDown(at: CGPoint(x: 100, y: 90))
            let superview = targets.button.superview
            targets.button.removeFromSuperview()
            world.host.touchUp(at: CGPoint(x: 100, y: 90))
            superview?.addSubview(targets.button)
            targets.checkStillWorks(in: world)
        },
    ]
}
#endif

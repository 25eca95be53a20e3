#if !canImport(UIKit)
import Foundation
import PortableUIKit

/// `UIView.animateKeyframes` with hostile durations and keyframe times (issue 18): UIKit applies
/// the changes at once when the duration is not positive, and runs `addKeyframe` blocks inside
/// it as part of the call; it reported `invalidTransition` ("addKeyframe outside
/// animateKeyframes") for a NaN duration.
extension HostileCatalog {
    static let keyframes: [HostileCase] = HostileValues.all.flatMap { name, v in
        [
            HostileCase("keyframes/duration-\(name)", .tolerated) { world in
                let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                world.window.addSubview(view)
                var finished: Bool?
                UIView.animateKeyframes(
                    withDuration: v, delay: 0,
                    animations: {
                        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.5 }
                        UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                            view.frame.origin.x = 50
                        }
                    }, completion: { finished = $0 })
                world.host.advance(by: 1)
                if v == 1e300 { view.layer.removeAllAnimations() }
                world.host.runUntilIdle()
                HostileChecks.expect(
                    view.alpha == 0.5 && view.frame.origin.x == 50, "the keyframes' values are the model's")
                HostileChecks.expect(finished != nil, "the completion ran")
            },
            HostileCase("keyframes/relative-times-\(name)", .tolerated) { world in
                let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                world.window.addSubview(view)
                UIView.animateKeyframes(
                    withDuration: 0.3, delay: 0,
                    animations: {
                        UIView.addKeyframe(withRelativeStartTime: v, relativeDuration: v) { view.alpha = 0.5 }
                        UIView.addKeyframe(withRelativeStartTime: 0.2, relativeDuration: v) { view.frame.origin.x = 50 }
                    })
                world.host.advance(by: 1)
                world.host.runUntilIdle()
                HostileChecks.expect(
                    view.alpha == 0.5 && view.frame.origin.x == 50, "the keyframes' values are the model's")
            },
        ]
    }
}
#endif

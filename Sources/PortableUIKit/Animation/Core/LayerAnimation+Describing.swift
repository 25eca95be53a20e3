#if !canImport(UIKit)
import Foundation

/// The `CAAnimation` a view animation is, as `animation(forKey:)` reports it (spec 18.11, 8.4):
/// a `CABasicAnimation` with the block's duration, begin time and curve, a `CASpringAnimation`
/// carrying the spring's mass, stiffness and damping for spring blocks, a `CAKeyframeAnimation`
/// for keyframe blocks. Made on first request and kept, so asking costs nothing per frame.
extension LayerAnimation {
    func describingAnimation() -> CAAnimation {
        if let describedAnimation { return describedAnimation }
        let made: CAAnimation
        if let keyframes {
            let animation = CAKeyframeAnimation(keyPath: key)
            animation.values = keyframes.compactMap(\.value.object)
            animation.keyTimes = keyframes.map { NSNumber(value: $0.time) }
            made = animation
        } else {
            let animation: CABasicAnimation
            switch timing {
            case .spring(let spring):
                let springAnimation = CASpringAnimation(keyPath: key)
                springAnimation.allowsOverdamping = true
                springAnimation.mass = CGFloat(spring.mass)
                springAnimation.stiffness = CGFloat(spring.stiffness)
                springAnimation.damping = CGFloat(spring.damping)
                springAnimation.initialVelocity = CGFloat(spring.initialVelocity)
                animation = springAnimation
            case .cubic(let curve):
                animation = CABasicAnimation(keyPath: key)
                animation.timingFunction = CAMediaTimingFunction(
                    controlPoints: Float(curve.c1.x), Float(curve.c1.y), Float(curve.c2.x), Float(curve.c2.y))
            }
            animation.fromValue = from.object
            animation.toValue = to.object
            made = animation
        }
        made.duration = duration
        made.beginTime = beginTime
        made.repeatCount = repeatCount.isInfinite ? .infinity : repeatCount == 1 ? 0 : Float(repeatCount)
        made.autoreverses = autoreverses
        made.fillMode = .both
        describedAnimation = made
        return made
    }
}
#endif

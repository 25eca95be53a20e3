import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTestTraits

/// How animatable values blend (principle 2: presentation values between model values).
@Suite("animatable values", .isolatedRuntime)
struct AnimatableValueTests {
    func close(_ a: CATransform3D, _ b: CATransform3D, _ tolerance: CGFloat = 1e-9) -> Bool {
        let l = [
            a.m11, a.m12, a.m13, a.m14, a.m21, a.m22, a.m23, a.m24, a.m31, a.m32, a.m33, a.m34, a.m41, a.m42, a.m43,
            a.m44,
        ]
        let r = [
            b.m11, b.m12, b.m13, b.m14, b.m21, b.m22, b.m23, b.m24, b.m31, b.m32, b.m33, b.m34, b.m41, b.m42, b.m43,
            b.m44,
        ]
        return zip(l, r).allSatisfy { abs($0 - $1) < tolerance }
    }

    @Test("transforms decompose and recompose exactly (rotation about each axis, scale, translation, perspective)")
    func roundTrip() {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        let samples = [
            CATransform3DIdentity,
            CATransform3DMakeRotation(0.7, 0, 0, 1),
            CATransform3DMakeRotation(-1.2, 0, 1, 0),
            CATransform3DMakeRotation(2.9, 1, 0, 0),
            CATransform3DConcat(CATransform3DMakeScale(2, 0.5, 1), CATransform3DMakeTranslation(10, -20, 3)),
            CATransform3DConcat(CATransform3DMakeRotation(.pi / 3, 0, 1, 0), perspective),
            CATransform3DMakeScale(-1, 1, 1),
        ]
        for sample in samples {
            #expect(close(TransformDecomposition(sample).matrix, sample), "\(sample)")
        }
    }

    @Test("half-way between no rotation and a quarter turn is an eighth turn, not a shrunken matrix blend")
    func rigidRotation() {
        let from = AnimatableValue.transform(CATransform3DIdentity)
        let to = AnimatableValue.transform(CATransform3DMakeRotation(.pi / 2, 0, 0, 1))
        guard case .transform(let mid) = from.blended(to: to, 0.5) else { Issue.record("not a transform"); return }
        #expect(close(mid, CATransform3DMakeRotation(.pi / 4, 0, 0, 1)))
        let flipHalf = AnimatableValue.transform(CATransform3DIdentity)
            .blended(to: .transform(CATransform3DMakeRotation(.pi / 2, 0, 1, 0)), 0.5)
        #expect(
            flipHalf == .transform(CATransform3DMakeRotation(.pi / 4, 0, 1, 0))
                || {
                    if case .transform(let m) = flipHalf {
                        return close(m, CATransform3DMakeRotation(.pi / 4, 0, 1, 0))
                    }; return false
                }())
    }

    @Test("scale and translation blend linearly inside a transform")
    func scaleAndTranslation() {
        let from = AnimatableValue.transform(CATransform3DMakeAffineTransform(CGAffineTransform(scaleX: 1, y: 1)))
        let to = AnimatableValue.transform(
            CATransform3DMakeAffineTransform(CGAffineTransform(translationX: 100, y: 0).scaledBy(x: 3, y: 3)))
        guard case .transform(let m) = from.blended(to: to, 0.25) else { Issue.record("not a transform"); return }
        #expect(abs(m.m11 - 1.5) < 1e-12 && abs(m.m22 - 1.5) < 1e-12 && abs(m.m41 - 25) < 1e-12)
    }

    @Test("numbers, points, sizes and rects blend component-wise; t may overshoot for springs")
    func componentWise() {
        #expect(AnimatableValue.scalar(0).blended(to: .scalar(10), 1.1) == .scalar(11))
        #expect(
            AnimatableValue.point(.zero).blended(to: .point(CGPoint(x: 10, y: 20)), 0.5) == .point(CGPoint(x: 5, y: 10))
        )
        #expect(
            AnimatableValue.rect(.zero).blended(to: .rect(CGRect(x: 2, y: 4, width: 6, height: 8)), 0.5)
                == .rect(CGRect(x: 1, y: 2, width: 3, height: 4)))
    }

    @Test("colors blend premultiplied: fading red into clear keeps it red, only less opaque")
    func premultipliedColor() {
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1), clear = CGColor(red: 0, green: 0, blue: 0, alpha: 0)
        guard case .color(let mid?) = AnimatableValue.color(red).blended(to: .color(clear), 0.5) else {
            Issue.record("no color"); return
        }
        #expect(mid.components == [1, 0, 0, 0.5])
    }
}

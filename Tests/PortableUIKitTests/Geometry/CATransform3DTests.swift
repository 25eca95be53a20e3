import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTestTraits

fileprivate func isClose(_ a: CGFloat, _ b: CGFloat, _ tol: CGFloat = 1e-9) -> Bool { abs(a - b) <= tol }
fileprivate func isClose(_ p: CGPoint, _ q: CGPoint, _ tol: CGFloat = 1e-9) -> Bool {
    isClose(p.x, q.x, tol) && isClose(p.y, q.y, tol)
}
fileprivate func isClose(_ s: CATransform3D, _ t: CATransform3D, _ tol: CGFloat = 1e-9) -> Bool {
    zip(s._entries, t._entries).allSatisfy { isClose($0, $1, tol) }
}
fileprivate func perspective(_ d: CGFloat) -> CATransform3D {
    var p = CATransform3DIdentity
    p.m34 = -1 / d
    return p
}

@Suite("CATransform3D algebra and projection", .isolatedRuntime) struct CATransform3DTests {
    @Test(
        "CATransform3D() is all zeros and not the identity; CATransform3DIdentity is the unit matrix; a unit scale equals it"
    )
    func defaultInitIsZeroAndIdentityIsIdentity() {
        #expect(CATransform3D()._entries.allSatisfy { $0 == 0 })
        #expect(!CATransform3DIsIdentity(CATransform3D()))
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        #expect(CATransform3DIdentity._entries == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
        #expect(CATransform3DEqualToTransform(CATransform3DMakeScale(1, 1, 1), CATransform3DIdentity))
        #expect(!CATransform3DEqualToTransform(CATransform3DMakeScale(1, 2, 1), CATransform3DIdentity))
    }

    @Test("equality is entry by entry with floating-point ==: −0 equals 0, NaN equals nothing")
    func equalityIsEntryWise() {
        var negativeZero = CATransform3DIdentity
        negativeZero.m41 = -0.0
        #expect(CATransform3DIsIdentity(negativeZero))
        var nan = CATransform3DIdentity
        nan.m42 = .nan
        #expect(!CATransform3DEqualToTransform(nan, nan))
        var other = CATransform3DIdentity
        other.m34 = -1.0 / 500
        #expect(!CATransform3DIsIdentity(other))
    }

    @Test(
        "a translation sits in m41–m43; CATransform3DConcat(a, b) applies a first; Translate and Scale prepend their operation"
    )
    func translationLivesInFourthRowAndConcatAppliesFirstArgumentFirst() {
        let t = CATransform3DMakeTranslation(10, 20, 30)
        #expect(t.m41 == 10 && t.m42 == 20 && t.m43 == 30)
        let s = CATransform3DMakeScale(2, 3, 4)
        #expect(CATransform3DConcat(t, s)._project(.zero) == CGPoint(x: 20, y: 60))
        #expect(CATransform3DConcat(s, t)._project(.zero) == CGPoint(x: 10, y: 20))
        #expect(CATransform3DEqualToTransform(CATransform3DTranslate(s, 10, 20, 30), CATransform3DConcat(t, s)))
        #expect(CATransform3DEqualToTransform(CATransform3DScale(t, 2, 3, 4), CATransform3DConcat(s, t)))
    }

    @Test(
        "a rotation about z (any positive axis length) equals the affine rotation; Rotate prepends; a zero axis gives the identity"
    )
    func rotationAboutZMatchesAffineRotation() {
        let r = CATransform3DMakeRotation(0.3, 0, 0, 5)
        let affine = CGAffineTransform(rotationAngle: 0.3)
        let g = CATransform3DGetAffineTransform(r)
        #expect(isClose(g.a, affine.a) && isClose(g.b, affine.b) && isClose(g.c, affine.c) && isClose(g.d, affine.d))
        #expect(isClose(CATransform3DMakeRotation(.pi / 2, 0, 0, 1)._project(CGPoint(x: 1, y: 0)), CGPoint(x: 0, y: 1)))
        let rotated = CATransform3DRotate(CATransform3DMakeTranslation(7, 0, 0), .pi / 2, 0, 0, 1)
        #expect(isClose(rotated._project(CGPoint(x: 1, y: 0)), CGPoint(x: 7, y: 1)))
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)))
    }

    @Test("a quarter turn about y sends +x to −z and +z to +x (row-vector convention)")
    func rotationAboutYSendsPositiveXTowardNegativeZ() {
        let r = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        // Row vector (1, 0, 0, 1) · r
        #expect(isClose(r.m11, 0) && isClose(r.m13, -1) && isClose(r.m31, 1))
    }

    @Test(
        "with m34 = −1/500 a y-rotation projects the receding edge smaller and the approaching edge larger, by the w divide"
    )
    func perspectiveProjectionOfYRotation() {
        let angle: CGFloat = .pi / 4
        let t = CATransform3DConcat(CATransform3DMakeRotation(angle, 0, 1, 0), perspective(500))
        #expect(isClose(t.m34, -cos(angle) / 500) && isClose(t.m14, sin(angle) / 500))
        // The right edge recedes (z < 0) and shrinks; the left edge approaches and grows.
        let right = t._project(CGPoint(x: 100, y: 50))
        let wRight = 1 + 100 * sin(angle) / 500
        #expect(isClose(right, CGPoint(x: 100 * cos(angle) / wRight, y: 50 / wRight)))
        let left = t._project(CGPoint(x: -100, y: 50))
        let wLeft = 1 - 100 * sin(angle) / 500
        #expect(isClose(left, CGPoint(x: -100 * cos(angle) / wLeft, y: 50 / wLeft)))
        #expect(abs(left.x) > abs(right.x))
    }

    @Test(
        "unprojecting a projected point recovers it under rotation, perspective and translation; identity unprojects to itself"
    )
    func unprojectInvertsProject() {
        let t = CATransform3DConcat(
            CATransform3DConcat(CATransform3DMakeRotation(0.6, 0.3, 1, 0.2), perspective(400)),
            CATransform3DMakeTranslation(160, 240, 0))
        for p in [CGPoint(x: 0, y: 0), CGPoint(x: 37, y: -12), CGPoint(x: -90, y: 75)] {
            let q = t._project(p)
            let back = t._unproject(q)
            #expect(back != nil)
            if let back { #expect(isClose(back, p, 1e-7)) }
        }
        #expect(CATransform3DIdentity._unproject(CGPoint(x: 3, y: 4)) == CGPoint(x: 3, y: 4))
    }

    @Test(
        "unproject returns nil for a flattened transform and for a point whose preimage lies behind the viewer (w ≤ 0)")
    func unprojectRejectsDegenerateAndBehindViewer() {
        #expect(CATransform3DMakeScale(0, 1, 1)._unproject(CGPoint(x: 1, y: 1)) == nil)
        var t = CATransform3DIdentity
        t.m14 = -1  // w = 1 - x
        #expect(t._project(CGPoint(x: 2, y: 0)) == CGPoint(x: -2, y: 0))
        #expect(t._unproject(CGPoint(x: -2, y: 0)) == nil)
        #expect(t._unproject(CGPoint(x: 1, y: 0)) != nil)
    }

    @Test(
        "CATransform3DInvert composes with the transform to the identity on both sides; a translation inverts to its negation"
    )
    func invertRoundTrips() {
        let t = CATransform3DConcat(
            CATransform3DConcat(CATransform3DMakeRotation(1.1, 1, 2, 3), CATransform3DMakeScale(2, -0.5, 3)),
            CATransform3DConcat(CATransform3DMakeTranslation(5, -6, 7), perspective(300)))
        let inv = CATransform3DInvert(t)
        #expect(isClose(CATransform3DConcat(t, inv), CATransform3DIdentity))
        #expect(isClose(CATransform3DConcat(inv, t), CATransform3DIdentity))
        #expect(
            CATransform3DEqualToTransform(
                CATransform3DInvert(CATransform3DMakeTranslation(1, 2, 3)), CATransform3DMakeTranslation(-1, -2, -3)))
    }

    @Test("inverting a singular transform returns it unchanged")
    func singularInvertReturnsArgument() {
        let singular = CATransform3DTranslate(CATransform3DMakeScale(1, 0, 1), 4, 5, 6)
        #expect(CATransform3DEqualToTransform(CATransform3DInvert(singular), singular))
        #expect(CATransform3DEqualToTransform(CATransform3DInvert(CATransform3D()), CATransform3D()))
    }

    @Test(
        "MakeAffineTransform / GetAffineTransform round-trip through m11 m12 m21 m22 m41 m42; IsAffine is false for perspective, z translation and x rotation"
    )
    func affineRoundTrip() {
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t = CATransform3DMakeAffineTransform(affine)
        #expect(CATransform3DIsAffine(t))
        #expect(CATransform3DGetAffineTransform(t) == affine)
        #expect(t.m11 == 1 && t.m12 == 2 && t.m21 == 3 && t.m22 == 4 && t.m41 == 5 && t.m42 == 6)
        #expect(t.m33 == 1 && t.m44 == 1 && t.m34 == 0)
        #expect(t._project(CGPoint(x: 10, y: 100)) == CGPoint(x: 10, y: 100).applying(affine))
        #expect(!CATransform3DIsAffine(perspective(500)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeTranslation(0, 0, 1)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(0.2, 1, 0, 0)))
        #expect(CATransform3DIsAffine(CATransform3DMakeRotation(0.2, 0, 0, 1)))
    }
}

import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTestTraits

fileprivate func isClose(_ a: CGFloat, _ b: CGFloat, _ tol: CGFloat = 1e-12) -> Bool { abs(a - b) <= tol }
fileprivate func isClose(_ p: CGPoint, _ q: CGPoint, _ tol: CGFloat = 1e-12) -> Bool {
    isClose(p.x, q.x, tol) && isClose(p.y, q.y, tol)
}
fileprivate func isClose(_ s: CGAffineTransform, _ t: CGAffineTransform, _ tol: CGFloat = 1e-12) -> Bool {
    isClose(s.a, t.a, tol) && isClose(s.b, t.b, tol) && isClose(s.c, t.c, tol)
        && isClose(s.d, t.d, tol) && isClose(s.tx, t.tx, tol) && isClose(s.ty, t.ty, tol)
}

@Suite("CGAffineTransform algebra", .isolatedRuntime) struct CGAffineTransformTests {
    @Test("CGAffineTransform() is all zeros; identity, scale and translation initialisers fill a b c d tx ty")
    func initialisersAndIdentity() {
        #expect(CGAffineTransform() == CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
        #expect(!CGAffineTransform().isIdentity)
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGAffineTransform.identity == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        #expect(!CGAffineTransform(translationX: 1, y: 0).isIdentity)
        #expect(CGAffineTransform(scaleX: 2, y: 3) == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 0, ty: 0))
        #expect(CGAffineTransform(translationX: 4, y: 5) == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 4, ty: 5))
    }

    @Test("a +π/2 rotation maps +x to +y and +y to −x (b = 1, c = −1)")
    func rotationByQuarterTurnMapsXAxisToYAxis() {
        let r = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(isClose(CGPoint(x: 1, y: 0).applying(r), CGPoint(x: 0, y: 1)))
        #expect(isClose(CGPoint(x: 0, y: 1).applying(r), CGPoint(x: -1, y: 0)))
        #expect(isClose(r.b, 1) && isClose(r.c, -1))
    }

    @Test("applying maps (x, y) to (a·x + c·y + tx, b·x + d·y + ty)")
    func pointApplyingUsesRowVectorConvention() {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        // x' = a*x + c*y + tx, y' = b*x + d*y + ty
        #expect(CGPoint(x: 10, y: 100).applying(t) == CGPoint(x: 10 + 300 + 5, y: 20 + 400 + 6))
    }

    @Test("t1.concatenating(t2) applies t1 first, then t2")
    func concatenationAppliesReceiverFirst() {
        let translate = CGAffineTransform(translationX: 10, y: 0)
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let p = CGPoint(x: 1, y: 1)
        #expect(p.applying(translate.concatenating(scale)) == CGPoint(x: 22, y: 2))
        #expect(p.applying(scale.concatenating(translate)) == CGPoint(x: 12, y: 2))
    }

    @Test(
        "concatenating general matrices gives the row-vector product t1 · t2, and applying it equals applying t1 then t2"
    )
    func concatenationOfGeneralMatricesIsTheRowVectorProduct() {
        let t1 = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t2 = CGAffineTransform(a: 7, b: 8, c: 9, d: 10, tx: 11, ty: 12)
        #expect(t1.concatenating(t2) == CGAffineTransform(a: 25, b: 28, c: 57, d: 64, tx: 100, ty: 112))
        let p = CGPoint(x: -3, y: 2)
        #expect(p.applying(t1.concatenating(t2)) == p.applying(t1).applying(t2))
    }

    @Test("translatedBy, scaledBy and rotated apply their operation before the receiver")
    func modifiersApplyTheirOperationBeforeSelf() {
        let base = CGAffineTransform(scaleX: 2, y: 3)
        let p = CGPoint(x: 1, y: 1)
        #expect(p.applying(base.translatedBy(x: 10, y: 20)) == CGPoint(x: 22, y: 63))
        #expect(base.translatedBy(x: 10, y: 20) == CGAffineTransform(translationX: 10, y: 20).concatenating(base))
        #expect(p.applying(CGAffineTransform(translationX: 5, y: 0).scaledBy(x: 3, y: 4)) == CGPoint(x: 8, y: 4))
        let rotatedThenMoved = CGAffineTransform(translationX: 5, y: 0).rotated(by: .pi / 2)
        #expect(isClose(CGPoint(x: 1, y: 0).applying(rotatedThenMoved), CGPoint(x: 5, y: 1)))
    }

    @Test("inverted() composes with the transform to the identity on both sides and undoes it on points")
    func invertedRoundTrips() {
        let t = CGAffineTransform(rotationAngle: 0.7).scaledBy(x: 2, y: -3).translatedBy(x: 11, y: -4)
        let inv = t.inverted()
        #expect(isClose(t.concatenating(inv), .identity))
        #expect(isClose(inv.concatenating(t), .identity))
        let p = CGPoint(x: 17.5, y: -2.25)
        #expect(isClose(p.applying(t).applying(inv), p, 1e-9))
        #expect(
            CGAffineTransform(a: 2, b: 0, c: 0, d: 4, tx: 6, ty: 8).inverted()
                == CGAffineTransform(a: 0.5, b: 0, c: 0, d: 0.25, tx: -3, ty: -2))
    }

    @Test("inverting a singular transform returns it unchanged")
    func singularInversionReturnsSelf() {
        let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 7, ty: 9)
        #expect(singular.inverted() == singular)
        let flattened = CGAffineTransform(scaleX: 0, y: 1)
        #expect(flattened.inverted() == flattened)
    }

    @Test("CGSize.applying uses a b c d and ignores the translation")
    func sizeApplyingIgnoresTranslation() {
        let t = CGAffineTransform(a: 2, b: 1, c: 0, d: 3, tx: 100, ty: 100)
        #expect(CGSize(width: 4, height: 5).applying(t) == CGSize(width: 8, height: 19))
    }

    @Test("CGRect.applying returns the axis-aligned bounding box of the transformed corners; null stays null")
    func rectApplyingGivesBoundingBox() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 20)
        let rotated = rect.applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(isClose(rotated.minX, -20) && isClose(rotated.minY, 0))
        #expect(isClose(rotated.width, 20) && isClose(rotated.height, 10))
        let quarter = CGRect(x: -1, y: -1, width: 2, height: 2).applying(CGAffineTransform(rotationAngle: .pi / 4))
        #expect(isClose(quarter.width, 2 * 2.0.squareRoot()) && isClose(quarter.minX, -2.0.squareRoot()))
        let moved = rect.applying(CGAffineTransform(translationX: 5, y: -5).scaledBy(x: -1, y: 1))
        #expect(moved == CGRect(x: -5, y: -5, width: 10, height: 20))
        #expect(CGRect.null.applying(CGAffineTransform(translationX: 5, y: 5)).isNull)
    }
}

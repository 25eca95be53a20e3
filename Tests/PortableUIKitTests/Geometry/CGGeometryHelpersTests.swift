import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTestTraits

@Suite("Core Graphics geometry helpers missing from Linux Foundation", .isolatedRuntime)
struct CGGeometryHelpersTests {
    @Test("equalTo compares as Core Graphics does: standardized rectangles, null equals null")
    func equalTo() {
        #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)))
        #expect(!CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 2, y: 1)))
        #expect(CGSize(width: 3, height: 4).equalTo(CGSize(width: 3, height: 4)))
        #expect(!CGSize(width: 3, height: 4).equalTo(.zero))
        #expect(CGRect(x: 0, y: 0, width: -10, height: -10).equalTo(CGRect(x: -10, y: -10, width: 10, height: 10)))
        #expect(CGRect.null.equalTo(.null))
        #expect(!CGRect(x: 0, y: 0, width: 1, height: 1).equalTo(.zero))
    }

    @Test("CGAffineTransform's unlabeled initializer takes a, b, c, d, tx, ty in order")
    func unlabeledAffineInit() {
        #expect(CGAffineTransform(1, 2, 3, 4, 5, 6) == CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
    }

    @Test("UIRectCorner has UIKit's bit values and allCorners holds every corner")
    func rectCorner() {
        #expect(UIRectCorner.topLeft.rawValue == 1 && UIRectCorner.topRight.rawValue == 2)
        #expect(UIRectCorner.bottomLeft.rawValue == 4 && UIRectCorner.bottomRight.rawValue == 8)
        #expect(UIRectCorner.allCorners.isSuperset(of: [.topLeft, .topRight, .bottomLeft, .bottomRight]))
        #expect(UIRectCorner.allCorners.rawValue == UInt.max)
    }
}

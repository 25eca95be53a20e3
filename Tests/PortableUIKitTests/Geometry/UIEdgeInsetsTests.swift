import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTestTraits

@Suite("UIEdgeInsets and NSDirectionalEdgeInsets", .isolatedRuntime) struct UIEdgeInsetsTests {
    @Test("UIEdgeInsets() is .zero, and the memberwise initialiser stores top, left, bottom, right")
    func zeroAndDefaultInit() {
        #expect(UIEdgeInsets() == .zero)
        #expect(UIEdgeInsets.zero == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        #expect(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4) != .zero)
        let i = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(i.top == 1 && i.left == 2 && i.bottom == 3 && i.right == 4)
    }

    @Test("CGRect.inset(by:) moves the origin by left/top and shrinks the size by both edges on each axis")
    func insetByShrinksByEachEdge() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(rect.inset(by: insets) == CGRect(x: 12, y: 21, width: 94, height: 46))
        #expect(rect.inset(by: .zero) == rect)
    }

    @Test("negative insets grow the rectangle")
    func negativeInsetsGrow() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
        let outsets = UIEdgeInsets(top: -5, left: -6, bottom: -7, right: -8)
        #expect(rect.inset(by: outsets) == CGRect(x: 4, y: 15, width: 114, height: 62))
    }

    @Test("insets larger than the rectangle leave a negative size, not standardized")
    func overInsetKeepsNegativeSizeUnstandardized() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        let result = rect.inset(by: UIEdgeInsets(top: 8, left: 6, bottom: 8, right: 6))
        #expect(result.origin == CGPoint(x: 6, y: 8))
        #expect(result.size == CGSize(width: -2, height: -6))
    }

    @Test("NSDirectionalEdgeInsets() is .zero and stores top, leading, bottom, trailing")
    func directionalInsets() {
        #expect(NSDirectionalEdgeInsets() == .zero)
        let d = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(d.top == 1 && d.leading == 2 && d.bottom == 3 && d.trailing == 4)
        #expect(d != .zero)
    }
}

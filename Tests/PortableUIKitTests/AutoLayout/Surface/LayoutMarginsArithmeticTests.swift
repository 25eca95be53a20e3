import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTestTraits

@MainActor
@Suite("Layout margins arithmetic, without views (spec 17.13)", .isolatedRuntime) struct LayoutMarginsArithmeticTests {
    private let eight = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    private let minimum = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)

    @Test("17.13 default 8; a root view's default is its minimum; right-to-left puts leading on the right")
    func base() {
        #expect(
            LayoutMarginsArithmetic.effective(
                stored: nil, direction: .leftToRight, rootMinimum: nil, respectsMinimum: true, safeArea: nil,
                superview: nil) == eight)
        let asymmetric = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 20)
        #expect(
            LayoutMarginsArithmetic.effective(
                stored: nil, direction: .rightToLeft, rootMinimum: asymmetric, respectsMinimum: true, safeArea: nil,
                superview: nil)
                == UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 16))
    }

    @Test("17.13 the minimum raises a root view's custom margins edge by edge unless not respected")
    func minimumRaises() {
        let stored = LayoutMarginsArithmetic.Stored.absolute(UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 40))
        #expect(
            LayoutMarginsArithmetic.effective(
                stored: stored, direction: .leftToRight, rootMinimum: minimum, respectsMinimum: true, safeArea: nil,
                superview: nil)
                == UIEdgeInsets(top: 2, left: 16, bottom: 2, right: 40))
        #expect(
            LayoutMarginsArithmetic.effective(
                stored: stored, direction: .leftToRight, rootMinimum: minimum, respectsMinimum: false, safeArea: nil,
                superview: nil)
                == UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 40))
    }

    @Test("17.13 the safe area adds on top; a preserved superview margin reaching in is the least margin")
    func safeAreaAndSuperview() {
        let safe = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 10)
        #expect(
            LayoutMarginsArithmetic.effective(
                stored: nil, direction: .leftToRight, rootMinimum: nil, respectsMinimum: false, safeArea: safe,
                superview: nil)
                == UIEdgeInsets(top: 52, left: 8, bottom: 42, right: 18))
        let superview = (
            margins: UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20),
            bounds: CGRect(x: 0, y: 0, width: 100, height: 100), frame: CGRect(x: 5, y: 50, width: 90, height: 48)
        )
        #expect(
            LayoutMarginsArithmetic.effective(
                stored: nil, direction: .leftToRight, rootMinimum: nil, respectsMinimum: false, safeArea: nil,
                superview: superview)
                == UIEdgeInsets(top: 8, left: 15, bottom: 18, right: 15))
    }
}

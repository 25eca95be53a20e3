import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTestTraits

/// Spec 18.12: `commit()` without `begin()`, and the `kCATransaction…` keys through
/// `value(forKey:)` / `setValue(_:forKey:)`.
@MainActor
@Suite("CATransaction keys and commit (18.12)", .isolatedRuntime)
struct TransactionKeysTests {
    @Test("18.12 commit() with no open transaction is refused (unbalancedTransaction) and changes nothing")
    func commitWithoutBegin() {
        CATransaction.setAnimationDuration(2)
        expectDiagnostic(.unbalancedTransaction) { CATransaction.commit() }
        #expect(CATransaction.animationDuration() == 2)
        // Positive control: a balanced pair is silent and restores the outer value.
        CATransaction.begin()
        CATransaction.setAnimationDuration(3)
        #expect(CATransaction.animationDuration() == 3)
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 2)
    }

    @Test("18.12 setValue(_:forKey:) with the kCATransaction keys sets what the typed accessors read, and back")
    func keyedValues() {
        #expect(
            kCATransactionAnimationDuration == "animationDuration" && kCATransactionDisableActions == "disableActions")
        #expect(
            kCATransactionAnimationTimingFunction == "animationTimingFunction"
                && kCATransactionCompletionBlock == "completionBlock")
        #expect(
            CATransaction.animationDuration() == 0.25
                && CATransaction.value(forKey: kCATransactionAnimationDuration) == nil)
        CATransaction.begin()
        CATransaction.setValue(NSNumber(value: 1.5), forKey: kCATransactionAnimationDuration)
        CATransaction.setValue(NSNumber(value: true), forKey: kCATransactionDisableActions)
        let easeIn = CAMediaTimingFunction(name: .easeIn)
        CATransaction.setValue(easeIn, forKey: kCATransactionAnimationTimingFunction)
        #expect(CATransaction.animationDuration() == 1.5)
        #expect(CATransaction.disableActions())
        #expect(CATransaction.animationTimingFunction() === easeIn)
        CATransaction.setAnimationDuration(0.75)
        #expect((CATransaction.value(forKey: kCATransactionAnimationDuration) as? NSNumber)?.doubleValue == 0.75)
        CATransaction.setDisableActions(false)
        #expect((CATransaction.value(forKey: kCATransactionDisableActions) as? NSNumber)?.boolValue == false)
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 0.25 && !CATransaction.disableActions())
    }

    @Test(
        "18.12 a completion block set with setValue(_:forKey: kCATransactionCompletionBlock) runs at the commit when nothing was added"
    )
    func completionThroughKey() {
        var ran = 0
        CATransaction.begin()
        let block: () -> Void = { ran += 1 }
        CATransaction.setValue(block, forKey: kCATransactionCompletionBlock)
        #expect(CATransaction.completionBlock() != nil)
        #expect(ran == 0)
        CATransaction.commit()
        #expect(ran == 1)
    }
}

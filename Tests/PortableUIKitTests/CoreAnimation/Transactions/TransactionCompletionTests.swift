import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// `CATransaction` completion blocks (spec 18.12): when they run for explicit, nested and
/// implicit transactions.
@MainActor
@Suite("CATransaction completion", .isolatedRuntime)
struct TransactionCompletionTests {
    @Test("18.12 no animation added before the commit: the completion block runs at the commit itself")
    func noneAddedRunsAtCommit() {
        _ = TransactionTestScene()
        var ran = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { ran = true }
        #expect(CATransaction.completionBlock() != nil)
        #expect(!ran)
        CATransaction.commit()
        #expect(ran)
    }

    @Test(
        "18.12 the block waits for the animation added after it: a 0.25 s implicit fade completes on the tick at 0.25 s"
    )
    func waitsForImplicitAnimation() {
        let scene = TransactionTestScene()
        var ran = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { ran = true }
        scene.layer.opacity = 0
        CATransaction.commit()
        #expect(!ran)
        scene.host.advance(by: 0.24)
        #expect(!ran)
        scene.host.advance(by: 0.01)
        #expect(ran)
    }

    @Test(
        "18.12 Apple's nested example: outer 2 s fade, inner 1 s scale, one outer completion: it runs at 2 s, not 1 s")
    func nestedAppleExample() {
        let scene = TransactionTestScene()
        var ranAt: TimeInterval?
        let start = scene.host.now
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.setCompletionBlock { ranAt = scene.host.now - start }
        scene.layer.opacity = 0
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        scene.layer.transform = CATransform3DMakeScale(3, 3, 3)
        CATransaction.commit()
        CATransaction.commit()
        scene.host.advance(by: 0.5)
        // The inner scale runs 1 s, the outer fade 2 s, each on the default curve.
        let scale = scene.layer.presentation()!.transform.m11
        #expect(abs(Double(scale) - (1 + 2 * TransactionTestScene.defaultCurve(0.5))) < 1e-9)
        #expect(abs(scene.opacity - (1 - TransactionTestScene.defaultCurve(0.25))) < 1e-6, "opacity is a Float")
        scene.host.advance(by: 0.6)
        #expect(ranAt == nil, "the 1 s inner animation ended; the 2 s one still runs")
        scene.host.advance(by: 0.9)
        #expect(ranAt.map { abs($0 - 2) < 1e-9 } == true)
    }

    @Test(
        "18.12 nested blocks: an inner transaction's own block waits for its animations; the outer one for its whole group"
    )
    func nestedBlocksEach() {
        let scene = TransactionTestScene()
        var innerRan = false, outerRan = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { outerRan = true }
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setCompletionBlock { innerRan = true }
        scene.layer.opacity = 0
        CATransaction.commit()
        CATransaction.commit()
        scene.host.advance(by: 0.5)
        #expect(!innerRan && !outerRan)
        scene.host.advance(by: 0.5)
        #expect(innerRan && outerRan)
    }

    @Test(
        "18.12 a replaced block with nothing added runs at the commit; the new block waits for the animation added after it"
    )
    func replacedBlockRunsAtCommit() {
        let scene = TransactionTestScene()
        var first = false, second = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { first = true }
        CATransaction.setCompletionBlock { second = true }
        #expect(!first, "not before the commit")
        scene.layer.opacity = 0
        CATransaction.commit()
        #expect(first)
        #expect(!second)
        scene.host.advance(by: 0.25)
        #expect(second)
    }

    @Test(
        "18.12 UNC replaced after an animation was added: the old block still waits for that animation; the new one runs at the commit"
    )
    func replacedBlockKeepsItsAnimations() {
        let scene = TransactionTestScene()
        var first = false, second = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { first = true }
        scene.layer.opacity = 0
        CATransaction.setCompletionBlock { second = true }
        CATransaction.commit()
        #expect(second)
        #expect(!first)
        scene.host.advance(by: 0.25)
        #expect(first)
    }

    @Test("18.12 setting the block to nil: the old block runs at the commit when nothing was added")
    func nilReplacement() {
        _ = TransactionTestScene()
        var ran = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { ran = true }
        CATransaction.setCompletionBlock(nil)
        #expect(CATransaction.completionBlock() == nil)
        CATransaction.commit()
        #expect(ran)
    }

    @Test("18.12 a removed animation counts as done: the block runs on the next tick after removeAnimation(forKey:)")
    func removedAnimationCountsAsDone() {
        let scene = TransactionTestScene()
        var ran = false
        CATransaction.begin()
        CATransaction.setAnimationDuration(5)
        CATransaction.setCompletionBlock { ran = true }
        scene.layer.opacity = 0
        CATransaction.commit()
        scene.host.advance(by: 1)
        #expect(!ran)
        scene.layer.removeAnimation(forKey: "opacity")
        #expect(!ran, "never synchronously from the removal")
        #expect(scene.host.window.hasPendingWork)
        scene.host.runTurn()
        #expect(ran)
    }

    @Test("18.12 an animation replaced by a new one on its key counts as done for the old block")
    func replacedAnimationCountsAsDone() {
        let scene = TransactionTestScene()
        var first = false
        CATransaction.begin()
        CATransaction.setAnimationDuration(5)
        CATransaction.setCompletionBlock { first = true }
        scene.layer.opacity = 0
        CATransaction.commit()
        scene.host.advance(by: 1)
        scene.layer.opacity = 0.5
        scene.host.runTurn()
        #expect(first)
    }

    @Test(
        "18.12 implicit transaction: a block set outside begin/commit runs at the end of the turn when nothing animates"
    )
    func implicitRunsAtEndOfTurn() {
        let scene = TransactionTestScene()
        var ran = false
        CATransaction.setCompletionBlock { ran = true }
        #expect(!ran)
        scene.host.runTurn()
        #expect(ran)
    }

    @Test("18.12 implicit transaction: the block waits for the implicit animation of a change made in the same turn")
    func implicitWaitsForAnimation() {
        let scene = TransactionTestScene()
        var ran = false
        CATransaction.setCompletionBlock { ran = true }
        scene.layer.position = CGPoint(x: 200, y: 200)
        scene.host.runTurn()
        #expect(!ran)
        scene.host.advance(by: 0.25)
        #expect(ran)
    }

    @Test("18.12 flush() commits the implicit transaction at once; its properties return to their defaults")
    func flushCommitsImplicit() {
        _ = TransactionTestScene()
        var ran = false
        CATransaction.setAnimationDuration(3)
        CATransaction.setCompletionBlock { ran = true }
        CATransaction.flush()
        #expect(ran)
        #expect(CATransaction.animationDuration() == 0.25)
    }

    @Test("18.12 flush() inside an explicit transaction waits until the outermost one commits")
    func flushWaitsForExplicit() {
        _ = TransactionTestScene()
        var ran = false
        CATransaction.setCompletionBlock { ran = true }
        CATransaction.begin()
        CATransaction.flush()
        #expect(!ran)
        CATransaction.commit()
        #expect(ran)
    }

    @Test("18.12 a UIView animation block inside a transaction: the transaction's block waits for the view's animation")
    func viewAnimationJoinsTransaction() {
        let scene = TransactionTestScene()
        let view = scene.showView()
        var ran = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { ran = true }
        UIView.animate(withDuration: 1) { view.alpha = 0 }
        CATransaction.commit()
        scene.host.advance(by: 0.9)
        #expect(!ran)
        scene.host.advance(by: 0.1)
        #expect(ran)
    }

    @Test("18.12 OBS a UIView animation with nothing to animate completes almost at once: at the next turn, finished")
    func emptyViewAnimationCompletesAtNextTurn() {
        let scene = TransactionTestScene()
        var finished: Bool?
        UIView.animate(withDuration: 1, animations: {}, completion: { finished = $0 })
        #expect(finished == nil)
        scene.host.runTurn()
        #expect(finished == true)
    }

    @Test("18.12 a completion block may begin a transaction and animate: its own block then waits for that animation")
    func completionBeginsTransaction() {
        let scene = TransactionTestScene()
        var second = false
        CATransaction.begin()
        CATransaction.setCompletionBlock {
            CATransaction.begin()
            CATransaction.setCompletionBlock { second = true }
            scene.layer.opacity = 0
            CATransaction.commit()
        }
        CATransaction.commit()
        #expect(scene.layer.animationKeys() == ["opacity"])
        #expect(!second)
        scene.host.advance(by: 0.25)
        #expect(second)
    }
}

import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// The user's dismissal of a sheet: swipe down (interactive, spec 13.13) and a tap on the
/// dimming view, with the adaptive delegate called only for these (13.12).
@MainActor
@Suite("13.12 13.13 sheet user dismissal", .isolatedRuntime)
struct SheetDismissalTests {
    /// The trace of a completed user dismissal of a page sheet (13.12 around 13.3's dismissal).
    static let userDismissal = [
        "delegate.shouldDismiss",
        "delegate.willDismiss",
        "P.viewWillDisappear(true) beingDismissed",
        "P.viewDidDisappear(true) beingDismissed",
        "delegate.didDismiss",
    ]

    func presentationMinY(_ view: UIView?) -> CGFloat { view?.layer.presentation()?.frame.minY ?? .nan }

    @Test(
        "13.12 a swipe down dismisses: shouldDismiss, willDismiss before P.viewWillDisappear, didDismiss after P.viewDidDisappear"
    )
    func swipeDismisses() {
        let scene = SheetScene()
        scene.present()
        scene.drag(fromY: 100, by: 500, duration: 0.5)
        #expect(scene.trace.lines == Self.userDismissal)
        #expect(scene.presenter.presentedViewController == nil)
        #expect(scene.presenter.view.transform == .identity)
        #expect(scene.violations.isEmpty)
    }

    @Test("13.13 during the swipe the card follows the finger down and the dimming fades with it")
    func cardFollowsFinger() {
        let scene = SheetScene()
        scene.present()
        let card = scene.card
        scene.host.touchDown(at: CGPoint(x: 195, y: 100))
        scene.host.moveTouch(from: CGPoint(x: 195, y: 100), to: CGPoint(x: 195, y: 300), duration: 0.4, steps: 20)
        scene.host.advance(by: 0.1)
        let top = presentationMinY(card)
        #expect(top > 57 + 150 && top <= 57 + 200, "card top \(top)")
        let alpha = scene.dimming?.layer.presentation()?.opacity ?? .nan
        #expect(alpha > 0 && alpha < 0.4, "dimming \(alpha)")
        #expect(scene.presented.isBeingDismissed)
        scene.host.touchUp(at: CGPoint(x: 195, y: 300))
        scene.host.runUntilIdle()
    }

    @Test(
        "13.13 a swipe released early is cancelled: P stays presented, no didDismiss, P appears again with will/did (this runtime's one rule for cancels, as 5.3), the sheet rests again"
    )
    func swipeCancels() {
        let scene = SheetScene()
        scene.present()
        scene.drag(fromY: 100, by: 100, duration: 2)
        #expect(
            scene.trace.lines == [
                "delegate.shouldDismiss",
                "delegate.willDismiss",
                "P.viewWillDisappear(true) beingDismissed",
                "P.viewWillAppear(true)",
                "P.viewIsAppearing(true)",
                "P.viewDidAppear(true)",
            ])
        #expect(scene.presenter.presentedViewController === scene.presented)
        #expect(scene.presented.presentingViewController === scene.presenter)
        #expect(scene.cardFrame == CGRect(x: 0, y: 57, width: 390, height: 787))
        #expect(presentationMinY(scene.card) == 57)
        #expect(abs((scene.dimming?.alpha ?? 0) - 0.4) < 1e-6)
        #expect(scene.violations.isEmpty)
    }

    @Test(
        "13.12 isModalInPresentation: a swipe calls only didAttemptToDismiss, the card rubber-bands and springs back, nothing disappears"
    )
    func modalRefuses() {
        let scene = SheetScene()
        scene.present()
        scene.presented.isModalInPresentation = true
        scene.host.touchDown(at: CGPoint(x: 195, y: 100))
        scene.host.moveTouch(from: CGPoint(x: 195, y: 100), to: CGPoint(x: 195, y: 400), duration: 0.4, steps: 20)
        let top = presentationMinY(scene.card)
        #expect(top > 57 && top < 57 + 250, "rubber-banded, not following the finger: \(top)")
        scene.host.touchUp(at: CGPoint(x: 195, y: 400))
        scene.host.runUntilIdle()
        #expect(scene.trace.lines == ["delegate.didAttemptToDismiss"])
        #expect(presentationMinY(scene.card) == 57)
        #expect(scene.presenter.presentedViewController === scene.presented)
    }

    @Test("13.12 presentationControllerShouldDismiss false: didAttemptToDismiss instead, the sheet stays")
    func delegateRefuses() {
        let scene = SheetScene()
        scene.present()
        scene.trace.allowsDismissal = false
        scene.drag(fromY: 100, by: 500, duration: 0.5)
        #expect(scene.trace.lines == ["delegate.shouldDismiss", "delegate.didAttemptToDismiss"])
        #expect(scene.cardFrame.minY == 57)
        #expect(scene.presenter.presentedViewController === scene.presented)
    }

    @Test("13.12 a tap on the dimmed background above a .medium sheet dismisses it as a user dismissal")
    func tapDismissesAtMedium() {
        let scene = SheetScene()
        scene.present { $0.detents = [.medium(), .large()] }
        #expect(scene.cardFrame.minY == 422)
        scene.host.tap(at: CGPoint(x: 195, y: 200))
        scene.host.runUntilIdle()
        #expect(scene.trace.lines == Self.userDismissal)
        #expect(scene.presenter.presentedViewController == nil)
    }

    @Test(
        "13.12 isModalInPresentation: a tap on the dimmed background of a .medium sheet calls only didAttemptToDismiss")
    func modalTap() {
        let scene = SheetScene()
        scene.present { $0.detents = [.medium(), .large()] }
        scene.presented.isModalInPresentation = true
        scene.host.tap(at: CGPoint(x: 195, y: 200))
        scene.host.runUntilIdle()
        #expect(scene.trace.lines == ["delegate.didAttemptToDismiss"])
        #expect(scene.presenter.presentedViewController === scene.presented)
    }

    @Test("13.12 a tap above a .large sheet, or on an undimmed background, does not dismiss (UNC, documented choice)")
    func tapIgnored() {
        let large = SheetScene()
        large.present()
        large.host.tap(at: CGPoint(x: 195, y: 30))
        large.host.runUntilIdle()
        #expect(large.trace.lines.isEmpty)
        #expect(large.presenter.presentedViewController === large.presented)

        let undimmed = SheetScene()
        undimmed.present { sheet in
            sheet.detents = [.medium(), .large()]
            sheet.largestUndimmedDetentIdentifier = .medium
        }
        #expect(undimmed.dimming?.alpha == 0)
        undimmed.host.tap(at: CGPoint(x: 195, y: 200))
        undimmed.host.runUntilIdle()
        #expect(undimmed.trace.lines.isEmpty)
        #expect(undimmed.presenter.presentedViewController === undimmed.presented)
    }
}

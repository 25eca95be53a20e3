import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// A scroll view filling the sheet: the sheet takes a drag over at the scroll view's top edge, and
/// a push up expands it while `prefersScrollingExpandsWhenScrolledToEdge` (issue 19's swipe-down;
/// UISheetPresentationController's documented preference).
@MainActor
@Suite("13.12 sheet and scroll view", .isolatedRuntime)
struct SheetScrollTrackingTests {
    /// A sheet scene whose P holds a 2000 pt tall scroll view filling its view.
    func makeScene(_ configure: @escaping (UISheetPresentationController) -> Void = { _ in }) -> (
        SheetScene, UIScrollView
    ) {
        let scene = SheetScene()
        let scroll = UIScrollView(frame: scene.presented.view.bounds)
        scroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scroll.contentSize = CGSize(width: 390, height: 2000)
        scene.presented.view.addSubview(scroll)
        scene.present(configure)
        return (scene, scroll)
    }

    @Test("13.1 a push up on a .medium sheet's scroll view expands the sheet to .large; the content does not scroll")
    func pushUpExpands() {
        let (scene, scroll) = makeScene { $0.detents = [.medium(), .large()] }
        let top = scroll.contentOffset.y
        scene.drag(fromY: 600, by: -300, duration: 0.6)
        #expect(scene.sheet?.selectedDetentIdentifier == .large)
        #expect(scene.cardFrame.minY == 57)
        #expect(scroll.contentOffset.y == top)
        #expect(scene.trace.lines == ["delegate.didChangeSelectedDetent(com.apple.UIKit.large)"])
    }

    @Test(
        "13.1 with prefersScrollingExpandsWhenScrolledToEdge false the push up scrolls the content and the sheet stays (positive control)"
    )
    func pushUpScrollsWithoutPreference() {
        let (scene, scroll) = makeScene { sheet in
            sheet.detents = [.medium(), .large()]
            sheet.prefersScrollingExpandsWhenScrolledToEdge = false
        }
        let top = scroll.contentOffset.y
        scene.drag(fromY: 600, by: -300, duration: 0.6)
        #expect(scene.cardFrame.minY == 422)
        #expect(scroll.contentOffset.y > top + 100)
        #expect(scene.trace.lines.isEmpty)
    }

    @Test("13.12 a pull down on a scroll view at its top edge swipes the sheet away as a user dismissal")
    func pullDownAtTopDismisses() {
        let (scene, scroll) = makeScene()
        scene.drag(fromY: 200, by: 500, duration: 0.5)
        #expect(scene.trace.lines == SheetDismissalTests.userDismissal)
        #expect(scroll.contentOffset.y == -scroll.adjustedContentInset.top)
    }

    @Test("13.12 a pull down on scrolled content scrolls it back and leaves the sheet in place")
    func pullDownScrolledContentScrolls() {
        let (scene, scroll) = makeScene()
        scroll.contentOffset = CGPoint(x: 0, y: 600)
        scene.drag(fromY: 200, by: 150, duration: 1)
        #expect(scroll.contentOffset.y < 600)
        #expect(scene.cardFrame.minY == 57)
        #expect(scene.trace.lines.isEmpty)
        #expect(scene.presenter.presentedViewController === scene.presented)
    }
}

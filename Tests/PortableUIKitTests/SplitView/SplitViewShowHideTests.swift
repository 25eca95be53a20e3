import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// Spec 24.4 and 24.8: `show(_:)` and `hide(_:)`, their animation on the clock and the delegate.
@MainActor
@Suite("§24.4 §24.8 split view controller show and hide", .isolatedRuntime)
struct SplitViewShowHideTests {
    @Test(
        "24.4 hide(.primary) animates to secondaryOnly: willChangeTo and willHide first, the primary disappears with the animation"
    )
    func hidePrimary() {
        let scene = SplitViewScene()
        scene.split.hide(.primary)
        #expect(scene.split.displayMode == .secondaryOnly)
        #expect(
            scene.trace.lines == [
                "delegate.willChangeTo(secondaryOnly)",
                "delegate.willHide(primary)",
                "Pnav.viewWillDisappear(true)", "P.viewWillDisappear(true)",
            ])
        scene.host.advance(by: 0.15)
        #expect(scene.navigation("P").view.window != nil, "the primary slides out on the clock")
        let sliding = scene.navigation("P").view.layer.presentation()?.frame ?? .zero
        #expect(sliding.maxX < 320 && sliding.maxX > 0, "halfway, the presentation is between in and out")
        scene.host.advance(by: 0.2)
        scene.host.runUntilIdle()
        #expect(scene.navigation("P").viewIfLoaded?.window == nil)
        #expect(scene.trace.recorder.callbacks(of: "P").last == "viewDidDisappear(true)")
        #expect(scene.navigation("S").view.frame == CGRect(x: 0, y: 0, width: 1194, height: 834))
        #expect(scene.violations.isEmpty)
    }

    @Test("24.4 show(.primary) after hiding it: willShow, and the primary appears animated")
    func showPrimary() {
        let scene = SplitViewScene { $0.preferredDisplayMode = .secondaryOnly }
        #expect(scene.onScreen == ["S", "Snav"])
        scene.split.show(.primary)
        #expect(scene.split.displayMode == .oneBesideSecondary)
        scene.host.advance(by: 0.4)
        scene.host.runUntilIdle()
        #expect(
            scene.trace.lines == [
                "delegate.willChangeTo(oneBesideSecondary)",
                "delegate.willShow(primary)",
                "Pnav.viewDidLoad", "Pnav.viewWillAppear(true)", "P.viewDidLoad",
                "P.viewWillAppear(true) movingToParent",
                "Pnav.viewIsAppearing(true)", "P.viewIsAppearing(true) movingToParent",
                "Pnav.viewDidAppear(true)", "P.viewDidAppear(true) movingToParent",
                "P.didMove(toParent: Pnav)",
            ], "P joined its navigation controller off screen: its containment completes as it first appears")
        #expect(scene.navigation("P").view.frame == CGRect(x: 0, y: 0, width: 320, height: 834))
        #expect(scene.violations.isEmpty)
    }

    @Test("24.4 show and hide of the secondary, of a shown or hidden column, change nothing")
    func ignored() {
        let scene = SplitViewScene()
        scene.split.show(.secondary)
        scene.split.hide(.secondary)
        scene.split.show(.primary)
        scene.host.runUntilIdle()
        #expect(scene.trace.lines.isEmpty)
        #expect(scene.split.displayMode == .oneBesideSecondary)
    }

    @Test("24.4 show(.compact) and hide(.compact) are refused")
    func compactRefused() {
        let scene = SplitViewScene()
        expectDiagnostic(.invalidSplitViewControllerUse) { scene.split.show(.compact) }
        expectDiagnostic(.invalidSplitViewControllerUse) { scene.split.hide(.compact) }
        #expect(scene.trace.lines.isEmpty)
    }

    @Test("24.8 a preferredDisplayMode change on screen: willChangeTo, willHide, then the views, at once")
    func preferredChange() {
        let scene = SplitViewScene()
        scene.split.preferredDisplayMode = .secondaryOnly
        scene.host.runUntilIdle()
        #expect(
            scene.trace.lines == [
                "delegate.willChangeTo(secondaryOnly)",
                "delegate.willHide(primary)",
                "Pnav.viewWillDisappear(false)", "P.viewWillDisappear(false)",
                "Pnav.viewDidDisappear(false)", "P.viewDidDisappear(false)",
            ])
        #expect(scene.onScreen == ["S", "Snav"])
    }
}

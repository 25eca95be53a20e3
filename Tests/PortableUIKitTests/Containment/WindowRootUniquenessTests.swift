import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// Issue 18: a controller has one place in the hierarchy, so a window refuses a root view
/// controller that is already another window's root (`invalidChild`); after the other window
/// lets it go, it may move.
@MainActor
@Suite("4.1 a window's root is no other window's root (issue 18)", .isolatedRuntime)
struct WindowRootUniquenessTests {
    @Test(
        "issue 18 4.1 a controller that is one window's root is refused as another window's root; once released it can move"
    )
    func rootOfTwoWindowsIsRefused() {
        let shared = UIViewController()
        let recorder = LifecycleRecorder()
        recorder.watch(shared, as: "shared")
        let first = HeadlessHost(rootViewController: shared)
        first.runUntilIdle()
        let second = HeadlessHost(size: CGSize(width: 200, height: 300))
        recorder.reset()
        expectDiagnostic(.invalidChild) { second.window.rootViewController = shared }
        second.runUntilIdle()
        first.runUntilIdle()
        #expect(second.window.rootViewController == nil)
        #expect(first.window.rootViewController === shared && shared.view.window === first.window)
        #expect(
            recorder.callbacks(of: "shared").filter { $0.contains("Appear") }.isEmpty,
            "no appearance callbacks for the refused move")
        first.window.rootViewController = nil
        first.runUntilIdle()
        second.window.rootViewController = shared
        second.runUntilIdle()
        #expect(shared.view.window === second.window, "positive control: a released root moves")
        #expect(HierarchyValidator.violations(in: second.window).isEmpty)
    }
}

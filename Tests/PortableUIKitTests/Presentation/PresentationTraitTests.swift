import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// Presentations and traits (spec 13.1, 13.2, 14.5): presented controllers inherit the window's
/// traits through their container, `overrideTraitCollection` replaces some, `.popover` adapts
/// through the presentation controller's delegate, sheets in a compact height cover the screen.
@MainActor
@Suite("§13 presentations and traits", .isolatedRuntime)
struct PresentationTraitTests {
    final class TraitProbe: UIViewController {
        var changes: [UIUserInterfaceSizeClass] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            changes.append(traitCollection.horizontalSizeClass)
        }
    }

    @Test(
        "14.5 the presented controller and the presentation controller have the window's traits; overrideTraitCollection replaces the traits it specifies and is delivered at once"
    )
    func overrideTraitCollection() {
        let scene = PresentationScene()
        let probe = TraitProbe()
        probe.modalPresentationStyle = .overFullScreen
        scene.root.present(probe, animated: false)
        scene.host.runUntilIdle()
        let controller = probe.presentationController
        #expect(controller?.traitCollection.horizontalSizeClass == scene.window.traitCollection.horizontalSizeClass)
        #expect(probe.traitCollection.horizontalSizeClass == .compact)
        controller?.overrideTraitCollection = UITraitCollection(horizontalSizeClass: .regular)
        #expect(probe.traitCollection.horizontalSizeClass == .regular)
        #expect(
            probe.traitCollection.verticalSizeClass == scene.window.traitCollection.verticalSizeClass,
            "the other traits still come from the window")
        #expect(probe.view.traitCollection.horizontalSizeClass == .regular)
        #expect(probe.changes == [.regular])
        controller?.overrideTraitCollection = nil
        #expect(probe.changes == [.regular, .compact])
    }

    /// A delegate that adapts to a fixed style.
    final class Adapting: NSObject, UIAdaptivePresentationControllerDelegate {
        let style: UIModalPresentationStyle
        var asked: [UIUserInterfaceSizeClass] = []
        init(_ style: UIModalPresentationStyle) { self.style = style }
        func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection)
            -> UIModalPresentationStyle
        {
            asked.append(traitCollection.horizontalSizeClass)
            return style
        }
    }

    @Test(
        "13.1 popover is adapted: the delegate's adaptive style for the environment, else fullScreen (no popover is built)"
    )
    func popoverAdapts() {
        let scene = PresentationScene()
        let plain = scene.make("P", style: .popover)
        scene.root.present(plain, animated: false)
        #expect(plain.presentationController?.presentationStyle == .fullScreen)
        scene.host.runUntilIdle()
        #expect(scene.root.viewIfLoaded?.window == nil)
        plain.dismiss(animated: false)
        scene.host.runUntilIdle()
        let adapted = scene.make("Q", style: .popover)
        let delegate = Adapting(.overFullScreen)
        adapted.presentationController?.delegate = delegate
        scene.root.present(adapted, animated: false)
        scene.host.runUntilIdle()
        #expect(delegate.asked == [.compact])
        #expect(adapted.presentationController?.presentationStyle == .overFullScreen)
        #expect(scene.root.view.window === scene.window, "over full screen keeps R")
        #expect(PresentationStyleRules.adaptedPopoverStyle(.none) == .fullScreen)
    }

    @Test(
        "13.2 pageSheet and formSheet in a compact height act as fullScreen: R's view leaves and R gets the pairs",
        arguments: [UIModalPresentationStyle.pageSheet, .formSheet])
    func sheetsInCompactHeight(style: UIModalPresentationStyle) {
        let root = UIViewController()
        let host = HeadlessHost(size: CGSize(width: 844, height: 390), rootViewController: root)
        host.runUntilIdle()
        let recorder = LifecycleRecorder()
        recorder.watch(root, as: "R")
        let sheet = UIViewController()
        sheet.modalPresentationStyle = style
        root.present(sheet, animated: true)
        host.runUntilIdle()
        #expect(recorder.callbacks(of: "R") == ["viewWillDisappear(true)", "viewDidDisappear(true)"])
        #expect(root.viewIfLoaded?.window == nil)
        root.dismiss(animated: true)
        host.runUntilIdle()
        #expect(root.view.window === host.window)
        #expect(HierarchyValidator.violations(in: host.window, settled: true, recorder: recorder).isEmpty)
    }
}

/// UIContentContainer between a presented controller and its presentation controller.
@MainActor
@Suite("§13.11 presentation controller as content container", .isolatedRuntime)
struct PresentationContentContainerTests {
    final class SizeListening: UIPresentationController {
        var heard: [CGSize] = []
        override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
            heard.append(container.preferredContentSize)
        }
    }

    final class Vending: NSObject, UIViewControllerTransitioningDelegate {
        var made: SizeListening?
        func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
        ) -> UIPresentationController? {
            let controller = SizeListening(presentedViewController: presented, presenting: presenting)
            made = controller
            return controller
        }
    }

    @Test(
        "13.11 a presented controller's preferredContentSize change reaches its presentation controller; the presentation controller's preferredContentSize is P's"
    )
    func preferredContentSize() {
        let scene = PresentationScene()
        let delegate = Vending()
        let presented = scene.make("P", style: .custom)
        presented.transitioningDelegate = delegate
        presented.preferredContentSize = CGSize(width: 10, height: 10)
        scene.root.present(presented, animated: false)
        scene.host.runUntilIdle()
        presented.preferredContentSize = CGSize(width: 200, height: 300)
        #expect(delegate.made?.heard == [CGSize(width: 200, height: 300)])
        #expect(delegate.made?.preferredContentSize == CGSize(width: 200, height: 300))
    }

    @Test(
        "14.1 viewWillTransition(to:with:) on the presentation controller forwards the size to the presented controller"
    )
    func forwardsSizeTransition() {
        final class SizeProbe: UIViewController {
            var sizes: [CGSize] = []
            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
                sizes.append(size)
            }
        }
        let scene = PresentationScene()
        let probe = SizeProbe()
        probe.modalPresentationStyle = .fullScreen
        scene.root.present(probe, animated: true)
        guard let coordinator = probe.transitionCoordinator else {
            return #expect(Bool(false), "a coordinator while presenting")
        }
        probe.presentationController?.viewWillTransition(to: CGSize(width: 844, height: 390), with: coordinator)
        #expect(probe.sizes == [CGSize(width: 844, height: 390)])
        scene.host.runUntilIdle()
    }
}

/// Spec 14.1, 14.7: a window resize reaches presented controllers through their presentation
/// controllers.
@MainActor
@Suite("§14.7 window resize and presentations", .isolatedRuntime)
struct PresentationWindowResizeTests {
    final class ResizeProbe: UIViewController {
        var events: [String] = []
        override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            events.append("size \(Int(size.width))x\(Int(size.height))")
        }
        override func willTransition(
            to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator
        ) {
            super.willTransition(to: newCollection, with: coordinator)
            events.append("traits vertical \(newCollection.verticalSizeClass == .compact ? "compact" : "regular")")
        }
    }

    @Test(
        "14.7 resizing the window tells each presented controller its new traits and size (through its presentation controller), and its view follows"
    )
    func resizeReachesPresentations() {
        let scene = PresentationScene()
        let first = ResizeProbe()
        first.modalPresentationStyle = .fullScreen
        let second = ResizeProbe()
        second.modalPresentationStyle = .overFullScreen
        scene.root.present(first, animated: false)
        scene.host.runUntilIdle()
        first.present(second, animated: false)
        scene.host.runUntilIdle()
        scene.host.resize(to: CGSize(width: 844, height: 390))
        scene.host.runUntilIdle()
        #expect(first.events == ["traits vertical compact", "size 844x390"])
        #expect(second.events == ["traits vertical compact", "size 844x390"])
        #expect(second.view.frame.size == CGSize(width: 844, height: 390))
        #expect(second.traitCollection.verticalSizeClass == .compact)
        #expect(scene.violations.isEmpty)
    }
}

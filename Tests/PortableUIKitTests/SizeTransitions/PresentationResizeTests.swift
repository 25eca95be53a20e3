import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// A window resize reaches presented controllers through their presentation controllers
/// (spec 14.1, 14.7), traits reach them through their presenter (14.5), and the host asks the
/// topmost full-screen presented controller for orientations (14.6).
@MainActor
@Suite("Size transitions and presentations (spec 14.1, 14.5, 14.6, 14.7)", .isolatedRuntime)
struct PresentationResizeTests {
    private func present(
        _ name: String, over presenter: UIViewController, in scene: SizeScene,
        style: UIModalPresentationStyle = .fullScreen
    ) -> SizeProbeController {
        let presented = SizeProbeController(name, log: scene.log)
        presented.modalPresentationStyle = style
        presenter.present(presented, animated: false, completion: nil)
        scene.host.runUntilIdle()
        scene.log.reset()
        return presented
    }

    @Test("14.7 presentation controllers get viewWillTransition after the root, bottom first, before any view resizes")
    func presentationsBottomFirst() {
        let scene = SizeScene()
        let first = present("p1", over: scene.root, in: scene)
        _ = present("p2", over: first, in: scene, style: .overFullScreen)
        scene.host.resize(to: CGSize(width: 390, height: 700))
        #expect(
            scene.log.lines == [
                "root.viewWillTransition(390x700) bounds=390x844",
                "p1.viewWillTransition(390x700) bounds=390x844",
                "p2.viewWillTransition(390x700) bounds=390x844",
            ])
        scene.host.runUntilIdle()
        #expect(first.view.bounds.size == CGSize(width: 390, height: 700), "the presented view follows its container")
    }

    @Test(
        "14.5 traits: the root's willTransition forwards through its presentation controller to what it presents; didChange follows, presenter first"
    )
    func presentedTraits() {
        let scene = SizeScene()
        _ = present("p", over: scene.root, in: scene, style: .overFullScreen)
        scene.host.resize(to: CGSize(width: 844, height: 390))
        #expect(
            scene.log.lines == [
                "root.willTransition(C/C) traits=C/R",
                "p.willTransition(C/C) traits=C/R",
                "root.viewWillTransition(844x390) bounds=390x844",
                "p.viewWillTransition(844x390) bounds=390x844",
                "root.traitCollectionDidChange(C/R → C/C)",
                "p.traitCollectionDidChange(C/R → C/C)",
            ])
    }

    @Test("14.5 a presented controller takes its traits from its presenter, overrides included")
    func traitsFromPresenter() {
        let scene = SizeScene()
        let presented = present("p", over: scene.root, in: scene, style: .overFullScreen)
        scene.root.traitOverrides.userInterfaceStyle = .dark
        #expect(presented.traitCollection.userInterfaceStyle == .dark)
        scene.host.runTurn()
        #expect(scene.log.lines.filter { $0.hasPrefix("p.traitCollectionDidChange") }.count == 1)
    }

    @Test("14.6 the host asks the topmost full-screen presented controller, not a sheet above it")
    func orientationOfPresented() {
        let scene = SizeScene()
        let landscape = LandscapeController()
        landscape.modalPresentationStyle = .fullScreen
        scene.root.present(landscape, animated: false, completion: nil)
        scene.host.runUntilIdle()
        #expect(scene.host.window.hostSupportedInterfaceOrientations == .landscape)
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .formSheet
        landscape.present(sheet, animated: false, completion: nil)
        scene.host.runUntilIdle()
        #expect(scene.host.window.hostSupportedInterfaceOrientations == .landscape, "a sheet does not decide")
    }
}

@MainActor
private final class LandscapeController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
}

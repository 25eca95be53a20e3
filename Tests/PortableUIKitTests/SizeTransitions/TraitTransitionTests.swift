import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// A resize that changes size classes (spec 14.5, recommended order): `willTransition(to:with:)`
/// first, then `viewWillTransition(to:with:)`, then `traitCollectionDidChange(_:)` once the views
/// have their new sizes.
@MainActor
@Suite("Trait transitions on resize (spec 14.5)", .isolatedRuntime)
struct TraitTransitionTests {
    @Test(
        "14.5 rotation to landscape: willTransition (old traits) before viewWillTransition, then traitCollectionDidChange"
    )
    func traitsOrder() {
        let scene = SizeScene()
        _ = scene.addChild("a")
        scene.host.resize(to: CGSize(width: 844, height: 390))
        #expect(
            scene.log.lines == [
                "root.willTransition(C/C) traits=C/R",
                "a.willTransition(C/C) traits=C/R",
                "root.viewWillTransition(844x390) bounds=390x844",
                "a.viewWillTransition(844x390) bounds=390x844",
                "root.traitCollectionDidChange(C/R → C/C)",
                "a.traitCollectionDidChange(C/R → C/C)",
            ])
    }

    @Test("14.5 a resize within the same size classes sends no trait callbacks")
    func sameSizeClasses() {
        let scene = SizeScene()
        scene.host.resize(to: CGSize(width: 375, height: 667))
        scene.host.runUntilIdle()
        #expect(scene.log.lines.allSatisfy { !$0.contains("rait") })
        #expect(scene.log.lines.first == "root.viewWillTransition(375x667) bounds=390x844", "positive control")
    }

    @Test(
        "14.3 a container that overrides willTransition without super: its children get no willTransition, but still their new traits"
    )
    func willTransitionWithoutSuper() {
        let scene = SizeScene()
        let a = scene.addChild("a")
        scene.root.forwarding = .swallows
        scene.host.resize(to: CGSize(width: 844, height: 390))
        #expect(!scene.log.lines.contains { $0.hasPrefix("a.willTransition") })
        #expect(a.traitCollection.verticalSizeClass == .compact)
    }

    @Test("14.5 a child whose traits an override pins gets no willTransition and no traitCollectionDidChange")
    func overriddenChild() {
        let scene = SizeScene()
        let a = scene.addChild("a")
        scene.root.setOverrideTraitCollection(UITraitCollection(verticalSizeClass: .regular), forChild: a)
        scene.host.runUntilIdle()
        scene.host.resize(to: CGSize(width: 844, height: 390))
        scene.host.runUntilIdle()
        #expect(
            !scene.log.lines.contains { $0.hasPrefix("a.willTransition") || $0.hasPrefix("a.traitCollectionDidChange") }
        )
        #expect(
            scene.log.lines.contains("root.traitCollectionDidChange(C/R → C/C)"),
            "positive control: the root's traits changed")
        #expect(a.traitCollection.verticalSizeClass == .regular)
    }

    @Test("14.5 views get traitCollectionDidChange after their controller, parents before children")
    func viewOrder() {
        let scene = SizeScene()
        let outer = TraitProbeView()
        outer.name = "outer"
        outer.log = scene.log
        let inner = TraitProbeView()
        inner.name = "inner"
        inner.log = scene.log
        outer.addSubview(inner)
        scene.root.view.addSubview(outer)
        scene.host.runUntilIdle()
        #expect(
            scene.log.lines.filter { $0.contains("rait") }.isEmpty, "14.1: no trait callback when a view is first added"
        )
        scene.host.resize(to: CGSize(width: 1024, height: 768))
        #expect(
            scene.log.lines.filter { $0.contains("traitCollectionDidChange") } == [
                "root.traitCollectionDidChange(C/R → R/R)",
                "outer.traitCollectionDidChange(C → R)",
                "inner.traitCollectionDidChange(C → R)",
            ])
    }
}

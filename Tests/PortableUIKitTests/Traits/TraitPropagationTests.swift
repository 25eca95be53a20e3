import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// A view that counts its registered trait handler calls.
@MainActor
private final class HandlerView: UIView {
    var calls: [String] = []
    var registration: (any UITraitChangeRegistration)?

    func register() {
        registration = registerForTraitChanges([UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self]) {
            (view: HandlerView, previous: UITraitCollection) in
            view.calls.append(
                "\(previous.horizontalSizeClass.short)\(previous.verticalSizeClass.short)→\(view.traitCollection.horizontalSizeClass.short)\(view.traitCollection.verticalSizeClass.short) current=\(UITraitCollection.current.horizontalSizeClass.short)"
            )
        }
    }
}

/// Where traits come from and how changes reach views and controllers (spec 14.1, 14.5).
@MainActor
@Suite("Trait propagation and change delivery (spec 14.1, 14.5)", .isolatedRuntime)
struct TraitPropagationTests {
    @Test(
        "traits flow window → root controller → child → views: the host's idiom, scale, size classes, direction, style")
    func propagation() {
        let scene = SizeScene()
        let child = scene.addChild("child")
        let leaf = UIView()
        child.view.addSubview(leaf)
        for traits in [
            scene.host.window.traitCollection, scene.root.traitCollection, child.traitCollection, leaf.traitCollection,
        ] {
            #expect(traits.userInterfaceIdiom == .phone && traits.displayScale == 3)
            #expect(traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .regular)
            #expect(traits.layoutDirection == .leftToRight && traits.userInterfaceStyle == .light)
        }
        scene.host.window.hostLayoutDirection = .rightToLeft
        #expect(leaf.traitCollection.layoutDirection == .rightToLeft)
    }

    @Test(
        "14.5 registerForTraitChanges: the handler runs once per change however many watched traits changed, with current set to the new traits"
    )
    func handlerOncePerChange() {
        let scene = SizeScene()
        let view = HandlerView()
        scene.root.view.addSubview(view)
        view.register()
        scene.host.runUntilIdle()
        #expect(view.calls.isEmpty, "14.1: not called for the first traits")
        scene.host.resize(to: CGSize(width: 1024, height: 400))
        #expect(view.calls == ["CR→RC current=R"])
        scene.host.resize(to: CGSize(width: 1000, height: 420))
        #expect(view.calls.count == 1, "no call when the watched traits did not change")
        scene.host.window.hostUserInterfaceStyle = .dark
        #expect(view.calls.count == 1, "no call for a trait it does not watch")
    }

    @Test("unregisterForTraitChanges stops the handler; registering on a controller works the same")
    func unregister() {
        let scene = SizeScene()
        let view = HandlerView()
        scene.root.view.addSubview(view)
        view.register()
        var controllerCalls = 0
        let registration = scene.root.registerForTraitChanges([UITraitVerticalSizeClass.self]) {
            (_: SizeProbeController, _: UITraitCollection) in
            controllerCalls += 1
        }
        scene.host.resize(to: CGSize(width: 844, height: 390))
        #expect(view.calls.count == 1 && controllerCalls == 1)
        if let token = view.registration { view.unregisterForTraitChanges(token) }
        scene.root.unregisterForTraitChanges(registration)
        scene.host.resize(to: CGSize(width: 390, height: 844))
        #expect(view.calls.count == 1 && controllerCalls == 1)
    }

    @Test(
        "traitOverrides: read at once; traitCollectionDidChange at the next layout pass, for the object and its subtree"
    )
    func overridesDeliveredAtLayout() {
        let scene = SizeScene()
        let child = scene.addChild("child")
        let view = TraitProbeView()
        view.name = "v"
        view.log = scene.log
        child.view.addSubview(view)
        scene.host.runUntilIdle()
        scene.log.reset()
        scene.root.traitOverrides.horizontalSizeClass = .regular
        #expect(view.traitCollection.horizontalSizeClass == .regular, "read at once")
        #expect(scene.log.lines.isEmpty, "delivered later")
        scene.host.runTurn()
        #expect(
            scene.log.lines.filter { $0.contains("trait") } == [
                "root.traitCollectionDidChange(C/R → R/R)",
                "child.traitCollectionDidChange(C/R → R/R)",
                "v.traitCollectionDidChange(C → R)",
            ])
        #expect(scene.root.traitOverrides.contains(UITraitHorizontalSizeClass.self))
        scene.log.reset()
        scene.root.traitOverrides.remove(UITraitHorizontalSizeClass.self)
        scene.root.updateTraitsIfNeeded()
        #expect(scene.log.lines.filter { $0.contains("trait") }.count == 3, "updateTraitsIfNeeded delivers at once")
        #expect(!scene.root.traitOverrides.contains(UITraitHorizontalSizeClass.self))
    }

    @Test("two override changes before a pass deliver one change, from the first traits to the last")
    func coalescedOverrides() {
        let scene = SizeScene()
        scene.root.traitOverrides.horizontalSizeClass = .regular
        scene.root.traitOverrides.verticalSizeClass = .compact
        scene.host.runTurn()
        #expect(scene.log.lines.filter { $0.contains("trait") } == ["root.traitCollectionDidChange(C/R → R/C)"])
    }

    @Test("a view's traitOverrides apply to it and its subviews, not to its superview")
    func viewOverrides() {
        let outer = UIView()
        let inner = UIView()
        outer.addSubview(inner)
        outer.traitOverrides.userInterfaceStyle = .dark
        #expect(inner.traitCollection.userInterfaceStyle == .dark)
        let container = UIView()
        container.addSubview(outer)
        #expect(container.traitCollection.userInterfaceStyle == .light)
    }

    @Test(
        "setOverrideTraitCollection(_:forChild:) overrides the child's traits; a non-child is refused with a diagnostic"
    )
    func childOverride() {
        let scene = SizeScene()
        let child = scene.addChild("child")
        scene.root.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: child)
        #expect(child.traitCollection.horizontalSizeClass == .regular)
        #expect(scene.root.overrideTraitCollection(forChild: child)?.horizontalSizeClass == .regular)
        scene.host.runTurn()
        #expect(scene.log.lines.filter { $0.contains("trait") } == ["child.traitCollectionDidChange(C/R → R/R)"])
        let stranger = UIViewController()
        expectDiagnostic(.invalidTraitUse) {
            scene.root.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: stranger)
        }
        #expect(scene.root.overrideTraitCollection(forChild: stranger) == nil)
    }

    @Test(
        "14.1 a view moved between windows with different traits gets traitCollectionDidChange; first added, it does not"
    )
    func moveBetweenWindows() {
        let log = SizeLog()
        let phone = HeadlessHost(size: CGSize(width: 390, height: 844))
        let tablet = HeadlessHost(size: CGSize(width: 1024, height: 768))
        let view = TraitProbeView()
        view.log = log
        phone.window.addSubview(view)
        #expect(log.lines.isEmpty)
        tablet.window.addSubview(view)
        #expect(log.lines == ["view.traitCollectionDidChange(C → R)"])
    }

    @Test("a foreign UIMutableTraits assigned to traitOverrides is refused with a diagnostic")
    func foreignOverrides() {
        struct Foreign: UITraitOverrides {
            subscript<T: UITraitDefinition>(_ trait: T.Type) -> T.Value {
                get { T.defaultValue }
                set {}
            }
            func contains(_ trait: UITrait) -> Bool { false }
            mutating func remove(_ trait: UITrait) {}
        }
        let view = UIView()
        view.traitOverrides.userInterfaceStyle = .dark
        expectDiagnostic(.invalidTraitUse) { view.traitOverrides = Foreign() }
        #expect(view.traitCollection.userInterfaceStyle == .dark)
    }
}

@MainActor
@Suite("Trait resolution through a misused hierarchy", .isolatedRuntime)
struct TraitResolutionCycleTests {
    @Test(
        "a parentless controller whose view sits under its own child's view reads the screen's traits, not itself forever"
    )
    func cycleThroughSuperview() {
        let parent = UIViewController()
        let child = UIViewController()
        parent.addChild(child)
        child.didMove(toParent: parent)
        child.view.addSubview(parent.view)
        #expect(child.traitCollection.userInterfaceIdiom == .phone)
        #expect(parent.view.traitCollection.displayScale == 3)
    }
}

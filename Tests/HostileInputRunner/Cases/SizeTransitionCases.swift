#if !canImport(UIKit)
import Foundation
import PortableUIKit
import ContainmentTesting

/// Size transitions and traits driven with hostile input (spec 14): window sizes that are not
/// finite and non-negative (refused, `invalidSizeTransition`), huge and zero sizes (tolerated),
/// a resize from inside `viewWillTransition` or an alongside block (refused), a resize from a
/// completion block (tolerated: a new transition), an empty orientation mask (refused,
/// `unsupportedInterfaceOrientations`), trait overrides given as a foreign type or for a
/// controller that is not a child (refused, `invalidTraitUse`).
extension HostileCatalog {
    static let sizeTransitions: [HostileCase] =
        sizeCases + reentrantCases + [
            HostileCase("size/empty-orientation-mask", HostileCase.diagnosed(.unsupportedInterfaceOrientations)) {
                world in
                world.show(MaskController())
                _ = world.window.hostSupportedInterfaceOrientations
            },
            HostileCase("size/override-traits-for-stranger", HostileCase.diagnosed(.invalidTraitUse)) { world in
                let root = UIViewController()
                world.show(root)
                root.setOverrideTraitCollection(
                    UITraitCollection(horizontalSizeClass: .regular), forChild: UIViewController())
            },
            HostileCase("size/foreign-trait-overrides", HostileCase.diagnosed(.invalidTraitUse)) { world in
                let root = UIViewController()
                world.show(root)
                root.traitOverrides = ForeignOverrides()
                HostileChecks.expect(
                    root.traitCollection.horizontalSizeClass == .compact, "the overrides are unchanged")
            },
            HostileCase("size/trait-override-nan-scale", .tolerated) { world in
                let root = UIViewController()
                world.show(root)
                root.traitOverrides.displayScale = .nan
                world.host.runUntilIdle()
                world.host.resize(to: CGSize(width: 844, height: 390))
                world.host.runUntilIdle()
            },
        ]

    private static let sizeCases: [HostileCase] =
        HostileValues.all.flatMap { name, v in
            let refused = !(v >= 0 && v.isFinite)
            let expectation = refused ? HostileCase.diagnosed(.invalidSizeTransition) : .tolerated
            return [("width", CGSize(width: v, height: 844)), ("both", CGSize(width: v, height: v))].map { axis, size in
                HostileCase("size/resize-\(axis)-\(name)", expectation) { world in
                    let probe = ResizeProbe()
                    world.show(probe)
                    world.host.resize(to: size)
                    world.host.runUntilIdle()
                    if refused {
                        HostileChecks.expect(probe.calls == 0, "a refused resize sends nothing")
                        HostileChecks.expect(
                            world.window.bounds.size == CGSize(width: 390, height: 844), "the window keeps its size")
                    } else {
                        HostileChecks.expect(
                            probe.calls == 1, "the resize was delivered once, not \(probe.calls) times")
                    }
                    world.host.resize(to: CGSize(width: 390, height: 844))
                    world.host.runUntilIdle()
                }
            }
        } + [
            HostileCase("size/resize-1e9", .tolerated) { world in
                world.show(ResizeProbe())
                world.host.resize(to: CGSize(width: 1e9, height: 1e9))
                world.host.runUntilIdle()
            }
        ]

    private static let reentrantCases: [HostileCase] = [
        HostileCase("size/resize-inside-viewWillTransition", HostileCase.diagnosed(.invalidSizeTransition)) { world in
            let probe = ResizeProbe()
            probe.onTransition = { _ in world.host.resize(to: CGSize(width: 10, height: 10)) }
            world.show(probe)
            world.host.resize(to: CGSize(width: 390, height: 600))
            world.host.runUntilIdle()
            HostileChecks.expect(
                world.window.bounds.size == CGSize(width: 390, height: 600), "the outer resize happened")
        },
        HostileCase("size/resize-from-alongside", HostileCase.diagnosed(.invalidSizeTransition)) { world in
            let probe = ResizeProbe()
            probe.onTransition = { coordinator in
                coordinator.animate(alongsideTransition: { _ in world.host.resize(to: CGSize(width: 20, height: 20)) })
            }
            world.show(probe)
            world.host.resize(to: CGSize(width: 390, height: 600))
            world.host.runUntilIdle()
        },
        HostileCase("size/resize-from-completion", .tolerated) { world in
            let probe = ResizeProbe()
            var first = true
            probe.onTransition = { coordinator in
                guard first else { return }
                first = false
                coordinator.animate(alongsideTransition: nil) { _ in
                    world.host.resize(to: CGSize(width: 300, height: 500))
                }
            }
            world.show(probe)
            world.host.resize(to: CGSize(width: 390, height: 600))
            world.host.runUntilIdle()
            HostileChecks.expect(probe.calls == 2, "the completion's resize is a second transition")
        },
    ]
}

/// A root controller that counts size transitions and can act inside them.
@MainActor
private final class ResizeProbe: UIViewController {
    var calls = 0
    var onTransition: ((UIViewControllerTransitionCoordinator) -> Void)?

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        calls += 1
        onTransition?(coordinator)
        super.viewWillTransition(to: size, with: coordinator)
    }
}

/// A root controller that supports no orientation.
@MainActor
private final class MaskController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { [] }
}

/// Trait overrides of a type PortableUIKit did not make.
private struct ForeignOverrides: UITraitOverrides {
    subscript<T: UITraitDefinition>(_ trait: T.Type) -> T.Value {
        get { T.defaultValue }
        set {}
    }
    func contains(_ trait: UITrait) -> Bool { false }
    mutating func remove(_ trait: UITrait) {}
}
#endif

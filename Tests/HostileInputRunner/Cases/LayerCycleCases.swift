#if !canImport(UIKit)
import Foundation
import PortableUIKit

/// Layer trees that would become cycles (issue 18): a layer given its own ancestor as a
/// sublayer. Core Animation leaves such a tree to hang or overflow; PortableUIKit refuses the
/// call with `invalidViewHierarchy` and leaves the tree as it was.
extension HostileCatalog {
    private static let cycleActs: [(String, @MainActor @Sendable (CALayer, CALayer) -> Void)] = [
        ("add-parent", { root, leaf in leaf.addSublayer(leaf.superlayer ?? root) }),
        ("add-root", { root, leaf in leaf.addSublayer(root) }),
        ("insert-root-at-0", { root, leaf in leaf.insertSublayer(root, at: 0) }),
        (
            "insert-root-above",
            { root, leaf in
                let sibling = CALayer()
                leaf.addSublayer(sibling)
                leaf.insertSublayer(root, above: sibling)
            }
        ),
        (
            "insert-root-below",
            { root, leaf in
                let sibling = CALayer()
                leaf.addSublayer(sibling)
                leaf.insertSublayer(root, below: sibling)
            }
        ),
        ("sublayers-with-root", { root, leaf in leaf.sublayers = [CALayer(), root] }),
        ("window-layer", { root, leaf in leaf.addSublayer(leaf.superlayer?.superlayer ?? root) }),
    ]

    static let layerCycle: [HostileCase] =
        cycleActs.map { name, act in
            HostileCase("layer-cycle/\(name)", HostileCase.diagnosed(.invalidViewHierarchy)) { world in
                let outer = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
                let inner = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
                outer.addSubview(inner)
                world.window.addSubview(outer)
                let leaf = CALayer()
                inner.layer.addSublayer(leaf)
                let before = leaf.sublayers?.count ?? 0
                act(outer.layer, leaf)
                HostileChecks.expect(outer.layer.superlayer === world.window.layer, "the ancestor stays where it was")
                HostileChecks.expect(leaf.superlayer === inner.layer, "the leaf stays where it was")
                HostileChecks.expect(
                    (leaf.sublayers ?? []).allSatisfy { $0 !== outer.layer }, "the ancestor is not the leaf's sublayer")
                _ = before
                world.host.advance(by: 0.1)
                _ = world.window.hitTest(CGPoint(x: 20, y: 20), with: nil)
                _ = leaf.convert(CGPoint(x: 1, y: 1), to: world.window.layer)
                _ = leaf.convert(CGPoint(x: 1, y: 1), from: outer.layer)
                UIView.animate(withDuration: 0.2) { outer.alpha = 0.5 }
                world.host.advance(by: 0.5)
            }
        } + [
            HostileCase("layer-cycle/self-sublayer", HostileCase.diagnosed(.invalidViewHierarchy)) { world in
                let layer = CALayer()
                world.window.layer.addSublayer(layer)
                layer.addSublayer(layer)
                HostileChecks.expect(layer.sublayers?.isEmpty ?? true, "a layer is not its own sublayer")
                world.host.advance(by: 0.1)
            },
            HostileCase("layer-cycle/sublayers-self", HostileCase.diagnosed(.invalidViewHierarchy)) { world in
                let layer = CALayer()
                world.window.layer.addSublayer(layer)
                layer.sublayers = [layer]
                world.host.advance(by: 0.1)
            },
            HostileCase("layer-cycle/detached-pair", HostileCase.diagnosed(.invalidViewHierarchy)) { world in
                let a = CALayer(), b = CALayer()
                a.addSublayer(b)
                b.addSublayer(a)
                world.window.layer.addSublayer(a)
                HostileChecks.expect(a.superlayer === world.window.layer, "the pair goes in the window whole")
                _ = b.convert(CGPoint.zero, to: world.window.layer)
                world.host.advance(by: 0.1)
            },
            HostileCase("layer-cycle/sibling-move-is-legal", .tolerated) { world in
                let a = CALayer(), b = CALayer()
                world.window.layer.addSublayer(a)
                world.window.layer.addSublayer(b)
                a.addSublayer(b)
                HostileChecks.expect(b.superlayer === a, "moving a sibling under another is legal")
            },
        ]
}
#endif

#if !canImport(UIKit)
import Foundation
import PortableUIKit

/// Visual effect views given hostile input (issue 40, spec 23.4–23.6): subviews added to the
/// effect view itself are refused with `.invalidVisualEffectUse` and the view stays usable; a nil
/// effect, nesting, huge bounds and a NaN alpha are tolerated.
extension HostileCatalog {
    @MainActor
    private static func hostedEffectView(_ world: HostileWorld, _ effect: UIVisualEffect?) -> UIVisualEffectView {
        let view = UIVisualEffectView(effect: effect)
        view.frame = CGRect(x: 20, y: 100, width: 300, height: 200)
        world.window.addSubview(view)
        world.host.runTurn()
        return view
    }

    @MainActor
    private static func checkEffectView(_ world: HostileWorld, _ view: UIVisualEffectView) {
        world.check(view.subviews.count == 2, "the effect view keeps only its backdrop and content view")
        world.check(view.subviews.last === view.contentView, "the content view stays in front")
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        view.contentView.addSubview(label)
        world.check(label.superview === view.contentView, "the content view still takes subviews")
        world.host.runTurn()
    }

    static let visualEffects: [HostileCase] =
        [
            HostileCase("visual-effects/subview-on-effect-view", HostileCase.diagnosed(.invalidVisualEffectUse)) {
                world in
                let view = hostedEffectView(world, UIBlurEffect(style: .light))
                view.addSubview(UIView())
                view.insertSubview(UIView(), at: 0)
                view.insertSubview(UIView(), belowSubview: view.contentView)
                checkEffectView(world, view)
            },
            HostileCase("visual-effects/nil-effect-animated", .tolerated) { world in
                let view = hostedEffectView(world, nil)
                UIView.animate(withDuration: 0.3) { view.effect = nil }
                UIView.animate(withDuration: 0.3) { view.effect = UIBlurEffect(style: .systemChromeMaterialDark) }
                UIView.animate(withDuration: 0.3) { view.effect = nil }
                world.host.advance(by: 1)
                world.check(view.effect == nil, "the last effect set is the model value")
                checkEffectView(world, view)
            },
            HostileCase("visual-effects/nested-effect-views", .tolerated) { world in
                let blur = UIBlurEffect(style: .systemMaterial)
                let outer = hostedEffectView(world, blur)
                var parent = outer
                for _ in 0..<20 {
                    let inner = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: .label))
                    inner.frame = parent.bounds.insetBy(dx: 2, dy: 2)
                    parent.contentView.addSubview(inner)
                    parent = inner
                }
                world.host.runTurn()
                checkEffectView(world, parent)
                checkEffectView(world, outer)
            },
        ]
        + HostileValues.all.flatMap { named in
            let value = CGFloat(named.value)
            return [
                HostileCase("visual-effects/bounds-\(named.name)", .tolerated) { world in
                    let view = hostedEffectView(world, UIBlurEffect(style: .dark))
                    view.frame = CGRect(x: 0, y: 0, width: abs(value), height: abs(value))
                    world.host.runTurn()
                    checkEffectView(world, view)
                },
                HostileCase("visual-effects/alpha-\(named.name)", .tolerated) { world in
                    let view = hostedEffectView(world, UIBlurEffect(style: .regular))
                    view.alpha = value
                    UIView.animate(withDuration: 0.2) { view.alpha = value }
                    world.host.advance(by: 0.5)
                    checkEffectView(world, view)
                },
            ]
        }
}
#endif

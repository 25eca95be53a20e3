#if !canImport(UIKit)
import Foundation
import PortableUIKit

/// Non-finite and huge geometry on views in a window: UIKit lets NaN flow through as NaN frames
/// without trapping (it logs nothing for most of it); PortableUIKit must do the same, and every
/// later layout pass, hit test, conversion and safe-area read must survive.
extension HostileCatalog {
    static let geometry: [HostileCase] =
        [
            HostileCase("geometry/frame-nan-in-window", .tolerated) { world in
                let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                world.window.addSubview(view)
                view.frame = CGRect(x: CGFloat.nan, y: 0, width: 100, height: 100)
                world.host.runUntilIdle()
                _ = world.window.hitTest(CGPoint(x: 50, y: 50), with: nil)
            }
        ] + propertyCases + windowCases + [
            HostileCase("geometry/nan-frame-flows-through", .tolerated) { world in
                let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                world.window.addSubview(view)
                view.frame = CGRect(x: CGFloat.nan, y: 5, width: 100, height: 100)
                exercise(world, view)
                HostileChecks.expect(view.frame.origin.x.isNaN, "a NaN frame reads back as NaN, not \(view.frame)")
                HostileChecks.expect(
                    view.frame.origin.y == 5, "the finite part of a NaN frame stays, not \(view.frame)")
            },
            HostileCase("geometry/autoresizing-1e308-inf-minus-inf", .tolerated) { world in
                let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                let child = UIView(frame: CGRect(x: -1e308, y: 0, width: 1e308, height: 50))
                child.autoresizingMask = [.flexibleWidth, .flexibleLeftMargin, .flexibleRightMargin, .flexibleHeight]
                parent.addSubview(child)
                world.window.addSubview(parent)
                parent.frame = CGRect(x: 0, y: 0, width: 1e308, height: 1e308)
                parent.frame = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 100)
                exercise(world, child)
            },
            HostileCase("geometry/controller-view-nan-safe-area", .tolerated) { world in
                let controller = UIViewController()
                world.show(controller)
                controller.additionalSafeAreaInsets = UIEdgeInsets(
                    top: .nan, left: .infinity, bottom: -.infinity, right: 1e308)
                let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                controller.view.addSubview(view)
                exercise(world, view)
            },
            HostileCase("geometry/window-safe-area-nan", .tolerated) { world in
                world.window.hostSafeAreaInsets = UIEdgeInsets(
                    top: .nan, left: .infinity, bottom: 1e308, right: -.infinity)
                let controller = UIViewController()
                world.show(controller)
                exercise(world, controller.view)
            },
        ]

    /// One case per view property and hostile value, on a view inside a view in the window.
    private static let propertyCases: [HostileCase] = HostileValues.all.flatMap { name, v in
        let properties: [(String, @MainActor @Sendable (UIView) -> Void)] = [
            ("frame-x", { $0.frame.origin.x = v }),
            ("frame-size", { $0.frame.size = CGSize(width: v, height: v) }),
            ("bounds-origin", { $0.bounds.origin = CGPoint(x: v, y: v) }),
            ("bounds-size", { $0.bounds.size = CGSize(width: v, height: 20) }),
            ("center", { $0.center = CGPoint(x: v, y: 10) }),
            ("anchor-point", { $0.layer.anchorPoint = CGPoint(x: v, y: v) }),
            ("transform-scale", { $0.transform = CGAffineTransform(scaleX: v, y: v) }),
            ("transform-translation", { $0.transform = CGAffineTransform(translationX: v, y: v) }),
            ("layer-position", { $0.layer.position = CGPoint(x: v, y: v) }),
        ]
        return properties.map { property, set in
            HostileCase("geometry/\(property)-\(name)", .tolerated) { world in
                let parent = UIView(frame: CGRect(x: 10, y: 10, width: 200, height: 200))
                let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                view.addSubview(child)
                parent.addSubview(view)
                world.window.addSubview(parent)
                set(view)
                exercise(world, view)
                exercise(world, child)
            }
        }
    }

    /// The window itself resized to hostile sizes, with a controller's view following it. A size
    /// that is not finite and non-negative is refused (spec 14.7, `invalidSizeTransition`).
    private static let windowCases: [HostileCase] = HostileValues.all.map { name, v in
        let refused = !(v >= 0 && v.isFinite)
        return HostileCase(
            "geometry/window-resized-\(name)", refused ? HostileCase.diagnosed(.invalidSizeTransition) : .tolerated
        ) { world in
            let controller = UIViewController()
            world.show(controller)
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
            controller.view.addSubview(view)
            world.host.resize(to: CGSize(width: v, height: v))
            exercise(world, view)
            world.host.resize(to: CGSize(width: 390, height: 844))
            world.host.runUntilIdle()
        }
    }

    /// Everything that reads geometry: layout passes, hit tests, conversions, safe area.
    @MainActor
    static func exercise(_ world: HostileWorld, _ view: UIView) {
        view.setNeedsLayout()
        world.window.layoutIfNeeded()
        world.host.runUntilIdle()
        for point in [CGPoint(x: 5, y: 5), CGPoint(x: CGFloat.nan, y: 1), CGPoint(x: 1e308, y: -1e308)] {
            _ = world.window.hitTest(point, with: nil)
            _ = view.point(inside: point, with: nil)
            _ = view.convert(point, to: world.window)
            _ = world.window.convert(point, to: view)
        }
        _ = view.convert(view.bounds, to: nil)
        _ = view.safeAreaInsets
        _ = view.sizeThatFits(CGSize(width: CGFloat.nan, height: .infinity))
        world.host.tap(at: CGPoint(x: 20, y: 20))
    }
}
#endif

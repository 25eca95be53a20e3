#if !canImport(UIKit)
import Foundation
import PortableUIKit
import ContainmentTesting

/// The Auto Layout surface under misuse (spec 17.6, 17.13, 17.19): visual formats that do not
/// parse or name what is not there, anchors of deallocated items, non-finite numbers, NaN margins.
/// Each is refused with its diagnostic and layout keeps working.
extension HostileCatalog {
    static let autoLayoutSurface: [HostileCase] = formatCases + anchorCases + marginCases

    /// A window subview with two subviews named `a` and `b`.
    @MainActor
    private static func pair(_ world: HostileWorld) -> (UIView, [String: Any]) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let a = UIView(), b = UIView()
        a.translatesAutoresizingMaskIntoConstraints = false
        b.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(a)
        container.addSubview(b)
        a.translatesAutoresizingMaskIntoConstraints = false  // placed by constraints (spec 17.8)
        b.translatesAutoresizingMaskIntoConstraints = false
        world.window.addSubview(container)
        return (container, ["a": a, "b": b])
    }

    @MainActor
    private static func refusedFormat(_ world: HostileWorld, _ format: String, metrics: [String: Any]? = nil) {
        let (container, views) = pair(world)
        let made = NSLayoutConstraint.constraints(withVisualFormat: format, metrics: metrics, views: views)
        HostileChecks.expect(made.isEmpty, "\(format) made \(made.count) constraints instead of none")
        let good = NSLayoutConstraint.constraints(withVisualFormat: "|-[a]-[b]-|", metrics: nil, views: views)
        NSLayoutConstraint.activate(good)
        world.host.runUntilIdle()
        HostileChecks.expect(
            good.count == 3 && good.allSatisfy { $0.isActive } && container.constraints.count == 3 + 4,
            "a good format still works after a bad one")
    }

    private static let formatCases: [HostileCase] = [
        HostileCase("autolayout/vfl-unterminated-view", HostileCase.diagnosed(.invalidVisualFormat)) {
            refusedFormat($0, "H:|-[a")
        },
        HostileCase("autolayout/vfl-unterminated-list", HostileCase.diagnosed(.invalidVisualFormat)) {
            refusedFormat($0, "[a(>=10,")
        },
        HostileCase("autolayout/vfl-unknown-view", HostileCase.diagnosed(.invalidVisualFormat)) {
            refusedFormat($0, "|[ghost]|")
        },
        HostileCase("autolayout/vfl-string-metric", HostileCase.diagnosed(.invalidVisualFormat)) {
            refusedFormat($0, "[a(w)]", metrics: ["w": "wide"])
        },
        HostileCase("autolayout/vfl-nan-metric", HostileCase.diagnosed(.invalidVisualFormat)) {
            refusedFormat($0, "|-m-[a]", metrics: ["m": Double.nan])
        },
        HostileCase("autolayout/vfl-infinite-priority", HostileCase.diagnosed(.invalidVisualFormat)) {
            refusedFormat($0, "[a(10@p)]", metrics: ["p": Double.infinity])
        },
        HostileCase("autolayout/vfl-garbage", HostileCase.diagnosed(.invalidVisualFormat)) {
            refusedFormat($0, "}{|-[[a]]--|~\u{0}")
        },
        HostileCase("autolayout/vfl-superview-bar-without-superview", HostileCase.diagnosed(.invalidVisualFormat)) {
            world in
            let loose = UIView()
            let made = NSLayoutConstraint.constraints(withVisualFormat: "|[v]|", metrics: nil, views: ["v": loose])
            HostileChecks.expect(made.isEmpty, "a '|' next to a view with no superview made constraints")
        },
    ]

    private static let anchorCases: [HostileCase] = [
        HostileCase("autolayout/anchor-of-deallocated-item", HostileCase.diagnosed(.invalidConstraint)) { world in
            let (container, _) = pair(world)
            var anchor: NSLayoutYAxisAnchor?
            do { anchor = UIView().topAnchor }
            guard let anchor else { return }
            let constraint = container.topAnchor.constraint(equalTo: anchor, constant: 4)
            constraint.isActive = true
            world.host.runUntilIdle()
            HostileChecks.expect(!constraint.isActive, "a constraint to a deallocated item activated")
        },
        HostileCase("autolayout/anchor-nan-constant-and-multiplier", HostileCase.diagnosed(.invalidConstraint)) {
            world in
            let (container, views) = pair(world)
            guard let a = views["a"] as? UIView else { return }
            let made = [
                a.widthAnchor.constraint(equalToConstant: .nan),
                a.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: .nan),
                a.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: -.infinity),
                a.leadingAnchor.constraint(equalToSystemSpacingAfter: container.leadingAnchor, multiplier: .infinity),
            ]
            NSLayoutConstraint.activate(made)
            world.host.runUntilIdle()
            HostileChecks.expect(made.allSatisfy { !$0.isActive }, "a non-finite anchor constraint activated")
        },
        HostileCase("autolayout/anchor-leading-to-left", HostileCase.diagnosed(.invalidConstraint)) { world in
            let (container, _) = pair(world)
            let mixed = container.leadingAnchor.constraint(equalTo: world.window.leftAnchor)
            mixed.isActive = true
            HostileChecks.expect(!mixed.isActive, "leading related to left activated")
        },
    ]

    private static let marginCases: [HostileCase] = [
        HostileCase("autolayout/margins-nan", HostileCase.diagnosed(.invalidLayoutUse)) { world in
            let (container, _) = pair(world)
            let guide = container.layoutMarginsGuide
            container.layoutMargins = UIEdgeInsets(top: .nan, left: 1, bottom: 1, right: 1)
            container.directionalLayoutMargins = NSDirectionalEdgeInsets(
                top: 1, leading: .infinity, bottom: 1, trailing: -.infinity)
            world.host.runUntilIdle()
            HostileChecks.expect(
                container.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8),
                "NaN margins were taken: \(container.layoutMargins)")
            HostileChecks.expect(
                container.constraints.allSatisfy { $0.constant.isFinite },
                "a guide constraint took a non-finite constant")
            _ = guide
        },
        // A 1e308 margin is kept, and the guide constraint using it is left out of the layout with
        // an invalidConstraint diagnostic (beyond the engine's ±1e10 pt).
        HostileCase("autolayout/margins-huge-and-negative", HostileCase.diagnosed(.invalidConstraint)) { world in
            let (container, _) = pair(world)
            _ = container.layoutMarginsGuide
            container.layoutMargins = UIEdgeInsets(top: -1e308, left: 1e308, bottom: -50, right: 0)
            container.preservesSuperviewLayoutMargins = true
            world.host.runUntilIdle()
        },
        HostileCase("autolayout/margins-nan-safe-area-with-guides", .tolerated) { world in
            let (container, _) = pair(world)
            _ = container.safeAreaLayoutGuide
            _ = container.readableContentGuide
            world.window.hostSafeAreaInsets = UIEdgeInsets(top: .nan, left: .infinity, bottom: 0, right: 0)
            world.host.runUntilIdle()
            HostileChecks.expect(
                container.layoutMargins.top.isFinite, "NaN safe area made the margins \(container.layoutMargins)")
        },
    ]
}
#endif

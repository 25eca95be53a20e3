import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTestTraits
import ContainmentTesting

/// The surface's constraints solved by the engine bridge: frames, not just constraint fields.
@MainActor
@Suite(
    "Surface probes: solved frames from anchors, formats, margins and guides (spec 17.6, 17.13, 17.14, 17.19)",
    .isolatedRuntime)
struct SurfaceLayoutProbeTests {
    /// A 300×200 container in a window, and a subview placed by constraints.
    private func setting(_ host: HeadlessHost) -> (UIView, UIView) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        host.window.addSubview(container)
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        return (container, view)
    }

    @Test("17.19 probe: H:|-20-[v(100)] + V:|-10-[v(50)] lays v out at (20, 10, 100, 50)")
    func formatProbe() {
        let host = HeadlessHost()
        let (container, view) = setting(host)
        let views = ["v": view]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-20-[v(100)]", metrics: nil, views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|-10-[v(50)]", metrics: nil, views: views))
        container.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 20, y: 10, width: 100, height: 50))
    }

    @Test("17.13 probe: |-[v]-| and V:|-[v]-| inset v by the superview's margins, and follow a margin change")
    func formatMargins() {
        let host = HeadlessHost()
        let (container, view) = setting(host)
        let views = ["v": view]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "|-[v]-|", metrics: nil, views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|-[v]-|", metrics: nil, views: views))
        container.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 8, y: 8, width: 284, height: 184))
        container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40)
        container.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 20, y: 10, width: 240, height: 160))
    }

    @Test("17.19 standard spacing between siblings is 8 and align-all options align them")
    func siblings() {
        let host = HeadlessHost()
        let (container, a) = setting(host)
        let b = UIView()
        b.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(b)
        let views = ["a": a, "b": b]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(
                withVisualFormat: "|-10-[a(50)]-[b(==a)]", options: [.alignAllTop, .alignAllBottom], metrics: nil,
                views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|-5-[a(40)]", metrics: nil, views: views))
        container.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 10, y: 5, width: 50, height: 40))
        #expect(b.frame == CGRect(x: 68, y: 5, width: 50, height: 40))
    }

    @Test("17.14 probe: anchors to safeAreaLayoutGuide follow hostSafeAreaInsets")
    func safeAreaProbe() {
        let host = HeadlessHost(
            size: CGSize(width: 390, height: 844), safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let controller = UIViewController()
        host.window.rootViewController = controller
        host.runUntilIdle()
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(view)
        let guide = controller.view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: guide.topAnchor),
            view.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        ])
        host.runUntilIdle()
        #expect(view.frame == CGRect(x: 0, y: 47, width: 390, height: 844 - 47 - 34))
        host.window.hostSafeAreaInsets = UIEdgeInsets(top: 20, left: 10, bottom: 0, right: 5)
        host.runUntilIdle()
        #expect(view.frame == CGRect(x: 10, y: 20, width: 375, height: 824))
        #expect(guide.layoutFrame == CGRect(x: 10, y: 20, width: 375, height: 824))
    }

    @Test("17.13 a root view's margins guide: 16 pt sides in compact width plus the safe area on top")
    func rootMarginsGuide() {
        let host = HeadlessHost(
            size: CGSize(width: 390, height: 844), safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let controller = UIViewController()
        controller.traitOverrides.horizontalSizeClass = .compact
        host.window.rootViewController = controller
        host.runUntilIdle()
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(view)
        let margins = controller.view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: margins.topAnchor),
            view.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            view.heightAnchor.constraint(equalToConstant: 10),
        ])
        host.runUntilIdle()
        #expect(view.frame == CGRect(x: 16, y: 47, width: 358, height: 10))
    }

    @Test("17.13 the readable content guide is centred in the margins and at most 672 wide")
    func readable() {
        let host = HeadlessHost(size: CGSize(width: 1000, height: 400))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 400))
        host.window.addSubview(container)
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        let readable = container.readableContentGuide
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: readable.trailingAnchor),
            view.topAnchor.constraint(equalTo: readable.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 10),
        ])
        container.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 164, y: 8, width: 672, height: 10))
        container.frame = CGRect(x: 0, y: 0, width: 300, height: 400)
        container.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 8, y: 8, width: 284, height: 10))
    }

    @Test("17.6 anchors solve: system spacing after, a multiplied dimension, and an offset distance")
    func anchorsSolve() {
        let host = HeadlessHost()
        let (container, a) = setting(host)
        let b = UIView()
        b.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(b)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            a.topAnchor.constraint(equalTo: container.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 40),
            a.heightAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
            b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
            b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 2, constant: 1),
            a.bottomAnchor.anchorWithOffset(to: b.topAnchor).constraint(equalTo: b.heightAnchor),
        ])
        container.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 10, y: 0, width: 40, height: 20))
        #expect(b.frame == CGRect(x: 66, y: 28, width: 81, height: 8))
    }

    @Test("17.7 system spacing after in right to left: the receiver sits 8 to the left of the argument")
    func rightToLeftSpacing() {
        let host = HeadlessHost(layoutDirection: .rightToLeft)
        let (container, a) = setting(host)
        let b = UIView()
        b.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(b)
        NSLayoutConstraint.activate([
            a.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
            a.widthAnchor.constraint(equalToConstant: 40),
            b.widthAnchor.constraint(equalToConstant: 40),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1),
            a.topAnchor.constraint(equalTo: container.topAnchor),
            b.topAnchor.constraint(equalTo: container.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 5),
            b.heightAnchor.constraint(equalToConstant: 5),
        ])
        container.layoutIfNeeded()
        #expect(a.frame.origin.x == 10)
        #expect(b.frame.maxX == 2)
    }
}

@MainActor
@Suite("Guide and anchor ambiguity on the bridge (spec 17.12, 17.18)", .isolatedRuntime)
struct GuideAmbiguityTests {
    @Test("17.18 a guide pinned only by its leading edge is ambiguous; pinned on all four sides it is not")
    func guideAmbiguity() {
        let host = HeadlessHost()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        host.window.addSubview(container)
        let guide = UILayoutGuide()
        container.addLayoutGuide(guide)
        let leading = guide.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10)
        leading.isActive = true
        container.layoutIfNeeded()
        #expect(guide.hasAmbiguousLayout && guide.leadingAnchor.hasAmbiguousLayout)
        NSLayoutConstraint.activate([
            guide.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            guide.topAnchor.constraint(equalTo: container.topAnchor),
            guide.bottomAnchor.constraint(equalTo: container.bottomAnchor),
        ])
        container.layoutIfNeeded()
        #expect(!guide.hasAmbiguousLayout)
        #expect(guide.layoutFrame == CGRect(x: 10, y: 0, width: 290, height: 200))
    }
}

import Foundation
import Testing
import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

// Auto Layout and drawing from nonisolated code, as Swift 5 libraries (SnapKit, the drawers and
// pagers of issue 43) write it. UIKit's constraints, anchors, layout guides and stack views are
// imported `@preconcurrency @MainActor`, so these plain functions compile against UIKit; they
// must compile against PortableUIKit too (spec 20.50). Image renderers and Core Graphics contexts
// are not main-actor at all, so drawing runs off the main actor (spec 20.51).

/// Pins `child` inside `parent` below a spacer guide, with anchors: a nonisolated helper.
func pin(_ child: UIView, in parent: UIView) -> [NSLayoutConstraint] {
    child.translatesAutoresizingMaskIntoConstraints = false
    let spacer = UILayoutGuide()
    parent.addLayoutGuide(spacer)
    let constraints = [
        spacer.topAnchor.constraint(equalTo: parent.topAnchor),
        spacer.heightAnchor.constraint(equalToConstant: 20),
        child.topAnchor.constraint(equalTo: spacer.bottomAnchor),
        child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 10),
        child.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -10),
        child.heightAnchor.constraint(equalToConstant: 44),
    ]
    for constraint in constraints { constraint.priority = .required }
    NSLayoutConstraint.activate(constraints)
    return constraints
}

/// A vertical stack of two views of fixed height: a nonisolated factory.
func makeColumn() -> UIStackView {
    let top = UIView()
    let bottom = UIView()
    for view in [top, bottom] {
        view.heightAnchor.constraint(equalToConstant: 10).isActive = true
    }
    let stack = UIStackView(arrangedSubviews: [top, bottom])
    stack.axis = .vertical
    stack.spacing = 4
    return stack
}

/// Draws a badge with an image renderer, UIKit's colours and paths and the Core Graphics context:
/// a nonisolated function, called below from a detached task.
func renderBadge(diameter: CGFloat) -> UIImage {
    let format = UIGraphicsImageRendererFormat.default()
    format.scale = 2
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: diameter, height: diameter), format: format)
    return renderer.image { context in
        UIColor.red.setFill()
        context.cgContext.fillEllipse(in: CGRect(x: 0, y: 0, width: diameter, height: diameter))
        UIColor.white.setStroke()
        UIBezierPath(ovalIn: CGRect(x: 1, y: 1, width: diameter - 2, height: diameter - 2)).stroke()
    }
}

@Suite("Swift 5 clients: Auto Layout and drawing from nonisolated code", .isolatedRuntime)
struct Swift5LayoutClientTests {
    @Test("20.50 constraints, anchors, guides and stack views made by nonisolated Swift 5 code lay out")
    @MainActor
    func layoutFromNonisolatedCode() {
        let controller = UIViewController()
        let host = HeadlessHost(size: CGSize(width: 320, height: 480), rootViewController: controller)
        let banner = UIView()
        controller.view.addSubview(banner)
        let constraints = pin(banner, in: controller.view)
        let column = makeColumn()
        banner.addSubview(column)
        column.frame = CGRect(x: 0, y: 0, width: 100, height: 24)
        host.runUntilIdle()
        #expect(constraints.allSatisfy { $0.isActive })
        #expect(banner.frame == CGRect(x: 10, y: 20, width: 300, height: 44))
        #expect(column.arrangedSubviews.map(\.frame.minY) == [0, 14])
    }

    @Test("20.51 an image renderer draws off the main actor in Swift 5 code")
    func renderOffTheMainActor() async {
        let (size, scale) = await Task.detached { () -> (CGSize, CGFloat) in
            let image = renderBadge(diameter: 12)
            return (image.size, image.scale)
        }.value
        #expect(size == CGSize(width: 12, height: 12))
        #expect(scale == 2)
    }
}

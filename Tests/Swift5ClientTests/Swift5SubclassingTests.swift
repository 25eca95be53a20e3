import Foundation
import Testing
import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

// Subclasses of UIKit's open classes written as Swift 5 libraries write them: they override
// UIKit's designated initializers and nothing else, and so inherit, and call, UIKit's
// convenience initializers (spec 20.60–20.62). Each compiles against UIKit as declared in the
// iPhoneOS 16.5 SDK; it must compile here too.

/// DrawerController's bar button item: overrides `init()` and `init?(coder:)`, UIKit's two
/// designated initializers, and is made with the inherited `init(customView:)`.
final class DrawerBarButtonItem: UIBarButtonItem {
    var tapCount = 0

    override init() {
        super.init()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// A constraint subclass (SnapKit's `LayoutConstraint` shape): `init()` is NSLayoutConstraint's
/// designated initializer; `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`
/// is a convenience it inherits.
final class TaggedConstraint: NSLayoutConstraint {
    var tag = "untagged"

    override init() {
        super.init()
    }
}

/// An image subclass overriding UIImage's designated initializers (those PortableUIKit offers:
/// every `-init…` of UIImage's interface is designated, the headers mark none); `init?(named:)`
/// and `init?(systemName:)` (class factories in Objective-C) are conveniences it inherits. UIImage
/// is `Sendable` (`NS_SWIFT_SENDABLE`), which a subclass restates.
final class BadgeImage: UIImage, @unchecked Sendable {
    override init() {
        super.init()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override init?(data: Data) {
        super.init(data: data)
    }

    override init?(data: Data, scale: CGFloat) {
        super.init(data: data, scale: scale)
    }

    override init?(contentsOfFile path: String) {
        super.init(contentsOfFile: path)
    }
}

/// A spring overriding UISpringTimingParameters' four designated initializers, and so
/// inheriting `init(dampingRatio:)`.
final class NamedSpring: UISpringTimingParameters {
    override init() {
        super.init()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        super.init(dampingRatio: ratio, initialVelocity: velocity)
    }

    override init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        super.init(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
    }
}

/// A cubic curve overriding `init()`, which UIKit designates (with the curve and control-point
/// initializers).
final class DefaultCurve: UICubicTimingParameters {
    override init() {
        super.init()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override init(animationCurve curve: UIView.AnimationCurve) {
        super.init(animationCurve: curve)
    }

    override init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        super.init(controlPoint1: point1, controlPoint2: point2)
    }
}

/// A path subclass overriding UIBezierPath's designated `init()` and `init?(coder:)`, and so
/// inheriting the shape initializers (class factories in Objective-C).
final class OutlinePath: UIBezierPath {
    override init() {
        super.init()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// Nonisolated factories, as Swift 5 code writes them, calling the inherited conveniences.
func makeDrawerItem(showing view: UIView) -> DrawerBarButtonItem { DrawerBarButtonItem(customView: view) }

func makeWidthConstraint(for view: UIView, width: CGFloat) -> TaggedConstraint {
    TaggedConstraint(
        item: view, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
        constant: width)
}

@Suite("Swift 5 clients: subclasses inherit UIKit's convenience initializers", .isolatedRuntime)
struct Swift5SubclassingTests {
    @Test("20.60 a UIBarButtonItem subclass overriding init() and init?(coder:) is made with init(customView:)")
    @MainActor
    func barButtonItem() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        let item = makeDrawerItem(showing: view)
        #expect(item.customView === view)
        #expect(item.tapCount == 0)
        let titled = DrawerBarButtonItem(title: "Menu", image: nil, primaryAction: nil)
        #expect(titled.title == "Menu")
        let done = DrawerBarButtonItem(systemItem: .done)
        #expect(done.style == .done, "the system item's look is kept through the subclass's init()")
        let controller = UIViewController()
        controller.navigationItem.leftBarButtonItem = item
        #expect(controller.navigationItem.leftBarButtonItem === item)
    }

    @Test("20.60 an NSLayoutConstraint subclass overriding init() is made with the item initializer and installs")
    @MainActor
    func layoutConstraint() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(child)
        let constraint = makeWidthConstraint(for: child, width: 40)
        constraint.tag = "width"
        #expect(constraint.firstItem === child && constraint.firstAttribute == .width)
        #expect(constraint.secondItem == nil && constraint.constant == 40 && constraint.multiplier == 1)
        constraint.isActive = true
        #expect(constraint.isActive)
        #expect(parent.constraints.isEmpty && child.constraints.contains { $0 === constraint })
        #expect(TaggedConstraint().firstItem == nil, "init() alone relates nothing")
    }

    @Test(
        "20.61 UIImage and UIBezierPath subclasses overriding the designated initializers inherit the factory conveniences"
    )
    @MainActor
    func image() {
        let star = BadgeImage(systemName: "star")
        #expect(star != nil)
        #expect((star?.size.width ?? 0) > 0)
        #expect(BadgeImage(named: "no such image") == nil)
        #expect(BadgeImage(data: Data([1, 2, 3])) == nil, "not PNG or JPEG")
        #expect(BadgeImage().size == .zero)
        let outline = OutlinePath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 10), cornerRadius: 4)
        #expect(outline.bounds == CGRect(x: 0, y: 0, width: 20, height: 10))
    }

    @Test(
        "20.62 a UISpringTimingParameters subclass overriding the four designated initializers inherits init(dampingRatio:)"
    )
    @MainActor
    func springTimingParameters() {
        let spring = NamedSpring(dampingRatio: 0.5)
        #expect(spring.initialVelocity == .zero)
        #expect(spring.timingCurveType == .spring)
        let animator = UIViewPropertyAnimator(duration: 0.3, timingParameters: spring)
        #expect(animator.duration == 0.3)
        let curve = DefaultCurve()
        #expect(curve.animationCurve == .easeInOut)
        #expect(DefaultCurve(animationCurve: .linear).controlPoint1 == CGPoint(x: 0, y: 0))
    }
}

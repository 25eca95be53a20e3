// Client code that imports Core Animation and Core Graphics by Apple's module names, as the top of
// most UIKit files does, and no PortableUIKit (spec 20.1). XCTest, not Swift Testing: on Linux,
// Swift Testing declares a cross-import overlay for CoreGraphics (`_Testing_CoreGraphics`) that
// the toolchain does not ship, so a file importing both Testing and CoreGraphics fails to build.
#if os(Linux)
import CoreGraphics
import Foundation
import QuartzCore
import XCTest

final class AppleModuleNamesTests: XCTestCase {
    /// spec 20.1: `import CoreGraphics` gives the Core Graphics types and their members.
    @MainActor func testCoreGraphicsGivesTheCoreGraphicsTypes() async {
        let transform = CGAffineTransform(translationX: 10, y: 20).scaledBy(x: 2, y: 2)
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10).applying(transform)
        XCTAssertEqual(rect, CGRect(x: 10, y: 20, width: 20, height: 20))
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 4, height: 4))
        XCTAssertEqual(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 4, height: 4))
        XCTAssertTrue(path.contains(CGPoint(x: 2, y: 2)))
        let color = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        XCTAssertEqual(color.alpha, 1)
        XCTAssertEqual(CGColorSpaceCreateDeviceRGB().model, .rgb)
        XCTAssertEqual(CGVector(dx: 1, dy: 2).dy, 2)
    }

    /// spec 20.1: `import QuartzCore` gives the Core Animation types, and Core Graphics with them.
    @MainActor func testQuartzCoreGivesTheCoreAnimationTypes() async {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 50, height: 40)
        let shape = CAShapeLayer()
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5), transform: nil)
        layer.addSublayer(shape)
        XCTAssertEqual(layer.sublayers?.count, 1)
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        XCTAssertEqual(animation.keyPath, "opacity")
        let transform = CATransform3DMakeScale(2, 2, 1)
        XCTAssertTrue(CATransform3DIsAffine(transform))
        XCTAssertFalse(CATransform3DEqualToTransform(transform, CATransform3DIdentity))
    }
}
#endif

import Foundation
import Testing
import CCairo
import PortableUIKit
import ContainmentTesting
@testable import PortableUIKitCairo
import ContainmentTestTraits

/// A view whose content a test drawer paints.
@MainActor
final class Swatch: UIView {}

/// Fills the top half of a `Swatch`'s bounds with blue, counting the type questions it is asked.
@MainActor
final class SwatchDrawer: LayerContentDrawer {
    var questions = 0

    func draws(delegateType: AnyObject.Type) -> Bool {
        questions += 1
        return delegateType is Swatch.Type
    }

    func drawContent(of owner: AnyObject, in bounds: CGRect, context: LayerContentContext) {
        let cr = context.cairo
        cairo_rectangle(cr, Double(bounds.minX), Double(bounds.minY), Double(bounds.width), Double(bounds.height / 2))
        cairo_set_source_rgba(cr, 0, 0, 1, 1)
        cairo_fill(cr)
    }

    /// The swatch reads nothing from its owner.
    func contentKey(of owner: AnyObject) -> AnyHashable { AnyHashable(0) }
}

@MainActor
@Suite("Layer content hook", .isolatedRuntime)
struct ContentDrawerTests {
    @Test(
        "Content is drawn by the drawer for the delegate's type: over the background, under subviews and border, clipped when masking (±1)"
    )
    func drawerByDelegateType() {
        let host = whiteHost()
        let swatch = Swatch(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
        swatch.backgroundColor = .red
        swatch.layer.cornerRadius = 30
        swatch.clipsToBounds = true
        swatch.layer.borderWidth = 4
        swatch.layer.borderColor = UIColor.black.cgColor
        swatch.addSubview(box(CGRect(x: 60, y: 0, width: 40, height: 20), .green))
        host.window.addSubview(swatch)
        let plain = box(CGRect(x: 130, y: 20, width: 50, height: 50), .red)
        host.window.addSubview(plain)
        let drawer = SwatchDrawer()
        let renderer = WindowRenderer(scale: 1, contentDrawers: [drawer])
        let image = renderer.render(host.window)
        expectPixel(image.rgba(70, 40), .blue, "top half: content over the background")
        expectPixel(image.rgba(70, 100), .red, "bottom half: background")
        expectPixel(image.rgba(100, 30), .green, "a subview over the content")
        expectPixel(image.rgba(22, 70), .black, "the border over the content")
        expectPixel(image.rgba(21, 21), .white, "the rounded clip")
        expectPixel(image.rgba(150, 30), .red, "a plain view has no content")
        let asked = drawer.questions
        _ = renderer.render(host.window)
        #expect(asked > 0 && drawer.questions == asked, "each delegate type is asked once")
    }
}

import Foundation
import Testing
import CCairo
import PortableUIKit
import ContainmentTesting
@testable import PortableUIKitCairo
import ContainmentTestTraits

/// PNG bytes of a `width` × `height` image filled with one opaque colour, encoded by Cairo.
@MainActor
func solidPNG(width: Int32, height: Int32, red: Double, green: Double, blue: Double) -> Data {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)
    defer { cairo_surface_destroy(surface) }
    let cr = cairo_create(surface)
    cairo_set_source_rgb(cr, red, green, blue)
    cairo_paint(cr)
    cairo_destroy(cr)
    final class Sink { var bytes: [UInt8] = [] }
    let sink = Sink()
    let box = Unmanaged.passRetained(sink)
    defer { box.release() }
    cairo_surface_write_to_png_stream(
        surface,
        { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().bytes += UnsafeBufferPointer(
                start: data, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }, box.toOpaque())
    return Data(sink.bytes)
}

@MainActor
@Suite("Image view rendering", .isolatedRuntime)
struct ImageRenderingTests {
    @Test(
        "A symbol image view draws its glyph in the view's tint; withTintColor draws in that colour; outside the glyph stays white"
    )
    func symbolTinted() throws {
        let host = whiteHost()
        let view = UIImageView(image: UIImage(systemName: "play.fill"))
        view.frame = CGRect(x: 20, y: 20, width: 140, height: 170)
        view.tintColor = .red
        host.window.addSubview(view)
        let renderer = WindowRenderer(scale: 1, contentDrawers: [ImageContentDrawer()])
        var image = renderer.render(host.window)
        expectPixel(image.rgba(60, 105), .red, "inside the triangle: the tint")
        expectPixel(image.rgba(150, 30), .white, "outside the triangle")
        view.image = UIImage(systemName: "play.fill")?.withTintColor(.blue)
        image = renderer.render(host.window)
        expectPixel(image.rgba(60, 105), .blue, "withTintColor wins over the view's tint")
    }

    @Test(
        "A PNG image view decodes the PNG with Cairo and scales it per contentMode; a template PNG is filled with the tint"
    )
    func pngDecoded() throws {
        let data = solidPNG(width: 4, height: 4, red: 0, green: 1, blue: 0)
        let png = try #require(UIImage(data: data))
        #expect(png.size == CGSize(width: 4, height: 4))
        let host = whiteHost()
        let view = UIImageView(image: png)
        view.frame = CGRect(x: 20, y: 20, width: 100, height: 40)
        view.contentMode = .scaleAspectFit
        host.window.addSubview(view)
        let renderer = WindowRenderer(scale: 1, contentDrawers: [ImageContentDrawer()])
        var image = renderer.render(host.window)
        expectPixel(image.rgba(70, 40), .green, "the centre: the decoded PNG")
        expectPixel(image.rgba(30, 40), .white, "aspect fit leaves the sides empty")
        view.image = png.withRenderingMode(.alwaysTemplate)
        view.tintColor = .blue
        image = renderer.render(host.window)
        expectPixel(image.rgba(70, 40), .blue, "a template PNG takes the tint")
        #expect(PNGDecoder.decode(Data([0x89, 0x50])) == nil, "bytes Cairo cannot decode give no surface")
    }
}

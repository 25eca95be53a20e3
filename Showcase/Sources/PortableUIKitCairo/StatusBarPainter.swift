import Foundation
import CCairo
import CPangoCairo
import PortableUIKit

/// Draws the system status bar over a rendered window, as iOS does over every app: the time
/// (9:41, Apple's marketing time) in the left ear and the cellular, Wi-Fi and battery glyphs in
/// the right one, of an iPhone 14-class screen (47 points tall). The status bar belongs to the
/// system, not to the window: the window only chooses its style and whether it is hidden
/// (``UIWindow/statusBarStyle``, ``UIWindow/isStatusBarHidden``), which this painter reads.
@MainActor
enum StatusBarPainter {
    /// The height of the status bar, in points.
    static let height: CGFloat = 47

    /// The colour of the status bar's content for `window`: white for `.lightContent` (and for
    /// `.default` in dark mode), black otherwise; nil when the status bar is hidden.
    static func contentColour(for window: UIWindow) -> (red: Double, green: Double, blue: Double)? {
        guard !window.isStatusBarHidden else { return nil }
        switch window.statusBarStyle {
        case .lightContent: return (1, 1, 1)
        case .darkContent: return (0, 0, 0)
        default: return window.traitCollection.userInterfaceStyle == .dark ? (1, 1, 1) : (0, 0, 0)
        }
    }

    /// Paints the status bar of `window` at `scale` pixels per point, over whatever `cr` holds.
    static func paint(for window: UIWindow, scale: CGFloat, cr: OpaquePointer) {
        guard let colour = contentColour(for: window) else { return }
        let width = Double(window.bounds.width)
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_identity_matrix(cr)
        cairo_reset_clip(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_scale(cr, Double(scale), Double(scale))
        cairo_set_source_rgb(cr, colour.red, colour.green, colour.blue)
        let middle = 25.5  // the glyphs' vertical centre, a little below the bar's
        paintTime(centredAt: (x: 57, y: middle), scale: scale, cr: cr)
        var right = width - 26
        right = paintBattery(rightEdge: right, middle: middle, colour: colour, cr: cr) - 6
        right = paintWiFi(rightEdge: right, middle: middle, cr: cr) - 6
        paintCellular(rightEdge: right, middle: middle, cr: cr)
    }

    private static func paintTime(centredAt centre: (x: Double, y: Double), scale: CGFloat, cr: OpaquePointer) {
        let layout = pango_cairo_create_layout(cr)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        PangoText.prepare(pango_layout_get_context(layout))
        pango_layout_context_changed(layout)
        let lines = PangoText.layOut(
            layout, text: "9:41", font: .systemFont(ofSize: 17, weight: .semibold), unitsPerPoint: 1,
            maxWidth: nil, maximumLines: 1, lineBreakMode: .byClipping, alignment: .left)
        cairo_move_to(cr, centre.x - Double(lines.size.width) / 2, centre.y - Double(lines.size.height) / 2)
        pango_cairo_show_layout(cr, layout)
    }

    /// Four bars rising left to right; returns the left edge.
    @discardableResult
    private static func paintCellular(rightEdge: Double, middle: Double, cr: OpaquePointer) -> Double {
        let bar = 3.0, gap = 1.7, heights = [4.0, 6.3, 8.7, 11.0]
        let bottom = middle + 5.5
        var x = rightEdge - Double(heights.count) * bar - Double(heights.count - 1) * gap
        let left = x
        for height in heights {
            roundedRect(x: x, y: bottom - height, width: bar, height: height, radius: 1, cr: cr)
            cairo_fill(cr)
            x += bar + gap
        }
        return left
    }

    /// Three nested arcs fanning up from a point; returns the left edge.
    private static func paintWiFi(rightEdge: Double, middle: Double, cr: OpaquePointer) -> Double {
        let width = 15.4
        let centre = (x: rightEdge - width / 2, y: middle + 5.2)
        let spread = Double.pi / 4  // 45° either side of straight up
        cairo_save(cr)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_width(cr, 2)
        for radius in [7.0, 4.2] {
            cairo_new_sub_path(cr)
            cairo_arc(cr, centre.x, centre.y, radius + 1.2, -Double.pi / 2 - spread, -Double.pi / 2 + spread)
            cairo_stroke(cr)
        }
        cairo_move_to(cr, centre.x, centre.y)
        cairo_arc(cr, centre.x, centre.y, 2.6, -Double.pi / 2 - spread, -Double.pi / 2 + spread)
        cairo_close_path(cr)
        cairo_fill(cr)
        cairo_restore(cr)
        return rightEdge - width
    }

    /// A full battery: an outline at 35 % opacity, the charge inside it, and the cap; returns the
    /// left edge.
    private static func paintBattery(
        rightEdge: Double, middle: Double, colour: (red: Double, green: Double, blue: Double),
        cr: OpaquePointer
    ) -> Double {
        let body = (width: 24.3, height: 11.3), cap = (width: 1.4, height: 4.0)
        let left = rightEdge - cap.width - 1 - body.width
        let top = middle - body.height / 2
        cairo_save(cr)
        cairo_set_source_rgba(cr, colour.red, colour.green, colour.blue, 0.35)
        cairo_set_line_width(cr, 1)
        roundedRect(x: left + 0.5, y: top + 0.5, width: body.width - 1, height: body.height - 1, radius: 3.3, cr: cr)
        cairo_stroke(cr)
        cairo_set_source_rgba(cr, colour.red, colour.green, colour.blue, 0.4)
        roundedRect(
            x: left + body.width + 1, y: middle - cap.height / 2, width: cap.width, height: cap.height, radius: 0.7,
            cr: cr)
        cairo_fill(cr)
        cairo_restore(cr)
        roundedRect(x: left + 2, y: top + 2, width: body.width - 4, height: body.height - 4, radius: 1.8, cr: cr)
        cairo_fill(cr)
        return left
    }

    private static func roundedRect(
        x: Double, y: Double, width: Double, height: Double, radius: Double, cr: OpaquePointer
    ) {
        CairoPaths.roundedRect(cr, CGRect(x: x, y: y, width: width, height: height), radius: CGFloat(radius))
    }
}

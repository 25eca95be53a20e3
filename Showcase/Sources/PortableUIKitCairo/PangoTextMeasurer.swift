import Foundation
import CPangoCairo
import PortableUIKit

/// Measures text with Pango exactly as ``WindowRenderer`` draws it (Inter, unhinted), so
/// labels and buttons are sized to the pixels they show. A host that renders with Cairo installs
/// it once at start-up: `TextMeasurement.measurer = PangoTextMeasurer()`.
@MainActor
public struct PangoTextMeasurer: TextMeasuring {
    /// Creates the measurer.
    public init() {}

    /// The size of `text` laid out as the renderer lays it out, in points.
    public func size(
        of text: String, font: UIFont, maxWidth: CGFloat, maximumLines: Int, lineBreakMode: NSLineBreakMode
    ) -> CGSize {
        guard !text.isEmpty, font.pointSize > 0 else { return .zero }
        let limited = maxWidth.isFinite && maxWidth > 0 && maxWidth < .greatestFiniteMagnitude / 2
        let layout = pango_layout_new(PangoText.measuringContext)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let lines = PangoText.layOut(
            layout, text: text, font: font, unitsPerPoint: 1, maxWidth: limited ? maxWidth : nil,
            maximumLines: max(maximumLines, 0), lineBreakMode: lineBreakMode, alignment: .left)
        return CGSize(width: limited ? min(lines.size.width, maxWidth) : lines.size.width, height: lines.size.height)
    }
}

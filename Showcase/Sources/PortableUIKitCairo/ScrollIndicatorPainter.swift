import Foundation
import CCairo
@_spi(Rendering) import PortableUIKit

/// Draws a scroll view's indicators over its content: capsules, dark (or light, for dark
/// content) at 35 % opacity, times the indicator's fade (ScrollIndicatorLayout in PortableUIKit
/// decides where and how visible they are).
enum ScrollIndicatorPainter {
    static let alpha = 0.35

    /// Paints `indicators` with `cr`'s matrix mapping the scroll view's bounds coordinates.
    static func paint(_ indicators: [ScrollIndicatorAppearance], cr: OpaquePointer) {
        for indicator in indicators where indicator.opacity > 0 {
            let shade = indicator.isLight ? 1.0 : 0.0
            cairo_set_source_rgba(cr, shade, shade, shade, alpha * Double(min(indicator.opacity, 1)))
            let frame = indicator.frame
            CairoPaths.roundedRect(cr, frame, radius: min(frame.width, frame.height) / 2)
            cairo_fill(cr)
        }
    }
}

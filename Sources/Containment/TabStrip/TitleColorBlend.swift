#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// Mixes two colours component by component (red, green, blue, alpha), as a tab's title goes
/// from ``TabStrip/titleColor`` to ``TabStrip/selectedTitleColor`` while the indicator nears it.
@MainActor
enum TitleColorBlend {
    /// `from` at fraction 0, `to` at 1, the straight line between them in RGBA in between
    /// (the fraction is clamped to 0...1; a non-finite one counts as 0).
    static func mix(_ from: UIColor, _ to: UIColor, fraction: CGFloat) -> UIColor {
        let t = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        if t == 0 { return from }
        if t == 1 { return to }
        let a = components(of: from), b = components(of: to)
        return UIColor(
            red: a.0 + (b.0 - a.0) * t, green: a.1 + (b.1 - a.1) * t,
            blue: a.2 + (b.2 - a.2) * t, alpha: a.3 + (b.3 - a.3) * t)
    }

    /// The colour's RGBA components.
    static func components(of color: UIColor) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return (red, green, blue, alpha)
    }
}

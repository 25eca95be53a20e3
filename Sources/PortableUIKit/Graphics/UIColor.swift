#if !canImport(UIKit)
import Foundation

/// An immutable object that stores color data and opacity, in an extended sRGB or gray color space.
///
/// Two colors are equal when their color spaces and components are equal,
/// so `UIColor(white: 1, alpha: 1)` differs from `UIColor(red: 1, green: 1, blue: 1, alpha: 1)`, as on iOS.
open class UIColor: NSObject, @unchecked Sendable {
    private let _model: CGColor._Model
    private let _red: CGFloat
    private let _green: CGFloat
    private let _blue: CGFloat
    private let _alpha: CGFloat

    /// The image a pattern color tiles (spec 20.63); nil for gray and RGB colors. Kept in
    /// ``PatternImageTable``, not in a stored property (see there why).
    private var _patternImage: UIImage? { _model == .pattern ? PatternImageTable.image(for: self) : nil }

    /// Creates a color from red, green, blue and alpha components (extended sRGB; not clamped).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self._model = .rgb
        self._red = red
        self._green = green
        self._blue = blue
        self._alpha = alpha
        super.init()
    }

    /// Creates a grayscale color from a white value and alpha.
    public init(white: CGFloat, alpha: CGFloat) {
        self._model = .gray
        self._red = white
        self._green = white
        self._blue = white
        self._alpha = alpha
        super.init()
    }

    /// Creates a color from hue, saturation and brightness (HSB) components, each in 0...1.
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let rgb = UIColor._rgb(hue: hue, saturation: saturation, brightness: brightness)
        self._model = .rgb
        self._red = rgb.0
        self._green = rgb.1
        self._blue = rgb.2
        self._alpha = alpha
        super.init()
    }

    /// Creates a color from a Core Graphics color.
    public init(cgColor: CGColor) {
        let c = cgColor._components
        self._model = cgColor._model
        switch cgColor._model {
        case .gray:
            (self._red, self._green, self._blue, self._alpha) = (c[0], c[0], c[0], c[1])
        case .rgb:
            (self._red, self._green, self._blue, self._alpha) = (c[0], c[1], c[2], c[3])
        case .pattern:
            (self._red, self._green, self._blue, self._alpha) = (0, 0, 0, c[0])
        }
        super.init()
        if let image = cgColor._patternImage { PatternImageTable.register(image, for: self) }
    }

    /// Creates a pattern color: filling with it tiles `image`, its top-left corner at the
    /// drawing origin (spec 20.63).
    public init(patternImage image: UIImage) {
        self._model = .pattern
        (self._red, self._green, self._blue, self._alpha) = (0, 0, 0, 1)
        super.init()
        PatternImageTable.register(image, for: self)
    }

    deinit {
        if _model == .pattern { PatternImageTable.remove(ObjectIdentifier(self)) }
    }

    /// The Core Graphics color that corresponds to this color (2 components if gray, 4 if RGB,
    /// alpha alone for a pattern color).
    open var cgColor: CGColor {
        switch _model {
        case .gray: CGColor(gray: _red, alpha: _alpha)
        case .rgb: CGColor(red: _red, green: _green, blue: _blue, alpha: _alpha)
        case .pattern: CGColor(_model: .pattern, components: [_alpha], patternImage: _patternImage)
        }
    }

    /// Writes the RGB components and alpha through the non-nil pointers; returns true (false,
    /// writing nothing, for a pattern color).
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        guard _model != .pattern else { return false }
        red?.pointee = _red
        green?.pointee = _green
        blue?.pointee = _blue
        alpha?.pointee = _alpha
        return true
    }

    /// Writes the white value and alpha for a grayscale color; returns false for an RGB color.
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard _model == .gray else { return false }
        white?.pointee = _red
        alpha?.pointee = _alpha
        return true
    }

    /// Writes the HSB components (hue in 0..<1) and alpha through the non-nil pointers; returns
    /// true (false, writing nothing, for a pattern color).
    open func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        guard _model != .pattern else { return false }
        let maxC = max(_red, _green, _blue)
        let minC = min(_red, _green, _blue)
        let delta = maxC - minC
        var h: CGFloat = 0
        if delta > 0 {
            if maxC == _red {
                h = (_green - _blue) / delta
            } else if maxC == _green {
                h = 2 + (_blue - _red) / delta
            } else {
                h = 4 + (_red - _green) / delta
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maxC > 0 ? delta / maxC : 0
        brightness?.pointee = maxC
        alpha?.pointee = _alpha
        return true
    }

    /// Returns a color with the same color space and components (a pattern color: the same
    /// image) but the given alpha.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(cgColor: cgColor.copy(alpha: alpha) ?? cgColor)
    }

    /// True when `object` is a `UIColor` with the same color space and components.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return _model == other._model && _red == other._red && _green == other._green
            && _blue == other._blue && _alpha == other._alpha && _patternImage === other._patternImage
    }

    /// A hash consistent with `isEqual(_:)`.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(_model)
        hasher.combine(_red)
        hasher.combine(_green)
        hasher.combine(_blue)
        hasher.combine(_alpha)
        hasher.combine(_patternImage.map(ObjectIdentifier.init))
        return hasher.finalize()
    }

    /// The color space and components, e.g. `UIExtendedSRGBColorSpace 1 0 0 1`.
    open override var description: String {
        func g(_ v: CGFloat) -> String { String(format: "%g", Double(v)) }
        switch _model {
        case .gray: return "UIExtendedGrayColorSpace \(g(_red)) \(g(_alpha))"
        case .rgb: return "UIExtendedSRGBColorSpace \(g(_red)) \(g(_green)) \(g(_blue)) \(g(_alpha))"
        case .pattern:
            let size = _patternImage?.size ?? .zero
            return "UIPatternColor \(g(size.width))x\(g(size.height)) \(g(_alpha))"
        }
    }

    // MARK: Standard colors

    /// Grayscale 0, alpha 1.
    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// Grayscale 1/3, alpha 1.
    open class var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    /// Grayscale 2/3, alpha 1.
    open class var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    /// Grayscale 1, alpha 1.
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// Grayscale 0.5, alpha 1.
    open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// RGB (1, 0, 0).
    open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// RGB (0, 1, 0).
    open class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// RGB (0, 0, 1).
    open class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// RGB (0, 1, 1).
    open class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// RGB (1, 1, 0).
    open class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// RGB (1, 0, 1).
    open class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// RGB (1, 0.5, 0).
    open class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// RGB (0.5, 0, 0.5).
    open class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// RGB (0.6, 0.4, 0.2).
    open class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    /// Grayscale 0, alpha 0.
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }

    // MARK: System colors (light-mode sRGB values)

    private static func _rgb255(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> UIColor {
        UIColor(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
    }

    /// System red, (255, 59, 48).
    open class var systemRed: UIColor { _rgb255(255, 59, 48) }
    /// System green, (52, 199, 89).
    open class var systemGreen: UIColor { _rgb255(52, 199, 89) }
    /// System blue, (0, 122, 255).
    open class var systemBlue: UIColor { _rgb255(0, 122, 255) }
    /// System orange, (255, 149, 0).
    open class var systemOrange: UIColor { _rgb255(255, 149, 0) }
    /// System yellow, (255, 204, 0).
    open class var systemYellow: UIColor { _rgb255(255, 204, 0) }
    /// System pink, (255, 45, 85).
    open class var systemPink: UIColor { _rgb255(255, 45, 85) }
    /// System purple, (175, 82, 222).
    open class var systemPurple: UIColor { _rgb255(175, 82, 222) }
    /// System teal, (48, 176, 199).
    open class var systemTeal: UIColor { _rgb255(48, 176, 199) }
    /// System indigo, (88, 86, 214).
    open class var systemIndigo: UIColor { _rgb255(88, 86, 214) }
    /// System mint, (0, 199, 190).
    open class var systemMint: UIColor { _rgb255(0, 199, 190) }
    /// System cyan, (50, 173, 230).
    open class var systemCyan: UIColor { _rgb255(50, 173, 230) }
    /// System brown, (162, 132, 94).
    open class var systemBrown: UIColor { _rgb255(162, 132, 94) }
    /// System gray, (142, 142, 147).
    open class var systemGray: UIColor { _rgb255(142, 142, 147) }
    /// System gray 2, (174, 174, 178).
    open class var systemGray2: UIColor { _rgb255(174, 174, 178) }
    /// System gray 3, (199, 199, 204).
    open class var systemGray3: UIColor { _rgb255(199, 199, 204) }
    /// System gray 4, (209, 209, 214).
    open class var systemGray4: UIColor { _rgb255(209, 209, 214) }
    /// System gray 5, (229, 229, 234).
    open class var systemGray5: UIColor { _rgb255(229, 229, 234) }
    /// System gray 6, (242, 242, 247).
    open class var systemGray6: UIColor { _rgb255(242, 242, 247) }
    /// Primary text, (0, 0, 0).
    open class var label: UIColor { _rgb255(0, 0, 0) }
    /// Secondary text, (60, 60, 67) at alpha 0.6.
    open class var secondaryLabel: UIColor { _rgb255(60, 60, 67, 0.6) }
    /// Tertiary text, (60, 60, 67) at alpha 0.3.
    open class var tertiaryLabel: UIColor { _rgb255(60, 60, 67, 0.3) }
    /// Quaternary text, (60, 60, 67) at alpha 0.18.
    open class var quaternaryLabel: UIColor { _rgb255(60, 60, 67, 0.18) }
    /// Main background, (255, 255, 255).
    open class var systemBackground: UIColor { _rgb255(255, 255, 255) }
    /// Secondary background, (242, 242, 247).
    open class var secondarySystemBackground: UIColor { _rgb255(242, 242, 247) }
    /// Tertiary background, (255, 255, 255).
    open class var tertiarySystemBackground: UIColor { _rgb255(255, 255, 255) }
    /// Grouped-content background, (242, 242, 247).
    open class var systemGroupedBackground: UIColor { _rgb255(242, 242, 247) }
    /// Secondary grouped-content background, (255, 255, 255).
    open class var secondarySystemGroupedBackground: UIColor { _rgb255(255, 255, 255) }
    /// Tertiary grouped-content background, (242, 242, 247).
    open class var tertiarySystemGroupedBackground: UIColor { _rgb255(242, 242, 247) }
    /// Thin separator, (60, 60, 67) at alpha 0.29.
    open class var separator: UIColor { _rgb255(60, 60, 67, 0.29) }
    /// Opaque separator, (198, 198, 200).
    open class var opaqueSeparator: UIColor { _rgb255(198, 198, 200) }
    /// Link text, (0, 122, 255).
    open class var link: UIColor { _rgb255(0, 122, 255) }
    /// The default tint color, equal to `systemBlue`.
    open class var tintColor: UIColor { systemBlue }

    static func _rgb(hue: CGFloat, saturation: CGFloat, brightness v: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        var h = hue.truncatingRemainder(dividingBy: 1)
        if h < 0 { h += 1 }
        h *= 6
        // A NaN or infinite hue reads as sector 0 and its components as NaN, as in Core Graphics.
        let sector = Int(flooring: h, clampedTo: 0...5)
        let f = h - CGFloat(sector)
        let p = v * (1 - saturation)
        let q = v * (1 - saturation * f)
        let t = v * (1 - saturation * (1 - f))
        switch sector {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// A font: a face and a point size, with the metrics text layout needs (UIKit's `UIFont`).
///
/// Fonts are immutable and may be shared between threads. PortableUIKit has no font files: every
/// font, system or named, reports the vertical metrics of SF Pro (Apple's system face) scaled to
/// its point size (see ``ascender``), and text is measured by ``TextMeasurement``'s measurer. The
/// host renderer (Pango) maps names to real faces.
///
/// System fonts carry iOS's private names (`.SFUI-Regular`, family `.AppleSystemUIFont`;
/// monospaced ones `.AppleSystemUIFontMonospaced-Regular`); as on iOS, do not rely on them.
open class UIFont: NSObject, @unchecked Sendable {
    /// Horizontal design, which the default measurer uses for character widths.
    enum Design: Sendable {
        /// Proportional glyphs (the system font and named fonts).
        case proportional
        /// Every glyph has the same advance.
        case monospaced
        /// Proportional glyphs with fixed-width digits.
        case monospacedDigits
    }

    // The face, set once while the font is being made: `init()` makes the default face and the
    // internal initializer sets the rest after it, so that `init()` and `init?(coder:)`, the
    // initializers UIKit designates, are the only designated ones and a subclass that overrides
    // them inherits the conveniences (spec 20.65). Never changed afterwards.
    private var _pointSize: CGFloat = 17
    private var _fontName = ".SFUI-Regular"
    private var _familyName = ".AppleSystemUIFont"
    /// The face's weight.
    private(set) var weight: Weight = .regular
    /// Whether the face is italic.
    private(set) var isItalic = false
    /// The face's horizontal design.
    private(set) var design: Design = .proportional

    /// The system font at 17 points, regular weight (UIKit's `init()`, inherited from `NSObject`;
    /// spec 20.65).
    public override init() {
        super.init()
    }

    /// Creates a font from an archive; PortableUIKit has no archives, so this fails.
    public required init?(coder: NSCoder) { return nil }

    convenience init(
        fontName: String, familyName: String, pointSize: CGFloat, weight: Weight, isItalic: Bool, design: Design
    ) {
        self.init()
        _fontName = fontName
        _familyName = familyName
        _pointSize = pointSize
        self.weight = weight
        self.isItalic = isItalic
        self.design = design
    }

    /// Creates a font with a PostScript-style name (`"Family-Style"`, e.g. `"Helvetica-BoldOblique"`).
    ///
    /// PortableUIKit has no font registry, so every non-empty name is accepted (the host renderer
    /// resolves it, falling back to its default face); an empty name gives nil. The family is the
    /// part before the first hyphen. For measuring, a style containing `Bold`, `Semibold`, `Heavy`,
    /// `Black`, `Medium`, `Light`, `Thin` or `Ultralight` sets the weight, `Italic` or `Oblique`
    /// makes it italic, and a family containing `Mono`, `Courier` or `Menlo` makes it monospaced.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty else { return nil }
        let parts = fontName.split(separator: "-", maxSplits: 1).map(String.init)
        let family = parts.first ?? fontName
        let style = parts.count > 1 ? parts[1].lowercased() : ""
        // Longest names first, so "Semibold" is not read as "Bold" nor "Ultralight" as "Light".
        let weight =
            Weight.named.filter { $0.weight != .regular }
            .sorted { $0.name.count > $1.name.count }
            .first { style.contains($0.name.lowercased()) }?.weight ?? .regular
        let monospaced = ["mono", "courier", "menlo"].contains { family.lowercased().contains($0) }
        self.init(
            fontName: fontName, familyName: family, pointSize: fontSize, weight: weight,
            isItalic: style.contains("italic") || style.contains("oblique"),
            design: monospaced ? .monospaced : .proportional)
    }

    // MARK: System fonts

    /// The system font at `fontSize`, regular weight.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The system font at `fontSize` and `weight`.
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        system(size: fontSize, weight: weight, italic: false, design: .proportional)
    }

    /// The bold system font at `fontSize`.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The italic system font at `fontSize`.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        system(size: fontSize, weight: .regular, italic: true, design: .proportional)
    }

    /// The fixed-width system font at `fontSize` and `weight`.
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        system(size: fontSize, weight: weight, italic: false, design: .monospaced)
    }

    /// The system font with fixed-width digits at `fontSize` and `weight`.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        system(size: fontSize, weight: weight, italic: false, design: .monospacedDigits)
    }

    /// The system font for a Dynamic Type text style at iOS's default content size (Large): body
    /// 17, headline 17 semibold, title1 28, title2 22, title3 20, largeTitle 34, subheadline 15,
    /// callout 16, footnote 13, caption1 12, caption2 11. PortableUIKit has no content size
    /// setting; an unknown style gets the body size.
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        let (size, weight) = style.defaultSizeAndWeight
        return systemFont(ofSize: size, weight: weight)
    }

    /// The standard label font size, 17 pt.
    open class var labelFontSize: CGFloat { 17 }
    /// The standard button font size, 18 pt.
    open class var buttonFontSize: CGFloat { 18 }
    /// The standard system font size, 14 pt.
    open class var systemFontSize: CGFloat { 14 }
    /// The standard small system font size, 12 pt.
    open class var smallSystemFontSize: CGFloat { 12 }

    private static func system(size: CGFloat, weight: Weight, italic: Bool, design: Design) -> UIFont {
        let style = weight.styleName + (italic ? "Italic" : "")
        let (name, family) =
            design == .monospaced
            ? (".AppleSystemUIFontMonospaced-\(style)", ".AppleSystemUIFontMonospaced")
            : (".SFUI-\(style)", ".AppleSystemUIFont")
        return UIFont(
            fontName: name, familyName: family, pointSize: size, weight: weight, isItalic: italic, design: design)
    }

    // MARK: Deriving fonts

    /// The same face at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(
            fontName: _fontName, familyName: _familyName, pointSize: fontSize,
            weight: weight, isItalic: isItalic, design: design)
    }

    // MARK: Names and metrics

    /// The face's name.
    open var fontName: String { _fontName }
    /// The family's name.
    open var familyName: String { _familyName }
    /// The point size.
    open var pointSize: CGFloat { _pointSize }

    /// Top of the tallest ascender above the baseline: 0.952 × the point size (SF Pro's
    /// 1950 of 2048 units per em).
    open var ascender: CGFloat { _pointSize * 1950 / 2048 }
    /// Bottom of the deepest descender, below the baseline so negative: −0.241 × the point size
    /// (SF Pro's −494 of 2048).
    open var descender: CGFloat { _pointSize * -494 / 2048 }
    /// Height of capital letters: 0.705 × the point size (SF Pro's 1443 of 2048).
    open var capHeight: CGFloat { _pointSize * 1443 / 2048 }
    /// Height of lower-case letters: 0.527 × the point size (SF Pro's 1080 of 2048).
    open var xHeight: CGFloat { _pointSize * 1080 / 2048 }
    /// Extra space between lines: 0, as UIKit reports for the system font.
    open var leading: CGFloat { 0 }
    /// The height of one line of text: ``ascender`` − ``descender`` + ``leading`` (≈ 1.193 × the
    /// point size: 20.29 pt at 17 pt).
    open var lineHeight: CGFloat { ascender - descender + leading }

    // MARK: NSObject

    /// Fonts are equal when their names and sizes are.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return _fontName == other._fontName && _pointSize == other._pointSize
    }

    /// A hash consistent with `isEqual(_:)`.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(_fontName)
        hasher.combine(_pointSize)
        return hasher.finalize()
    }

    /// The family, weight, style and size, in UIKit's format.
    open override var description: String {
        let size = String(format: "%.2f", Double(_pointSize))
        return
            "font-family: \"\(_familyName)\"; font-weight: \(weight.rawValue >= Weight.bold.rawValue ? "bold" : "normal"); "
            + "font-style: \(isItalic ? "italic" : "normal"); font-size: \(size)pt"
    }
}
#endif

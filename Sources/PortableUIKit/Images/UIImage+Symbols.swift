#if !canImport(UIKit)
import Foundation

extension UIImage {
    /// The built-in symbol image named `name` (an SF Symbols name such as `"house.fill"`), at the
    /// default configuration (17 pt, regular, medium), or nil when PortableUIKit does not ship
    /// that symbol, as UIKit returns nil for a name it does not know. The names shipped are
    /// `SymbolCatalog`'s.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The built-in symbol image named `name`, or nil for an unknown name. Symbols do not vary
    /// with traits in PortableUIKit (one glyph per name), so `traitCollection` changes nothing.
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The built-in symbol image named `name` under `configuration` (a
    /// ``SymbolConfiguration`` sets its point size, weight and scale), or nil for an unknown name.
    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        guard let glyph = SymbolCatalog.glyph(named: name) else { return nil }
        let symbol = UIImage.SymbolConfiguration.unspecified.applying(configuration)
        self.init(
            size: SymbolMetrics.imageSize(box: glyph.box, configuration: symbol), scale: SymbolMetrics.imageScale,
            renderingMode: .automatic, content: .symbol(glyph, strokeWidth: SymbolMetrics.strokeWidth(symbol)),
            configuration: symbol, flipsForRTL: SymbolCatalog.directional.contains(name))
    }

    /// Whether the image is a symbol image (made by ``init(systemName:)``).
    public var isSymbolImage: Bool {
        if case .symbol = content { return true }
        return false
    }

    /// The configuration the image was made with: a ``SymbolConfiguration`` for symbol images
    /// (unspecified values for a plain ``init(systemName:)``), nil for other images unless one was
    /// given.
    public var configuration: UIImage.Configuration? { imageConfiguration }

    /// The symbol configuration of a symbol image; nil for other images.
    public var symbolConfiguration: UIImage.SymbolConfiguration? {
        isSymbolImage ? imageConfiguration as? UIImage.SymbolConfiguration : nil
    }

    /// A copy of the image under `configuration` applied over its own: a symbol image is resized
    /// and reweighted; other images keep their size and record the configuration.
    public func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage {
        guard case .symbol(let glyph, _) = content else {
            return copy(configuration: .some(imageConfiguration?.applying(configuration) ?? configuration))
        }
        let symbol = (symbolConfiguration ?? .unspecified).applying(configuration)
        return UIImage(
            size: SymbolMetrics.imageSize(box: glyph.box, configuration: symbol), scale: pixelScale,
            renderingMode: mode, content: .symbol(glyph, strokeWidth: SymbolMetrics.strokeWidth(symbol)),
            tintColor: imageTintColor, configuration: symbol, flipsForRTL: flipsForRTL)
    }

    /// A copy of a symbol image under `configuration` applied over its own; nil for an image that
    /// is not a symbol, as UIKit.
    public func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage? {
        isSymbolImage ? withConfiguration(configuration) : nil
    }

    /// A copy drawn in `color` whatever the view's tint: its rendering mode becomes
    /// `.alwaysOriginal`, as UIKit's does.
    public func withTintColor(_ color: UIColor) -> UIImage {
        copy(renderingMode: .alwaysOriginal, tintColor: .some(color))
    }

    /// A copy drawn in `color`, in `renderingMode`.
    public func withTintColor(_ color: UIColor, renderingMode: UIImage.RenderingMode) -> UIImage {
        copy(renderingMode: renderingMode, tintColor: .some(color))
    }

    /// Whether the image is drawn mirrored when its view lays out right to left: true for
    /// ``imageFlippedForRightToLeftLayoutDirection()`` copies and for the direction-neutral symbols
    /// (`chevron.backward`, `arrow.forward` …).
    public var flipsForRightToLeftLayoutDirection: Bool { flipsForRTL }

    /// A copy that is drawn mirrored in right-to-left layouts.
    public func imageFlippedForRightToLeftLayoutDirection() -> UIImage { copy(flipsForRTL: true) }
}
#endif

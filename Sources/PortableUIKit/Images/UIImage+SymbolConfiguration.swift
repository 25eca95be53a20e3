#if !canImport(UIKit)
import Foundation

extension UIImage {
    /// The point size, weight, scale and text style of a symbol image (UIKit's
    /// `UIImage.SymbolConfiguration`). Every value may be unspecified (point size 0, weight
    /// `.unspecified`, scale `.unspecified`, no text style); unspecified values come from the
    /// configuration applied under it, else UIKit's defaults (17 pt, regular, medium). The
    /// colour configurations of iOS 15 (hierarchical, palette, multicolour) are not provided:
    /// PortableUIKit draws symbols in one colour.
    open class SymbolConfiguration: UIImage.Configuration, @unchecked Sendable {
        // Set once while the configuration is being made: UIKit designates `init?(coder:)`
        // alone, so every other initializer is a convenience that delegates to it (spec 20.66).
        private(set) var pointSize: CGFloat = 0
        private(set) var weight: UIImage.SymbolWeight = .unspecified
        private(set) var scale: UIImage.SymbolScale = .unspecified
        private(set) var textStyle: UIFont.TextStyle?

        convenience init(
            size: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale, textStyle: UIFont.TextStyle?
        ) {
            self.init(coder: ConstructionCoder())!
            set(size: size, weight: weight, scale: scale, textStyle: textStyle)
        }

        private func set(
            size: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale, textStyle: UIFont.TextStyle?
        ) {
            self.pointSize = size.isFinite && size > 0 ? size : 0
            self.weight = weight
            self.scale = scale
            self.textStyle = textStyle
        }

        /// Creates a configuration from an archive; PortableUIKit has no archives, so this fails
        /// (it succeeds only for PortableUIKit's own ``ConstructionCoder``).
        public required init?(coder: NSCoder) {
            super.init(coder: coder)
        }

        /// A configuration with every value unspecified.
        open class var unspecified: UIImage.SymbolConfiguration {
            SymbolConfiguration(size: 0, weight: .unspecified, scale: .unspecified, textStyle: nil)
        }

        /// A configuration with a point size (a non-finite or non-positive size is unspecified).
        public convenience init(pointSize: CGFloat) {
            self.init(size: pointSize, weight: .unspecified, scale: .unspecified, textStyle: nil)
        }
        /// A configuration with a point size and weight.
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) {
            self.init(size: pointSize, weight: weight, scale: .unspecified, textStyle: nil)
        }
        /// A configuration with a point size, weight and scale.
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale) {
            self.init(size: pointSize, weight: weight, scale: scale, textStyle: nil)
        }
        /// A configuration with a weight.
        public convenience init(weight: UIImage.SymbolWeight) {
            self.init(size: 0, weight: weight, scale: .unspecified, textStyle: nil)
        }
        /// A configuration with a scale.
        public convenience init(scale: UIImage.SymbolScale) {
            self.init(size: 0, weight: .unspecified, scale: scale, textStyle: nil)
        }
        /// A configuration matching a text style's size and weight (body: 17 pt regular).
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(size: 0, weight: .unspecified, scale: .unspecified, textStyle: textStyle)
        }
        /// A configuration matching a text style, at a scale.
        public convenience init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolScale) {
            self.init(size: 0, weight: .unspecified, scale: scale, textStyle: textStyle)
        }
        /// A configuration matching a font's point size and weight.
        public convenience init(font: UIFont) { self.init(font: font, scale: .unspecified) }
        /// A configuration matching a font's point size and weight, at a scale.
        public convenience init(font: UIFont, scale: UIImage.SymbolScale) {
            self.init(
                size: font.pointSize, weight: SymbolMetrics.symbolWeight(for: font.weight), scale: scale, textStyle: nil
            )
        }

        /// This configuration without its text style.
        open func configurationWithoutTextStyle() -> Self { remade(pointSize, weight, scale, nil) }
        /// This configuration without its scale.
        open func configurationWithoutScale() -> Self { remade(pointSize, weight, .unspecified, textStyle) }
        /// This configuration without its weight.
        open func configurationWithoutWeight() -> Self { remade(pointSize, .unspecified, scale, textStyle) }
        /// This configuration without its point size and weight.
        open func configurationWithoutPointSizeAndWeight() -> Self { remade(0, .unspecified, scale, textStyle) }

        /// Whether `otherConfiguration` has the same values.
        open func isEqual(to otherConfiguration: UIImage.SymbolConfiguration?) -> Bool {
            guard let other = otherConfiguration else { return false }
            return pointSize == other.pointSize && weight == other.weight && scale == other.scale
                && textStyle == other.textStyle
        }

        /// Equal when ``isEqual(to:)``.
        open override func isEqual(_ object: Any?) -> Bool { isEqual(to: object as? SymbolConfiguration) }
        /// Consistent with ``isEqual(_:)``.
        open override var hash: Int { pointSize.hashValue ^ weight.rawValue &* 31 ^ scale.rawValue &* 7 }

        /// This configuration with `otherConfiguration`'s specified values replacing its own.
        open override func applying(_ otherConfiguration: UIImage.Configuration?) -> Self {
            guard let other = otherConfiguration as? SymbolConfiguration else { return self }
            let styled = other.textStyle != nil
            return remade(
                other.pointSize > 0 ? other.pointSize : (styled ? 0 : pointSize),
                other.weight != .unspecified ? other.weight : (styled ? .unspecified : weight),
                other.scale != .unspecified ? other.scale : scale,
                other.textStyle ?? (other.pointSize > 0 ? nil : textStyle))
        }

        /// A configuration with these values, of the receiver's class (a subclass's too, made
        /// through its `init?(coder:)`; one whose override fails gets itself back unchanged).
        private func remade(
            _ size: CGFloat, _ weight: UIImage.SymbolWeight, _ scale: UIImage.SymbolScale,
            _ style: UIFont.TextStyle?
        ) -> Self {
            guard let made = Self(coder: ConstructionCoder()) else { return self }
            made.set(size: size, weight: weight, scale: scale, textStyle: style)
            return made
        }
    }
}
#endif

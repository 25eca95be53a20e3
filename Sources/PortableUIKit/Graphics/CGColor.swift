#if !canImport(UIKit)
import Foundation

/// An immutable color: a list of components (including alpha) in a gray or RGB color space, or
/// a pattern color (an image tiled, with alpha its one component).
///
/// Two colors are equal when their color spaces and components are equal (pattern colors: the
/// same image too).
public final class CGColor: Sendable, Equatable, Hashable {
    /// The color model of a `CGColor`.
    enum _Model: Sendable, Hashable {
        case gray
        case rgb
        /// A pattern color (`UIColor(patternImage:)`): its image is ``_patternImage``, kept beside
        /// the model rather than as a payload of it.
        case pattern
    }

    let _model: _Model
    let _components: [CGFloat]
    /// The tiled image of a pattern color; nil for every other color.
    let _patternImage: UIImage?

    init(_model: _Model, components: [CGFloat], patternImage: UIImage? = nil) {
        self._model = _model
        self._components = components
        self._patternImage = patternImage
    }

    /// The image a pattern color tiles (`UIColor(patternImage:)`), for renderers; nil for a
    /// gray or RGB color.
    @_spi(Rendering) public var renderingPatternImage: UIImage? { _patternImage }

    /// Creates a color in the RGB color space.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(_model: .rgb, components: [red, green, blue, alpha])
    }

    /// Creates a color in the sRGB color space.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(_model: .rgb, components: [red, green, blue, alpha])
    }

    /// Creates a color in the gray color space.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(_model: .gray, components: [gray, alpha])
    }

    /// The black color in the gray color space.
    public class var black: CGColor { CGColor(gray: 0, alpha: 1) }

    /// The white color in the gray color space.
    public class var white: CGColor { CGColor(gray: 1, alpha: 1) }

    /// The clear color in the gray color space.
    public class var clear: CGColor { CGColor(gray: 0, alpha: 0) }

    /// The color components, alpha last: 2 for gray, 4 for RGB, 1 (alpha) for a pattern.
    public var components: [CGFloat]? { _components }

    /// The number of components, including alpha.
    public var numberOfComponents: Int { _components.count }

    /// The alpha component.
    public var alpha: CGFloat { _components[_components.count - 1] }

    /// Returns a copy of the color.
    public func copy() -> CGColor? {
        CGColor(_model: _model, components: _components, patternImage: _patternImage)
    }

    /// Returns a copy of the color with its alpha replaced by `alpha`.
    public func copy(alpha: CGFloat) -> CGColor? {
        var components = _components
        components[components.count - 1] = alpha
        return CGColor(_model: _model, components: components, patternImage: _patternImage)
    }

    /// Whether two colors have the same color space and components.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs._model == rhs._model && lhs._components == rhs._components && lhs._patternImage === rhs._patternImage
    }

    /// Hashes the color space and components.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(_model)
        hasher.combine(_components)
        hasher.combine(_patternImage.map(ObjectIdentifier.init))
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// A colour space (Core Graphics' `CGColorSpace`). PortableUIKit draws in sRGB and gray; a
/// gradient made in any space reads its components by the space's model.
public final class CGColorSpace: Sendable, Equatable, Hashable {
    /// The colour model of a space.
    public enum Model: Int32, Sendable {
        case unknown = -1
        case monochrome = 0
        case rgb = 1
    }

    /// The space's model.
    public let model: Model
    /// The space's name (one of the `CGColorSpace` name constants), or nil for device spaces.
    public let name: CFString?

    init(model: Model, name: CFString?) {
        self.model = model
        self.name = name
    }

    /// The space called `name` (`CGColorSpace.sRGB`, `.genericGrayGamma2_2`, …); nil for a name
    /// PortableUIKit does not know.
    public convenience init?(name: CFString) {
        switch name {
        case CGColorSpace.sRGB, CGColorSpace.extendedSRGB, CGColorSpace.linearSRGB, CGColorSpace.displayP3:
            self.init(model: .rgb, name: name)
        case CGColorSpace.genericGrayGamma2_2, CGColorSpace.extendedGray, CGColorSpace.linearGray:
            self.init(model: .monochrome, name: name)
        default:
            return nil
        }
    }

    /// The number of colour components (alpha excluded): 3 for RGB, 1 for gray.
    public var numberOfComponents: Int { model == .monochrome ? 1 : 3 }

    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
        lhs.model == rhs.model && lhs.name == rhs.name
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(model) }

    public static let sRGB: CFString = "kCGColorSpaceSRGB"
    public static let extendedSRGB: CFString = "kCGColorSpaceExtendedSRGB"
    public static let linearSRGB: CFString = "kCGColorSpaceLinearSRGB"
    public static let displayP3: CFString = "kCGColorSpaceDisplayP3"
    public static let genericGrayGamma2_2: CFString = "kCGColorSpaceGenericGrayGamma2_2"
    public static let extendedGray: CFString = "kCGColorSpaceExtendedGray"
    public static let linearGray: CFString = "kCGColorSpaceLinearGray"
}

/// The device-dependent RGB space.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(model: .rgb, name: nil) }

/// The device-dependent gray space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(model: .monochrome, name: nil) }
#endif

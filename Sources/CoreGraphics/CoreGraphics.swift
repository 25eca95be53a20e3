// `import CoreGraphics` on Linux: the Core Graphics names PortableUIKit and Foundation provide,
// so UIKit code that imports the module compiles unmodified (issue 43). This target exists only
// where the manifest is evaluated on Linux; on Apple platforms the name is Apple's framework.
// Scoped imports re-export these names only; the members PortableUIKit adds to them by
// extension (`CGRect.applying(_:)`, `CGPath.copy(strokingWithWidth:…)`) come with them.

@_exported import struct Foundation.CGFloat
@_exported import struct Foundation.CGPoint
@_exported import struct Foundation.CGSize
@_exported import struct Foundation.CGRect
@_exported import enum Foundation.CGRectEdge

@_exported import struct PortableUIKit.CGAffineTransform
@_exported import struct PortableUIKit.CGVector
@_exported import class PortableUIKit.CGPath
@_exported import class PortableUIKit.CGMutablePath
@_exported import enum PortableUIKit.CGPathElementKind
@_exported import enum PortableUIKit.CGPathFillRule
@_exported import enum PortableUIKit.CGPathDrawingMode
@_exported import enum PortableUIKit.CGLineCap
@_exported import enum PortableUIKit.CGLineJoin
@_exported import enum PortableUIKit.CGBlendMode
@_exported import class PortableUIKit.CGColor
@_exported import class PortableUIKit.CGColorSpace
@_exported import func PortableUIKit.CGColorSpaceCreateDeviceRGB
@_exported import func PortableUIKit.CGColorSpaceCreateDeviceGray
@_exported import class PortableUIKit.CGContext
@_exported import class PortableUIKit.CGGradient
@_exported import struct PortableUIKit.CGGradientDrawingOptions

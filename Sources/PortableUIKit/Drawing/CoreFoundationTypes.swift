#if !canImport(UIKit)
import Foundation

/// Core Foundation's string type, which Core Graphics' names (colour-space names) use. Foundation
/// on Linux does not export Core Foundation, so PortableUIKit names it as the Swift string it
/// bridges to: `CGColorSpace(name: CGColorSpace.sRGB)` reads the same on both platforms.
public typealias CFString = String

/// Core Foundation's array type, which `CGGradient(colorsSpace:colors:locations:)` takes. As on
/// Darwin, an array of colours converts with `as CFArray` (here an `NSArray`).
public typealias CFArray = NSArray
#endif

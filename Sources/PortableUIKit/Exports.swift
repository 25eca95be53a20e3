#if !canImport(UIKit)
// UIKit makes Foundation's names (NSObject, TimeInterval, CGFloat, …) available to every file
// that imports it; PortableUIKit does the same, so code written against UIKit compiles unchanged.
@_exported import Foundation
#endif

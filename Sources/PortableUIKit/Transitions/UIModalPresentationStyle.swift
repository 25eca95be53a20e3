#if !canImport(UIKit)
import Foundation

/// How a presented controller is shown (UIKit's `UIModalPresentationStyle`, UIKit's raw values).
/// PortableUIKit presents nothing; transition contexts report a style through it (spec 8.11).
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    case none = -1
    case automatic = -2
}
#endif

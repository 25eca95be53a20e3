#if !canImport(UIKit)
import Foundation

/// The size class of a dimension of the interface (UIKit's `UIUserInterfaceSizeClass`).
///
/// PortableUIKit derives both size classes of a window from its size (see
/// `HostSizeClassRule`); a trait collection built for matching may leave them unspecified.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// No size class.
    case unspecified = 0
    /// A compact dimension (an iPhone's width, or its height in landscape).
    case compact = 1
    /// A regular dimension (an iPad's width and height, an iPhone's height in portrait).
    case regular = 2
}

/// The kind of device the interface runs on (UIKit's `UIUserInterfaceIdiom`). PortableUIKit
/// hosts are phones unless they say otherwise.
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// An unspecified idiom.
    case unspecified = -1
    /// An iPhone or iPod touch.
    case phone = 0
    /// An iPad.
    case pad = 1
    /// Apple TV.
    case tv = 2
    /// CarPlay.
    case carPlay = 3
    /// A Mac (optimized for Mac).
    case mac = 5
    /// Apple Vision Pro.
    case vision = 6
}

/// Light or dark appearance (UIKit's `UIUserInterfaceStyle`).
public enum UIUserInterfaceStyle: Int, Sendable {
    /// An unspecified style.
    case unspecified = 0
    /// The light appearance.
    case light = 1
    /// The dark appearance.
    case dark = 2
}

/// The layout direction a trait collection carries (UIKit's `UITraitEnvironmentLayoutDirection`);
/// unlike `UIUserInterfaceLayoutDirection` it can be unspecified.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    /// An unspecified direction.
    case unspecified = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}
#endif

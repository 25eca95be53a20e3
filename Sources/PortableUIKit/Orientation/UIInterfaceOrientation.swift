#if !canImport(UIKit)
import Foundation

/// The orientation of the app's interface (UIKit's `UIInterfaceOrientation`). The landscape
/// values are named for where the home button would be, so they are the device orientations'
/// opposites: `.landscapeLeft` is 4 and `.landscapeRight` is 3, as in UIKit.
public enum UIInterfaceOrientation: Int, Sendable {
    /// The orientation is not known.
    case unknown = 0
    /// Portrait, the home button below.
    case portrait = 1
    /// Portrait upside down.
    case portraitUpsideDown = 2
    /// Landscape, the home button on the left.
    case landscapeLeft = 4
    /// Landscape, the home button on the right.
    case landscapeRight = 3

    /// Whether the orientation is portrait or portrait upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the orientation is one of the landscape ones.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// A set of interface orientations (UIKit's `UIInterfaceOrientationMask`): bit `1 << o` for
/// each orientation `o`.
public struct UIInterfaceOrientationMask: OptionSet, Sendable {
    public let rawValue: UInt
    /// Creates a mask from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Portrait (2).
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    /// Landscape with the home button on the left (16).
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    /// Landscape with the home button on the right (8).
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    /// Portrait upside down (4).
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    /// Both landscape orientations (24).
    public static let landscape = UIInterfaceOrientationMask(rawValue: (1 << 4) | (1 << 3))
    /// Every orientation (30).
    public static let all = UIInterfaceOrientationMask(rawValue: (1 << 1) | (1 << 2) | (1 << 3) | (1 << 4))
    /// Every orientation but portrait upside down (26).
    public static let allButUpsideDown = UIInterfaceOrientationMask(rawValue: (1 << 1) | (1 << 3) | (1 << 4))
}

extension UIInterfaceOrientationMask {
    /// Whether the mask allows `orientation` (`.unknown` is in no mask).
    func allows(_ orientation: UIInterfaceOrientation) -> Bool {
        orientation != .unknown && contains(UIInterfaceOrientationMask(rawValue: 1 << UInt(orientation.rawValue)))
    }
}
#endif

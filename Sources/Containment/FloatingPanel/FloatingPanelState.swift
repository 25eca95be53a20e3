#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// A place a floating panel rests at: one of its layout's anchors.
///
/// Four states are predefined, from the most to the least expanded: ``full``, ``half``, ``tip``
/// and ``hidden``; a layout may add its own (`FloatingPanelState(rawValue: "peek", order: 300)`).
/// States are equal when their raw values are; ``order`` only breaks ties when two anchors of a
/// layout resolve to the same place (the higher order counts as the more expanded).
///
/// A value rather than FloatingPanel's `NSObject` subclass: Containment has no Objective-C
/// runtime to serve, and a value can be a dictionary key and cross isolation freely.
public struct FloatingPanelState: Hashable, Sendable, CustomStringConvertible {
    /// The state's name.
    public let rawValue: String
    /// Its rank among states whose anchors coincide: higher is more expanded.
    public let order: Int

    public init(rawValue: String, order: Int) {
        self.rawValue = rawValue
        self.order = order
    }

    public static func == (lhs: FloatingPanelState, rhs: FloatingPanelState) -> Bool {
        lhs.rawValue == rhs.rawValue
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    public var description: String { rawValue }

    /// The panel covers most of its container.
    public static let full = FloatingPanelState(rawValue: "full", order: 1000)
    /// The panel covers about half of its container.
    public static let half = FloatingPanelState(rawValue: "half", order: 500)
    /// Only the panel's top (a grabber, a search field) shows.
    public static let tip = FloatingPanelState(rawValue: "tip", order: 100)
    /// The panel is out of sight: its content has disappeared.
    public static let hidden = FloatingPanelState(rawValue: "hidden", order: 0)
}

#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// Where a floating panel rises from and where it may rest.
///
/// A layout names the edge (``position``), the state the panel first shows in
/// (``initialState``), an anchor per state (``anchors``) and how dark the backdrop behind the
/// panel is in each state (``backdropAlpha(for:)``, 0 by default: what lies under the panel
/// stays fully visible and interactive). The controller asks its delegate for a layout per trait
/// collection and per size, and applies a new one on a size transition without losing the state
/// (the nearest state of the new layout when the old one has no anchor there).
@MainActor
public protocol FloatingPanelLayout {
    /// The edge the panel rises from.
    var position: FloatingPanelPosition { get }
    /// The state the panel shows in when added.
    var initialState: FloatingPanelState { get }
    /// Where the panel rests in each state.
    var anchors: [FloatingPanelState: FloatingPanelLayoutAnchor] { get }
    /// The backdrop's alpha in `state` (0 by default).
    func backdropAlpha(for state: FloatingPanelState) -> CGFloat
}

extension FloatingPanelLayout {
    public func backdropAlpha(for state: FloatingPanelState) -> CGFloat { 0 }
}

/// The Maps-style search card: full 18 pt under the safe area's top, half at half the safe area,
/// tip 69 pt above the safe area's bottom; it starts at half, and darkens what lies behind it
/// only when full (FloatingPanel's default layout, whose numbers its users expect).
public struct FloatingPanelBottomLayout: FloatingPanelLayout {
    public init() {}
    public var position: FloatingPanelPosition { .bottom }
    public var initialState: FloatingPanelState { .half }
    public var anchors: [FloatingPanelState: FloatingPanelLayoutAnchor] {
        [
            .full: .inset(18, from: .top, referenceGuide: .safeArea),
            .half: .fraction(0.5, from: .bottom, referenceGuide: .safeArea),
            .tip: .inset(69, from: .bottom, referenceGuide: .safeArea),
        ]
    }
    public func backdropAlpha(for state: FloatingPanelState) -> CGFloat { state == .full ? 0.3 : 0 }
}

#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// What a floating panel tells and asks its delegate, in the order a drag produces it:
/// `ShouldBeginDragging` → `WillBeginDragging` → `DidMove`… → `WillEndDragging(withVelocity:targetState:)`
/// (which may change the target) → `DidEndDragging(willAttract:)` → `WillBeginAttracting(to:)` →
/// `DidMove`… → `DidEndAttracting` → `DidChangeState` (when the state changed). A removal asks
/// `ShouldRemove(at:with:)`, then says `WillRemove` and `DidRemove`. Every method has a default
/// that does nothing or allows.
@MainActor
public protocol FloatingPanelControllerDelegate: AnyObject {
    /// The layout for `traitCollection` (the panel's current layout by default).
    func floatingPanel(_ panel: FloatingPanelController, layoutFor traitCollection: UITraitCollection)
        -> FloatingPanelLayout?
    /// The layout for a container of `size` (asked after the trait-collection one; nil keeps it).
    func floatingPanel(_ panel: FloatingPanelController, layoutFor size: CGSize) -> FloatingPanelLayout?
    func floatingPanelDidChangeState(_ panel: FloatingPanelController)
    func floatingPanelShouldBeginDragging(_ panel: FloatingPanelController) -> Bool
    func floatingPanelDidMove(_ panel: FloatingPanelController)
    func floatingPanelWillBeginDragging(_ panel: FloatingPanelController)
    func floatingPanelWillEndDragging(
        _ panel: FloatingPanelController, withVelocity velocity: CGPoint, targetState: inout FloatingPanelState)
    func floatingPanelDidEndDragging(_ panel: FloatingPanelController, willAttract attract: Bool)
    func floatingPanelWillBeginAttracting(_ panel: FloatingPanelController, to state: FloatingPanelState)
    func floatingPanelDidEndAttracting(_ panel: FloatingPanelController)
    /// Whether a release at `location` moving at `velocity` (distances-to-hidden per second)
    /// removes the panel; nil leaves it to the behaviour's threshold.
    func floatingPanel(_ panel: FloatingPanelController, shouldRemoveAt location: CGPoint, with velocity: CGVector)
        -> Bool?
    func floatingPanelWillRemove(_ panel: FloatingPanelController)
    func floatingPanelDidRemove(_ panel: FloatingPanelController)
}

extension FloatingPanelControllerDelegate {
    public func floatingPanel(_ panel: FloatingPanelController, layoutFor traitCollection: UITraitCollection)
        -> FloatingPanelLayout?
    { nil }
    public func floatingPanel(_ panel: FloatingPanelController, layoutFor size: CGSize) -> FloatingPanelLayout? {
        nil
    }
    public func floatingPanelDidChangeState(_ panel: FloatingPanelController) {}
    public func floatingPanelShouldBeginDragging(_ panel: FloatingPanelController) -> Bool { true }
    public func floatingPanelDidMove(_ panel: FloatingPanelController) {}
    public func floatingPanelWillBeginDragging(_ panel: FloatingPanelController) {}
    public func floatingPanelWillEndDragging(
        _ panel: FloatingPanelController, withVelocity velocity: CGPoint, targetState: inout FloatingPanelState
    ) {}
    public func floatingPanelDidEndDragging(_ panel: FloatingPanelController, willAttract attract: Bool) {}
    public func floatingPanelWillBeginAttracting(_ panel: FloatingPanelController, to state: FloatingPanelState) {}
    public func floatingPanelDidEndAttracting(_ panel: FloatingPanelController) {}
    public func floatingPanel(
        _ panel: FloatingPanelController, shouldRemoveAt location: CGPoint, with velocity: CGVector
    ) -> Bool? { nil }
    public func floatingPanelWillRemove(_ panel: FloatingPanelController) {}
    public func floatingPanelDidRemove(_ panel: FloatingPanelController) {}
}

#if !canImport(UIKit)
import Foundation

/// What VoiceOver could reach in a window, and its escape gesture: not UIKit API (VoiceOver is
/// the system's), a model hosts and tests use to check an interface's accessibility.
extension UIWindow {
    /// The accessibility elements VoiceOver could reach in this window, in the order it would
    /// visit them with the default (non-spatial) order: depth first, subviews back to front.
    ///
    /// - A hidden window has none.
    /// - Hidden views (`isHidden`, or alpha below 0.01 as in hit-testing) and subtrees whose view
    ///   has `accessibilityElementsHidden` are skipped, with all their elements.
    /// - A view whose `isAccessibilityElement` is true is an element; its subviews are not
    ///   searched (VoiceOver reads the element, not its parts).
    /// - Among the visible subviews of one view, if any has `accessibilityViewIsModal`, only that
    ///   one (the frontmost, if several) is searched: the elements within its siblings are
    ///   ignored, as Apple documents. Siblings of the modal view's ancestors are not affected.
    public func accessibilityElementsInOrder() -> [UIView] {
        var elements: [UIView] = []
        guard !isHidden else { return elements }
        collectAccessibilityElements(in: subviews, into: &elements)
        return elements
    }

    /// The escape gesture (VoiceOver's two-finger Z) performed while `element` has VoiceOver's
    /// focus: offers `accessibilityPerformEscape()` to `element`, then to each responder along
    /// `next`, until one returns true. Returns whether one did.
    ///
    /// [UNC: Apple documents only that an element "or containing view" implements the method to
    /// dismiss itself. That VoiceOver goes on to the containers until one returns true is
    /// widely observed; the exact path, controllers included, is modelled on the responder chain.]
    @discardableResult
    public func performAccessibilityEscape(from element: UIResponder) -> Bool {
        var visited: Set<ObjectIdentifier> = []
        var responder: UIResponder? = element
        while let current = responder, visited.insert(ObjectIdentifier(current)).inserted {
            if current.accessibilityPerformEscape() { return true }
            responder = current.next
        }
        return false
    }

    private func collectAccessibilityElements(in views: [UIView], into elements: inout [UIView]) {
        let visible = views.filter { !$0.isHidden && $0.alpha >= 0.01 }
        let searched = visible.last(where: \.accessibilityViewIsModal).map { [$0] } ?? visible
        for view in searched where !view.accessibilityElementsHidden {
            if view.isAccessibilityElement {
                elements.append(view)
            } else {
                collectAccessibilityElements(in: view.subviews, into: &elements)
            }
        }
    }
}
#endif

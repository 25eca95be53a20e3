#if !canImport(UIKit)
import Foundation

/// Content size, insets, the adjusted inset (7.6) and the legal offset range (7.6).
extension UIScrollView {
    /// The legal range of the content offset (spec 7.6, last bullet).
    var offsetRange: ScrollOffsetRange {
        let inset = adjustedContentInset
        return ScrollOffsetRange(
            contentSize: contentSize, boundsSize: bounds.size,
            adjustedInsetTop: inset.top + largeTitleAllowance, left: inset.left, bottom: inset.bottom,
            right: inset.right)
    }

    /// Whether a drag can move the content horizontally (content wider than the view, or always bouncing).
    var scrollsHorizontally: Bool { offsetRange.horizontal.length > 0 || alwaysBounceHorizontal }
    /// Whether a drag can move the content vertically.
    var scrollsVertically: Bool { offsetRange.vertical.length > 0 || alwaysBounceVertical }

    func applyContentOffset(_ offset: CGPoint) {
        guard offset.x.isFinite, offset.y.isFinite else {
            reportNonFinite("contentOffset", offset)
            return
        }
        var newBounds = bounds
        newBounds.origin = offset
        bounds = newBounds
    }

    func applyContentSize(_ size: CGSize) {
        guard size.width.isFinite, size.height.isFinite else {
            reportNonFinite("contentSize", size)
            return
        }
        postingChange(of: .contentSize) {
            storedContentSize = size
            updateAdjustedContentInset()
        }
    }

    func applyContentInset(_ inset: UIEdgeInsets) {
        guard [inset.top, inset.left, inset.bottom, inset.right].allSatisfy(\.isFinite) else {
            reportNonFinite("contentInset", inset)
            return
        }
        postingChange(of: .contentInset) {
            storedContentInset = inset
            updateAdjustedContentInset()
        }
    }

    /// Recomputes `adjustedContentInset` (7.6). When it changes, an offset resting at the old
    /// top or left edge moves to the new one, so content does not hide under the new insets.
    func updateAdjustedContentInset() {
        let safe = safeAreaInsets
        var adjusted = contentInset
        let addVertical: Bool
        let addHorizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .never:
            addVertical = false
            addHorizontal = false
        case .always:
            addVertical = true
            addHorizontal = true
        case .automatic, .scrollableAxes:
            addVertical = contentSize.height > bounds.height || alwaysBounceVertical
            addHorizontal = contentSize.width > bounds.width || alwaysBounceHorizontal
        }
        if addVertical {
            adjusted.top += safe.top
            adjusted.bottom += safe.bottom
        }
        if addHorizontal {
            adjusted.left += safe.left
            adjusted.right += safe.right
        }
        let old = storedAdjustedContentInset
        guard adjusted != old else { return }
        storedAdjustedContentInset = adjusted
        postChange(of: .adjustedContentInset, from: old)
        var offset = contentOffset
        if offset.y == -old.top { offset.y = -adjusted.top }
        if offset.x == -old.left { offset.x = -adjusted.left }
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
        if offset != contentOffset, drag == nil, !isInMotion { contentOffset = offset }
    }

    private func reportNonFinite(_ property: String, _ value: Any) {
        PortableUIKitDiagnostics.report(
            .invalidScrollGeometry, "\(self): \(property) \(value) is not finite; the change was ignored",
            fix: "compute \(property) from finite sizes", spec: "7.6")
    }
}
#endif

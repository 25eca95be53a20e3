#if !canImport(UIKit)
import Foundation

/// A layout that flips in the opposite direction (facts 20.23, 20.24): when its
/// `flipsHorizontallyInOppositeLayoutDirection` is true and the collection view's effective
/// direction is not its `developmentLayoutDirection`, every frame the layout gives is mirrored in
/// the content (x' = contentSize.width - x - width) before the collection view shows it, hit-tests
/// it or scrolls to it, and the rectangles and offsets the collection view hands the layout are
/// mirrored back. The layout itself keeps its own, unflipped coordinates; `contentOffset` is the
/// scroll view's and is not mirrored.
extension UICollectionView {
    /// Whether the layout's geometry must be mirrored for the current direction.
    var wantsMirroredLayout: Bool {
        layout.flipsHorizontallyInOppositeLayoutDirection
            && effectiveUserInterfaceLayoutDirection != layout.developmentLayoutDirection
    }

    /// Adopts the current direction: when mirroring starts or stops, the content offset is
    /// mirrored in the scrollable range (so the layout's start, its right end in right to left,
    /// shows first) and the layout's answers are queried again (fact 20.25).
    func syncLayoutMirroring() {
        let wanted = wantsMirroredLayout
        guard wanted != mirrorsLayout else { return }
        mirrorsLayout = wanted
        queriedRect = .null
        let range = horizontalOffsetRange
        let mirroredX = range.lowerBound + range.upperBound - contentOffset.x
        let x = min(max(mirroredX, range.lowerBound), range.upperBound)
        if x != contentOffset.x { contentOffset = CGPoint(x: x, y: contentOffset.y) }
        setNeedsLayout()
    }

    /// The horizontal offsets the content can be scrolled to.
    private var horizontalOffsetRange: ClosedRange<CGFloat> {
        let inset = adjustedContentInset
        let lower = -inset.left
        return lower...max(lower, contentSize.width + inset.right - bounds.width)
    }

    /// Sets the content size; while mirrored, a change of width moves the offset with the
    /// layout's start (the right end), so the content shown stays (fact 20.25).
    func setLayoutContentSize(_ size: CGSize) {
        guard contentSize != size else { return }
        let oldRange = horizontalOffsetRange
        contentSize = size
        guard mirrorsLayout else { return }
        let newRange = horizontalOffsetRange
        let x = contentOffset.x + newRange.upperBound - oldRange.upperBound
        let clamped = min(max(x, newRange.lowerBound), newRange.upperBound)
        if clamped != contentOffset.x { contentOffset = CGPoint(x: clamped, y: contentOffset.y) }
    }

    /// `rect` mirrored in the content: a layout rectangle as shown, or a shown one as the layout's.
    func mirroredForLayout(_ rect: CGRect) -> CGRect {
        guard mirrorsLayout, !rect.isNull, !rect.isInfinite else { return rect }
        var mirrored = rect
        mirrored.origin.x = contentSize.width - rect.maxX
        return mirrored
    }

    /// The layout's attributes as the collection view shows them: a mirrored copy when mirrored.
    func shownAttributes(_ attributes: UICollectionViewLayoutAttributes?) -> UICollectionViewLayoutAttributes? {
        guard mirrorsLayout, let attributes,
            let copy = attributes.copy() as? UICollectionViewLayoutAttributes
        else { return attributes }
        copy.frame = mirroredForLayout(attributes.frame)
        return copy
    }

    /// Shown attributes back in the layout's coordinates (the inverse of `shownAttributes`).
    func layoutSpaceAttributes(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        shownAttributes(attributes) ?? attributes
    }

    /// The layout's elements in the shown rectangle `rect`, as shown: the layout is asked for the
    /// mirrored rectangle (fact 20.24).
    func shownAttributes(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        let answer = layout.layoutAttributesForElements(in: mirroredForLayout(rect)) ?? []
        guard mirrorsLayout else { return answer }
        return answer.compactMap { shownAttributes($0) }
    }

    /// A shown content offset as the layout sees it: the mirror of the visible rectangle's origin.
    func layoutSpaceOffset(_ offset: CGPoint) -> CGPoint {
        guard mirrorsLayout else { return offset }
        return CGPoint(x: contentSize.width - offset.x - bounds.width, y: offset.y)
    }
}
#endif

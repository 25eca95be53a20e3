#if !canImport(UIKit)
import Foundation

/// Segment widths (spec 21.16, 21.17): a segment with a fixed width (``UISegmentedControl/setWidth(_:forSegmentAt:)``)
/// keeps it; the others share the rest of the bounds, equally or, with
/// ``UISegmentedControl/apportionsSegmentWidthsByContent``, in proportion to their content.
extension UISegmentedControl {
    /// The control's height (spec 21.16).
    static let height: CGFloat = 32
    /// Space on each side of a segment's title or image in its natural width [UNC].
    static let segmentPadding: CGFloat = 12

    /// The width a segment's content needs: its title's or image's width plus padding.
    func contentWidth(ofSegment index: Int) -> CGFloat {
        let content = segmentContents[index]
        let inner: CGFloat
        if let image = content.image {
            inner = image.size.width
        } else {
            let view = segmentViews[index]
            inner = view.label.text == nil ? 0 : view.label.intrinsicContentSize.width
        }
        return inner + 2 * Self.segmentPadding
    }

    /// The fixed widths, plus the automatic segments at their content widths (by content) or all
    /// at the widest one's (equal).
    var naturalWidth: CGFloat {
        var fixed: CGFloat = 0
        var automatic: [CGFloat] = []
        for index in segmentContents.indices {
            let width = segmentContents[index].width
            if width > 0 { fixed += width } else { automatic.append(contentWidth(ofSegment: index)) }
        }
        let shared =
            apportionsSegmentWidthsByContent
            ? automatic.reduce(0, +) : CGFloat(automatic.count) * (automatic.max() ?? 0)
        return fixed + shared
    }

    /// Each segment's frame in `bounds`, left to right.
    func segmentFrames(in bounds: CGRect) -> [CGRect] {
        let count = segmentContents.count
        guard count > 0 else { return [] }
        var widths = segmentContents.map(\.width)
        let automatic = widths.indices.filter { widths[$0] <= 0 }
        let remaining = max(0, bounds.width - widths.filter { $0 > 0 }.reduce(0, +))
        if !automatic.isEmpty {
            if apportionsSegmentWidthsByContent {
                let contents = automatic.map { contentWidth(ofSegment: $0) }
                let total = contents.reduce(0, +)
                for (index, content) in zip(automatic, contents) {
                    widths[index] = total > 0 ? remaining * content / total : remaining / CGFloat(automatic.count)
                }
            } else {
                for index in automatic { widths[index] = remaining / CGFloat(automatic.count) }
            }
        }
        var x = bounds.minX
        return widths.map { width in
            defer { x += width }
            return CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
        }
    }

    /// The segment at `point` (the control's coordinates; x pinned into the bounds), if it is
    /// enabled.
    func segmentIndex(at point: CGPoint) -> Int? {
        let x = min(max(point.x, bounds.minX), bounds.maxX - 0.001)
        let frames = segmentFrames(in: bounds)
        guard let index = frames.firstIndex(where: { x >= $0.minX && x < $0.maxX }) else { return nil }
        return segmentContents[index].isEnabled ? index : nil
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// Where a tab bar's items and their parts go, as pure functions (tested without views).
///
/// Numbers are PortableUIKit's reading of the iPhone's stacked layout [UNC: UIKit does not
/// document them]: the item row is the top ``rowHeight`` points of the bar (the rest is the bottom
/// safe area); in an item the image is centred on a point 19 pt from the top, the 12 pt title line
/// starts at 35 pt; a badge is 18 pt tall (a 10 pt dot when its value is empty) with its leading
/// edge 6 pt after the item's centre and its top 2 pt down.
enum TabBarItemLayout {
    /// The height of the row of items: UIKit's 49 pt tab bar without the bottom safe area.
    static let rowHeight: CGFloat = 49
    /// `.centered` items are this wide when `itemWidth` is 0 [UNC].
    static let defaultCenteredItemWidth: CGFloat = 76
    /// `.centered` items are this far apart when `itemSpacing` is 0 [UNC].
    static let defaultCenteredItemSpacing: CGFloat = 34
    static let imageCentreY: CGFloat = 19
    static let titleTop: CGFloat = 35
    static let titleHeight: CGFloat = 12
    static let badgeHeight: CGFloat = 18
    static let badgeDotSize: CGFloat = 10
    static let badgeHorizontalPadding: CGFloat = 5
    static let badgeLeadingOffset: CGFloat = 6
    static let badgeTop: CGFloat = 2

    /// The frames of `count` items in a bar `width` wide, left to right in `rightToLeft == false`
    /// order of the items (item 0 is the leading one; in right-to-left layouts it is the rightmost).
    /// `.fill` (and `.automatic`, the iPhone idiom) shares the width equally; `.centered` gives
    /// each item `itemWidth` (or the default), `itemSpacing` (or the default) apart, centred, and
    /// falls back to `.fill` when they do not fit.
    static func itemFrames(
        count: Int, width: CGFloat, positioning: UITabBar.ItemPositioning,
        itemWidth: CGFloat, itemSpacing: CGFloat, rightToLeft: Bool
    ) -> [CGRect] {
        guard count > 0, width.isFinite, width > 0 else {
            return Array(repeating: .zero, count: max(0, count))
        }
        let n = CGFloat(count)
        var frames: [CGRect]
        let centredWidth = itemWidth.isFinite && itemWidth > 0 ? itemWidth : defaultCenteredItemWidth
        let centredSpacing = itemSpacing.isFinite && itemSpacing > 0 ? itemSpacing : defaultCenteredItemSpacing
        let centredTotal = n * centredWidth + (n - 1) * centredSpacing
        if positioning == .centered, centredTotal <= width {
            let start = (width - centredTotal) / 2
            frames = (0..<count).map { index in
                CGRect(
                    x: start + CGFloat(index) * (centredWidth + centredSpacing), y: 0, width: centredWidth,
                    height: rowHeight)
            }
        } else {
            let each = width / n
            frames = (0..<count).map { index in
                CGRect(x: CGFloat(index) * each, y: 0, width: each, height: rowHeight)
            }
        }
        if rightToLeft {
            frames = frames.map { CGRect(x: width - $0.maxX, y: $0.minY, width: $0.width, height: $0.height) }
        }
        return frames
    }

    /// The image's frame in an item `bounds`: its size, centred horizontally on a point
    /// ``imageCentreY`` down, plus the item's `imageInsets`.
    static func imageFrame(imageSize: CGSize, in bounds: CGRect, insets: UIEdgeInsets) -> CGRect {
        let frame = CGRect(
            x: bounds.midX - imageSize.width / 2, y: imageCentreY - imageSize.height / 2,
            width: imageSize.width, height: imageSize.height)
        return frame.inset(by: insets)
    }

    /// The title's frame in an item `bounds`: full width (2 pt margins), ``titleHeight`` tall at
    /// ``titleTop``, moved by `adjustment`.
    static func titleFrame(in bounds: CGRect, adjustment: UIOffset) -> CGRect {
        CGRect(
            x: bounds.minX + 2 + adjustment.horizontal, y: titleTop + adjustment.vertical,
            width: max(0, bounds.width - 4), height: titleHeight)
    }

    /// The badge's frame in an item `bounds` for a value whose text is `textWidth` wide; a dot when
    /// `isEmpty`. Mirrored (trailing edge before the centre) in right-to-left layouts.
    static func badgeFrame(textWidth: CGFloat, isEmpty: Bool, in bounds: CGRect, rightToLeft: Bool) -> CGRect {
        let size =
            isEmpty
            ? CGSize(width: badgeDotSize, height: badgeDotSize)
            : CGSize(width: max(badgeHeight, textWidth + 2 * badgeHorizontalPadding), height: badgeHeight)
        let x = rightToLeft ? bounds.midX - badgeLeadingOffset - size.width : bounds.midX + badgeLeadingOffset
        return CGRect(x: x, y: badgeTop, width: size.width, height: size.height)
    }
}
#endif

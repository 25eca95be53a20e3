#if !canImport(UIKit)
import Foundation

/// Where a navigation bar puts its back button, left and right items and title: a pure function
/// of the bar's width and the content's natural widths, tested without views.
///
/// UIKit documents no numbers; these match an iPhone's bar closely:
/// - right items from the right edge inward, the first 16 pt from the edge, 8 pt apart;
/// - the back button from 8 pt (its chevron's inset), then supplementing left items 8 pt after
///   it; without a back button, left items from 16 pt, 8 pt apart; a left item that would reach
///   the right items (8 pt gap) is left out, as UIKit shows left items "only when space is
///   available";
/// - the back button's title is the first candidate (the back item's title, "Back", none) with
///   which the back button and supplementing items end at least 8 pt before the title, centred,
///   would start, and before the right items;
/// - the title is centred in the bar, then moved (and at last truncated) to stay 8 pt clear of
///   the items on both sides.
struct NavigationBarLayout: Equatable {
    static let edgeMargin: CGFloat = 16
    static let backButtonInset: CGFloat = 8
    static let spacing: CGFloat = 8

    /// The back button's frame and the index of the title candidate it shows (nil: none fits).
    var backButton: (frame: CGRect, titleIndex: Int?)?
    /// The left items' frames, nil for items left out.
    var leftItems: [CGRect?] = []
    /// The right items' frames.
    var rightItems: [CGRect] = []
    /// The title's (or title view's) frame.
    var title: CGRect = .zero

    static func == (a: Self, b: Self) -> Bool {
        a.backButton?.frame == b.backButton?.frame && a.backButton?.titleIndex == b.backButton?.titleIndex
            && a.leftItems == b.leftItems && a.rightItems == b.rightItems && a.title == b.title
    }

    /// The back button's content: the chevron's width, the gap before a title, and the widths of
    /// its title candidates in order of preference.
    struct BackButton {
        var chevronWidth: CGFloat
        var titleGap: CGFloat
        var titleWidths: [CGFloat]
    }

    /// Lays out a bar `width` × `height` wide.
    init(width: CGFloat, height: CGFloat, back: BackButton?, left: [CGFloat], right: [CGFloat], titleWidth: CGFloat) {
        func clean(_ v: CGFloat) -> CGFloat { v.isFinite ? max(v, 0) : 0 }
        let w = clean(width), tw = clean(titleWidth)
        func frame(_ x: CGFloat, _ width: CGFloat) -> CGRect { CGRect(x: x, y: 0, width: width, height: height) }

        var rightX = w - Self.edgeMargin
        for itemWidth in right.map(clean) {
            rightX -= itemWidth
            rightItems.append(frame(rightX, itemWidth))
            rightX -= Self.spacing
        }
        let rightLimit = right.isEmpty ? w - Self.edgeMargin : rightX + Self.spacing

        var cursor = Self.edgeMargin
        var leftEnd: CGFloat = 0
        let lefts = left.map(clean)
        let leftRun = lefts.reduce(0) { $0 + $1 + Self.spacing }
        if let back {
            let centredTitleStart = (w - tw) / 2
            let limit = min(rightLimit, max(centredTitleStart, 0)) - Self.spacing
            var chosen: (CGFloat, Int?) = (back.chevronWidth, nil)
            for (index, candidate) in back.titleWidths.enumerated() {
                let buttonWidth = back.chevronWidth + back.titleGap + clean(candidate)
                if Self.backButtonInset + buttonWidth + leftRun <= limit {
                    chosen = (buttonWidth, index)
                    break
                }
            }
            backButton = (frame(Self.backButtonInset, chosen.0), chosen.1)
            leftEnd = Self.backButtonInset + chosen.0
            cursor = leftEnd + Self.spacing
        }
        for itemWidth in lefts {
            if cursor + itemWidth > rightLimit - Self.spacing {
                leftItems.append(nil)
                continue
            }
            leftItems.append(frame(cursor, itemWidth))
            leftEnd = cursor + itemWidth
            cursor = leftEnd + Self.spacing
        }

        let minX = leftEnd > 0 ? leftEnd + Self.spacing : Self.edgeMargin
        let maxX = right.isEmpty ? w - Self.edgeMargin : rightLimit - Self.spacing
        var x = (w - tw) / 2
        if x < minX { x = minX }
        if x + tw > maxX { x = max(minX, maxX - tw) }
        title = frame(x, max(0, min(tw, maxX - x)))
    }
}
#endif

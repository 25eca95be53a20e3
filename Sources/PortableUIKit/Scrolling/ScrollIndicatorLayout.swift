#if !canImport(UIKit)
import Foundation

/// Where a scroll view's indicators are drawn, and how visible they are: a pure function of the
/// scroll view's geometry and of the time since the indicators were last shown.
///
/// UIKit documents neither the indicators' geometry nor their timing [UNC]; these are
/// PortableUIKit's choices, close to iOS 17: 3 points thick, 3 points from the edge, a length
/// proportional to the visible fraction of the content (never under 36 points, shortened by an
/// overscroll down to the thickness), fully visible while the content moves, then held for
/// 0.5 s and faded out over 0.3 s.
@_spi(Rendering)
public struct ScrollIndicatorLayout: Equatable, Sendable {
    public static let thickness: CGFloat = 3
    public static let edgeMargin: CGFloat = 3
    public static let minimumLength: CGFloat = 36
    public static let hold: TimeInterval = 0.5
    public static let fade: TimeInterval = 0.3

    /// The scroll view's bounds (its origin is the content offset).
    public var bounds: CGRect
    public var contentSize: CGSize
    /// The adjusted content inset.
    public var contentInset: UIEdgeInsets
    /// How far each indicator's track is inset from the bounds' edges.
    public var indicatorInsets: UIEdgeInsets

    public init(bounds: CGRect, contentSize: CGSize, contentInset: UIEdgeInsets, indicatorInsets: UIEdgeInsets) {
        self.bounds = bounds
        self.contentSize = contentSize
        self.contentInset = contentInset
        self.indicatorInsets = indicatorInsets
    }

    /// The opacity `elapsed` seconds after the indicators were last shown (1 while `moving`).
    public static func opacity(sinceShown elapsed: TimeInterval, moving: Bool) -> CGFloat {
        if moving { return 1 }
        guard elapsed < hold + fade else { return 0 }  // also never shown: +infinity
        if elapsed <= hold { return 1 }
        return CGFloat(1 - (elapsed - hold) / fade)
    }

    /// The vertical indicator, in the scroll view's bounds coordinates; nil when the content
    /// does not scroll vertically.
    public var vertical: CGRect? {
        guard
            let (start, length) = Self.thumb(
                offset: bounds.minY, visible: bounds.height, content: contentSize.height,
                insetBefore: contentInset.top, insetAfter: contentInset.bottom,
                trackBefore: indicatorInsets.top, trackAfter: indicatorInsets.bottom)
        else { return nil }
        let x = bounds.maxX - indicatorInsets.right - Self.edgeMargin - Self.thickness
        return CGRect(x: x, y: bounds.minY + start, width: Self.thickness, height: length)
    }

    /// The horizontal indicator, in the scroll view's bounds coordinates; nil when the content
    /// does not scroll horizontally.
    public var horizontal: CGRect? {
        guard
            let (start, length) = Self.thumb(
                offset: bounds.minX, visible: bounds.width, content: contentSize.width,
                insetBefore: contentInset.left, insetAfter: contentInset.right,
                trackBefore: indicatorInsets.left, trackAfter: indicatorInsets.right)
        else { return nil }
        let y = bounds.maxY - indicatorInsets.bottom - Self.edgeMargin - Self.thickness
        return CGRect(x: bounds.minX + start, y: y, width: length, height: Self.thickness)
    }

    /// The thumb on one axis: its start from the visible edge and its length, or nil when the
    /// content fits.
    static func thumb(
        offset: CGFloat, visible: CGFloat, content: CGFloat, insetBefore: CGFloat, insetAfter: CGFloat,
        trackBefore: CGFloat, trackAfter: CGFloat
    ) -> (start: CGFloat, length: CGFloat)? {
        let extent = content + insetBefore + insetAfter
        let scrollable = extent - visible
        let track = visible - trackBefore - trackAfter - 2 * edgeMargin
        guard scrollable > 0.5, track > thickness, visible > 0, [offset, visible, extent].allSatisfy(\.isFinite) else {
            return nil
        }
        let minimumOffset = -insetBefore, maximumOffset = minimumOffset + scrollable
        let overscroll = max(minimumOffset - offset, 0) + max(offset - maximumOffset, 0)
        var length = max(track * visible / extent, min(minimumLength, track))
        length = max(length - overscroll, thickness)
        let progress = min(max((offset - minimumOffset) / scrollable, 0), 1)
        return (trackBefore + edgeMargin + progress * (track - length), length)
    }
}

/// One indicator as a renderer draws it.
@_spi(Rendering)
public struct ScrollIndicatorAppearance: Equatable, Sendable {
    /// The indicator's rectangle in the scroll view's bounds coordinates (a capsule).
    public var frame: CGRect
    /// Whether it is light (for dark content) rather than dark.
    public var isLight: Bool
    /// How opaque it is now, 0…1 (the colour itself is 35 % opaque).
    public var opacity: CGFloat
}

extension UIScrollView {
    /// Whether the content moves: a finger drags it, or it decelerates, bounces, snaps or
    /// animates to an offset.
    var isContentMoving: Bool {
        if drag != nil { return true }
        if case .none = motion { return false }
        return true
    }

    /// The indicators a renderer draws at media time `time` (none when hidden, faded out, or
    /// when the content fits).
    @_spi(Rendering)
    public func scrollIndicators(at time: TimeInterval) -> [ScrollIndicatorAppearance] {
        let opacity = ScrollIndicatorLayout.opacity(sinceShown: time - scrollIndicatorsShownAt, moving: isContentMoving)
        guard opacity > 0, showsVerticalScrollIndicator || showsHorizontalScrollIndicator else { return [] }
        let safeArea = automaticallyAdjustsScrollIndicatorInsets ? safeAreaInsets : .zero
        func combined(_ own: UIEdgeInsets) -> UIEdgeInsets {
            UIEdgeInsets(
                top: own.top + safeArea.top, left: own.left + safeArea.left,
                bottom: own.bottom + safeArea.bottom, right: own.right + safeArea.right)
        }
        let isLight =
            switch indicatorStyle {
            case .white: true
            case .black: false
            case .default: traitCollection.userInterfaceStyle == .dark
            }
        var shown: [ScrollIndicatorAppearance] = []
        if showsVerticalScrollIndicator,
            let frame = ScrollIndicatorLayout(
                bounds: bounds, contentSize: contentSize, contentInset: adjustedContentInset,
                indicatorInsets: combined(verticalScrollIndicatorInsets)
            ).vertical
        {
            shown.append(ScrollIndicatorAppearance(frame: frame, isLight: isLight, opacity: opacity))
        }
        if showsHorizontalScrollIndicator,
            let frame = ScrollIndicatorLayout(
                bounds: bounds, contentSize: contentSize, contentInset: adjustedContentInset,
                indicatorInsets: combined(horizontalScrollIndicatorInsets)
            ).horizontal
        {
            shown.append(ScrollIndicatorAppearance(frame: frame, isLight: isLight, opacity: opacity))
        }
        return shown
    }
}
#endif

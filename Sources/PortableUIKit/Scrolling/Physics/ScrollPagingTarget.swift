#if !canImport(UIKit)
import Foundation

/// Chooses the page a paging scroll view settles on after a release, along one axis
/// (spec 7.5).
///
/// Pages sit at k·pageSize (pageSize = the scroll view's bounds size on this axis, page 0
/// at offset 0), for k in [0, ``lastPage``]; a page's offset is clamped into the legal
/// range, so a last partial page rests at the maximum offset.
///
/// Release rule (documented choice): with `startPage` the page the drag started on,
/// - if |v| ≥ 300 pt/s, the target is startPage ± 1 in the direction of v (never more than
///   one page from the start page, however fast the flick);
/// - otherwise the target is the page whose (clamped) offset is nearest to the release
///   offset (no one-page limit for a slow release; on an exact tie the lower page wins);
/// - the result is clamped to [0, ``lastPage``].
///
/// Sanitising: a non-finite or non-positive pageSize leaves a single page 0 whose offset
/// is `range.clamp(0)`; NaN velocity counts as 0 and ±∞ as a fast flick; a non-finite
/// release offset counts as the start page's offset; out-of-range start pages are clamped.
struct ScrollPagingTarget: Sendable, Equatable {
    /// The release speed at or above which the page changes, 300 pt/s (UNC choice, spec 7.5:
    /// "one answer reports about 300 pt/s").
    static let velocityThreshold: CGFloat = 300

    /// Tolerance, in pages, when deriving ``lastPage`` from the maximum offset, 1e-6
    /// (spec 7.5): a maximum of 2.0000000001 pages still yields last page 2, not 3.
    static let lastPageTolerance: CGFloat = 1e-6

    /// The largest page index considered, 2^40, keeping index arithmetic safe for absurd
    /// content sizes (sanitising choice, spec 7.5).
    static let maximumPageIndex: Int = 1 << 40

    /// The page size on this axis (the bounds size), in points; 0 after sanitising invalid
    /// input (spec 7.5).
    let pageSize: CGFloat

    /// The legal offset range on this axis (spec 7.6).
    let range: ScrollAxisRange

    /// The last page index: ceil(maximum/pageSize − tolerance), at least 0 (spec 7.5).
    ///
    /// Its nominal offset may exceed the maximum; it is then clamped to the maximum.
    let lastPage: Int

    /// Creates the paging rule for pages of `pageSize` inside `range` (spec 7.5).
    init(pageSize: CGFloat, range: ScrollAxisRange) {
        let size = ScrollPhysicsSanitizer.dimension(pageSize)
        self.pageSize = size
        self.range = range
        if size > 0 {
            let pages = (range.maximum / size - ScrollPagingTarget.lastPageTolerance).rounded(.up)
            let capped = Swift.min(Swift.max(pages, 0), CGFloat(ScrollPagingTarget.maximumPageIndex))
            self.lastPage = Int(flooring: capped, clampedTo: 0...ScrollPagingTarget.maximumPageIndex)
        } else {
            self.lastPage = 0
        }
    }

    /// `page` clamped into [0, ``lastPage``] (spec 7.5).
    func clampPage(_ page: Int) -> Int {
        Swift.min(Swift.max(page, 0), lastPage)
    }

    /// The resting offset of `page`: clamp(k·pageSize) with k = clampPage(page) (spec 7.5).
    func offset(ofPage page: Int) -> CGFloat {
        range.clamp(CGFloat(clampPage(page)) * pageSize)
    }

    /// The page whose resting offset is nearest to `offset` (spec 7.5).
    ///
    /// The offset is first clamped into the legal range; ties go to the lower page; a
    /// non-finite offset yields page 0.
    func nearestPage(to offset: CGFloat) -> Int {
        guard pageSize > 0, offset.isFinite else { return 0 }
        let legal = range.clamp(offset)
        let quotient = Swift.min(Swift.max(legal / pageSize, 0), CGFloat(lastPage))
        let lower = Int(flooring: quotient, clampedTo: 0...lastPage)
        let upper = clampPage(lower + 1)
        let lowerDistance = abs(legal - self.offset(ofPage: lower))
        let upperDistance = abs(legal - self.offset(ofPage: upper))
        return upperDistance < lowerDistance ? upper : lower
    }

    /// The page the motion should settle on after a release (spec 7.5).
    ///
    /// - Parameters:
    ///   - releaseOffset: the offset at release, in points.
    ///   - velocity: the offset velocity at release, in pt/s (positive = offset increasing).
    ///   - startPage: the page the drag started on.
    func targetPage(releaseOffset: CGFloat, velocity: CGFloat, startPage: Int) -> Int {
        let start = clampPage(startPage)
        let speed = velocity.isNaN ? 0 : velocity
        if abs(speed) >= ScrollPagingTarget.velocityThreshold {
            return clampPage(start + (speed > 0 ? 1 : -1))
        }
        let position = releaseOffset.isFinite ? releaseOffset : offset(ofPage: start)
        return nearestPage(to: position)
    }

    /// The resting offset of ``targetPage(releaseOffset:velocity:startPage:)`` — the paging
    /// `targetContentOffset` on this axis (spec 7.3, 7.5).
    func targetOffset(releaseOffset: CGFloat, velocity: CGFloat, startPage: Int) -> CGFloat {
        offset(ofPage: targetPage(releaseOffset: releaseOffset, velocity: velocity, startPage: startPage))
    }
}
#endif

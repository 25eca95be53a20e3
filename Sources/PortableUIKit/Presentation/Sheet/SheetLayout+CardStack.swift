#if !canImport(UIKit)
import Foundation

/// How a full-screen presenter looks behind a sheet at `.large()` on a phone (the "card stack"):
/// scaled down, its top moved to the safe-area top, its corners rounded.
struct SheetCardStack: Equatable, Sendable {
    /// How far the sheet has risen into the stacked look, 0 (presenter untouched) … 1.
    let progress: CGFloat
    /// The presenter view's transform (a scale about its centre, then a vertical move).
    let transform: CGAffineTransform
    /// The presenter view's corner radius.
    let cornerRadius: CGFloat
}

extension SheetLayout {
    /// Horizontal inset of the fully stacked presenter on each side, 16 pt: the scale is
    /// (width − 32)/width (0.918 on a 390 pt phone). UIKit does not document its numbers; these are
    /// this runtime's documented choice, close to the iOS 15+ look.
    static let cardStackHorizontalInset: CGFloat = 16

    /// The presenter's corner radius when fully stacked, 10 pt (the sheet's own default radius).
    static let cardStackCornerRadius: CGFloat = 10

    /// The stacked look for a sheet showing `value` over a full-screen presenter.
    ///
    /// Only a bottom-edge sheet whose largest detent is `.large()` (``maximumDetentValue``)
    /// stacks. The progress runs linearly from the next smaller detent (or 0 when `.large()` is
    /// the only detent, so the look follows an interactive dismissal) up to `.large()`, and is
    /// clamped to 0 … 1 (rubber-banding above `.large()` does not stack further). At progress p the
    /// scale is 1 − p·(1 − s) with s = (width − 32)/width, the presenter's top moves to p · safe-area
    /// top, and the corner radius is p · 10.
    func cardStack(forValue value: CGFloat, detentValues: [CGFloat]) -> SheetCardStack {
        let maximum = maximumDetentValue
        let width = containerBounds.width
        let height = containerBounds.height
        let reachesLarge = detentValues.contains { $0.isFinite && $0 >= maximum - 0.5 }
        guard attachment == .bottomEdge, reachesLarge, maximum > 0, width > 0, !value.isNaN else {
            return SheetCardStack(progress: 0, transform: .identity, cornerRadius: 0)
        }
        let below = detentValues.filter { $0.isFinite && $0 < maximum - 0.5 }.max() ?? 0
        let span = maximum - below
        let progress = span > 0 ? min(1, max(0, (value - below) / span)) : 1
        let fullScale = max(0, width - 2 * Self.cardStackHorizontalInset) / width
        let scale = 1 - progress * (1 - fullScale)
        let scaledTop = height / 2 * (1 - scale)
        let translation = progress * safeAreaInsets.top - scaledTop
        let transform = CGAffineTransform(translationX: 0, y: translation).scaledBy(x: scale, y: scale)
        return SheetCardStack(
            progress: progress, transform: transform, cornerRadius: progress * Self.cardStackCornerRadius)
    }
}
#endif

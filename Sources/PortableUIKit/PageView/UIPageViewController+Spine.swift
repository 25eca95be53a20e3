#if !canImport(UIKit)
import Foundation

/// The page curl's spine across orientation changes (16.4, 14.6): when a window resize turns the
/// interface from portrait to landscape or back (the orientation the host derives from the
/// window's shape), the delegate's `pageViewController(_:spineLocationFor:)` gives the new
/// spine. PortableUIKit's page curl is single-sided, so `.mid` (and `.none`) answers are refused
/// with a diagnostic and the spine stays as it was.
extension UIPageViewController {
    func askSpineLocation(forTransitionTo size: CGSize) {
        guard _transitionStyle == .pageCurl, let delegate, let current = _view?.window?.hostInterfaceOrientation else {
            return
        }
        let upcoming: UIInterfaceOrientation = size.width > size.height ? .landscapeRight : .portrait
        guard upcoming.isLandscape != current.isLandscape else { return }
        let spine = delegate.pageViewController(self, spineLocationFor: upcoming)
        guard spine != _spineLocation else { return }
        guard spine == .min || spine == .max else {
            PageViewDiagnostics.refuse(
                "spineLocationFor \(upcoming) answered \(spine); PortableUIKit's page curl shows single-sided pages with the spine at .min or .max, so the spine stays \(_spineLocation)",
                fix: "answer .min or .max", spec: "16.4")
            return
        }
        _spineLocation = spine
        _view?.setNeedsLayout()
    }
}
#endif

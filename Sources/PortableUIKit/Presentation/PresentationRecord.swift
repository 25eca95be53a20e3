#if !canImport(UIKit)
import Foundation

/// What one controller knows about the modal presentations it takes part in (the storage behind
/// UIViewController's presentation members, spec 13.5, 13.6).
struct PresentationRecord {
    /// Where a controller is in its own presentation's life.
    enum Phase: Equatable {
        /// Not presented, or presented and settled.
        case idle
        /// Its presentation transition runs.
        case presenting
        /// Its dismissal transition runs.
        case dismissing
    }

    /// The controller this one presents (strong, as UIKit's link; cleared when the dismissal
    /// completes, before its completion block).
    var presented: UIViewController?
    /// The controller that presented this one.
    weak var presenting: UIViewController?
    /// The presentation controller, created on first read or when presented.
    var presentationController: UIPresentationController?
    /// The presentation this controller is the presented controller of, from `present` to the end
    /// of its dismissal.
    var modal: ModalPresentation?
    /// This controller's presentation phase (drives `isBeingPresented` / `isBeingDismissed`).
    var phase = Phase.idle

    var modalPresentationStyle = UIModalPresentationStyle.automatic
    var modalTransitionStyle = UIModalTransitionStyle.coverVertical
    var definesPresentationContext: Bool?
    var providesPresentationContextTransitionStyle = false
    weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
    var isModalInPresentation = false
    var modalPresentationCapturesStatusBarAppearance = false
}
#endif

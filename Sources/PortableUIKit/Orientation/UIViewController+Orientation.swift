#if !canImport(UIKit)
import Foundation

/// What a window keeps for orientation: how often its controllers said their supported
/// orientations changed.
struct WindowOrientationHost {
    var supportedOrientationsUpdates = 0
}

extension UIViewController {
    /// The orientation the host shows the controller's window in (portrait outside a window).
    var currentHostInterfaceOrientation: UIInterfaceOrientation {
        _view?.window?.hostInterfaceOrientation ?? .portrait
    }

    /// Counts the update in the controller's window, for the host to re-read the orientations.
    func noteSupportedOrientationsChanged() {
        _view?.window?.orientationHost.supportedOrientationsUpdates += 1
    }
}

/// The host interface of orientation (spec 14.6): not UIKit API, read by hosts that can rotate.
extension UIWindow {
    /// The interface orientation the window's size implies: portrait when it is at least as tall
    /// as wide, else `.landscapeRight` (the orientation of a phone turned anticlockwise, the
    /// usual way).
    public var hostInterfaceOrientation: UIInterfaceOrientation {
        bounds.width > bounds.height ? .landscapeRight : .portrait
    }

    /// How many times a controller in this window called
    /// `setNeedsUpdateOfSupportedInterfaceOrientations()`.
    public var supportedInterfaceOrientationsUpdateCount: Int { orientationHost.supportedOrientationsUpdates }

    /// The controller whose orientations decide the window's: the topmost presented controller
    /// that covers the screen (`.fullScreen`, `.overFullScreen`), else the root controller.
    var orientationDecidingController: UIViewController? {
        presentations.last { PresentationStyleRules.capturesStatusBar($0.style, capturesByRequest: false) }?.presented
            ?? rootViewController
    }

    /// The orientations the host may rotate this window to, asked as UIKit asks (spec 14.6): of
    /// the deciding controller, and only when its `shouldAutorotate` is true; nil when it says
    /// false (the host keeps the current orientation) or there is no root. An empty mask is
    /// refused with an `unsupportedInterfaceOrientations` diagnostic (UIKit raises) and gives nil.
    public var hostSupportedInterfaceOrientations: UIInterfaceOrientationMask? {
        guard let controller = orientationDecidingController, controller.shouldAutorotate else { return nil }
        let mask = controller.supportedInterfaceOrientations
        guard !mask.isEmpty else {
            PortableUIKitDiagnostics.report(
                .unsupportedInterfaceOrientations,
                "\(controller).supportedInterfaceOrientations is empty: Supported orientations has no common orientation with the application",
                fix: "return at least one orientation from supportedInterfaceOrientations", spec: "14.6")
            return nil
        }
        return mask
    }
}
#endif

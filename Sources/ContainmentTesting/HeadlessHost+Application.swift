import Foundation
#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

#if !canImport(UIKit)
/// The host as the device of the app's life cycle (docs/semantics 19.1): it launches the
/// application, connects its scene, and sends it to the background and back, as iOS does when
/// the user opens the app, goes home and returns. Linux only, like ``HeadlessHost``; on iOS the
/// system does this.
extension HeadlessHost {
    /// Launches a new application with `delegate` (`UIApplication.simulateLaunch`): the launch
    /// callbacks, a connected window scene in the foreground, `UIApplication.shared` the new app.
    /// The host's window joins that scene unless the scene delegate made windows of its own, so
    /// `window.windowScene` and `UIApplication.shared.windows` see it as an app's window.
    @discardableResult
    public func launchApplication(
        delegate: (any UIApplicationDelegate)?, launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> UIApplication {
        let application = UIApplication.simulateLaunch(delegate: delegate, launchOptions: launchOptions, hostWindow: window)
        runTurn()
        return application
    }

    /// The user goes home: the app's scenes resign active and enter the background.
    public func moveApplicationToBackground() {
        UIApplication.shared.simulateMovingToBackground()
        runTurn()
    }

    /// The user comes back: the app's scenes enter the foreground and become active.
    public func moveApplicationToForeground() {
        UIApplication.shared.simulateMovingToForeground()
        runTurn()
    }
}
#endif

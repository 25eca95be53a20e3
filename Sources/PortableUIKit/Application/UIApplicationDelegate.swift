#if !canImport(UIKit)
import Foundation

/// The methods that manage an app's shared behaviour (UIKit's `UIApplicationDelegate`).
///
/// UIKit's methods are optional Objective-C requirements; Swift on Linux has none, so each has a
/// default here that does what UIKit does when the method is missing.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
    /// The app delegate's window, for apps that do not use scenes.
    var window: UIWindow? { get set }
    /// Launch has begun; return `false` to refuse a URL in the options. `true` by default.
    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    /// Launch is nearly done. `true` by default.
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    /// The app became active (apps without scene delegates).
    func applicationDidBecomeActive(_ application: UIApplication)
    /// The app is about to become inactive (apps without scene delegates).
    func applicationWillResignActive(_ application: UIApplication)
    /// The app entered the background (apps without scene delegates).
    func applicationDidEnterBackground(_ application: UIApplication)
    /// The app is about to enter the foreground (apps without scene delegates).
    func applicationWillEnterForeground(_ application: UIApplication)
    /// The app is about to terminate.
    func applicationWillTerminate(_ application: UIApplication)
    /// The configuration for a scene being connected. By default, the session's own
    /// configuration (a "Default Configuration" with no delegate class).
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration
    /// The user closed scenes in the app switcher, or the app asked for their sessions'
    /// destruction (`UIApplication.requestSceneSessionDestruction(_:options:errorHandler:)`): their
    /// sessions are discarded and will not return.
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
    /// The orientations the app supports in `window`. By default, every orientation but upside
    /// down (an iPhone app's `Info.plist` default).
    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?)
        -> UIInterfaceOrientationMask
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    public func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}

    public func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        connectingSceneSession.configuration
    }

    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}

    public func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?)
        -> UIInterfaceOrientationMask
    {
        .allButUpsideDown
    }
}
#endif

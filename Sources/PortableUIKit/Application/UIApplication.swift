#if !canImport(UIKit)
import Foundation

/// The centralized point of control of a running app (UIKit's `UIApplication`): its state, its
/// delegate, its scenes and windows.
///
/// A process has one application at a time, ``shared``. Until a host launches one
/// (``simulateLaunch(delegate:launchOptions:hostWindow:)``, the device starting the app),
/// ``shared`` is an app that is already launched and active, with no delegate and one connected
/// window scene that windows created with `init(frame:)` join: what an XCTest bundle hosted in an
/// empty app sees.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The process's application; see ``UIApplication`` for who creates it.
    nonisolated(unsafe) private static var current: UIApplication?

    /// The singleton app instance.
    open class var shared: UIApplication {
        if let current { return current }
        let application = UIApplication()
        current = application
        application.connectDefaultScene()
        return application
    }

    /// The app's delegate. Not retained, as in UIKit: the app keeps its delegate alive.
    open weak var delegate: (any UIApplicationDelegate)?

    /// Whether the app is active, inactive or in the background.
    open internal(set) var applicationState: UIApplication.State = .active

    /// The app's connected scenes.
    open var connectedScenes: Set<UIScene> { Set(scenes) }

    /// The sessions of the app's connected scenes and those the system keeps for scenes it
    /// disconnected (shown in the app switcher), until they are discarded.
    open var openSessions: Set<UISceneSession> { Set(sessions) }

    /// The scenes in the order they connected.
    var scenes: [UIScene] = []
    /// The open sessions in the order they were created.
    var sessions: [UISceneSession] = []
    /// Whether a scene delegate receives the life-cycle callbacks (the app declares scenes): then
    /// the app delegate gets only the launch and termination callbacks, and windows created
    /// with `init(frame:)` join no scene.
    var usesSceneDelegates = false
    /// Every URL given to `open(_:options:completionHandler:)`, oldest first (not UIKit API).
    @_spi(Testing) public internal(set) var openedURLs: [URL] = []
    /// The delegate a host launched the app with, kept alive as `UIApplicationMain` keeps its own.
    var retainedDelegate: (any UIApplicationDelegate)?
    /// Sessions created so far (their persistent identifiers count them).
    var sessionCount = 0

    /// The app's windows, visible and hidden: those of its connected window scenes, in the order
    /// the scenes connected and the windows joined them.
    @available(
        iOS, introduced: 2.0, deprecated: 15.0, message: "Use UIWindowScene.windows on a relevant window scene instead"
    )
    open var windows: [UIWindow] {
        scenes.compactMap { $0 as? UIWindowScene }.flatMap(\.windows)
    }

    /// The app's key window.
    @available(
        iOS, introduced: 2.0, deprecated: 13.0,
        message:
            "Should not be used for applications that support multiple scenes as it returns a key window across all connected scenes"
    )
    open var keyWindow: UIWindow? { UIWindow.currentKeyWindow }

    /// Whether the idle timer (the screen dimming and locking) is disabled; `false` by default.
    /// PortableUIKit's device never sleeps; the value is kept.
    open var isIdleTimerDisabled = false

    /// The orientations the app supports for `window`: the delegate's answer
    /// (`application(_:supportedInterfaceOrientationsFor:)`), or, with no delegate, an iPhone app's
    /// default, every orientation but upside down.
    open func supportedInterfaceOrientations(for window: UIWindow?) -> UIInterfaceOrientationMask {
        delegate?.application(self, supportedInterfaceOrientationsFor: window) ?? .allButUpsideDown
    }

    /// Opens a URL. PortableUIKit's device has no other app to open it with: the URL is recorded
    /// (for tests) and `completion` runs with `false` on the main queue, as UIKit calls it.
    open func open(
        _ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        openedURLs.append(url)
        guard let completion else { return }
        DispatchQueue.main.async { MainActor.assumeIsolated { completion(false) } }
    }

    /// Whether the app can open `url`; `false`: there is nothing to open it with.
    open func canOpenURL(_ url: URL) -> Bool { false }

    /// The application's next responder is its delegate when that is a responder other than a
    /// view, a view controller or the application itself; otherwise nil.
    open override var next: UIResponder? {
        guard let responder = delegate as? UIResponder, responder !== self,
            !(responder is UIView), !(responder is UIViewController)
        else { return nil }
        return responder
    }

    /// The process's application if there is one, without creating it.
    static var existing: UIApplication? { current }

    /// Forgets the process's application: the next ``shared`` is a fresh one.
    static func forgetCurrent() { current = nil }

    /// Installs `application` as the process's application.
    static func install(_ application: UIApplication) { current = application }
}

extension UIApplication {
    /// The app's execution state.
    public enum State: Int, Sendable {
        /// In the foreground, receiving events.
        case active = 0
        /// In the foreground, not receiving events.
        case inactive = 1
        /// In the background.
        case background = 2
    }

    /// Keys of the launch options dictionary.
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The app was launched to open a URL.
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// The bundle identifier of the app that asked for the launch.
        public static let sourceApplication = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
    }

    /// Keys of the options of ``open(_:options:completionHandler:)``.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// Open the URL only if an app is installed to open it as a universal link.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }
}
#endif

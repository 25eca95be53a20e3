#if !canImport(UIKit)
import Foundation

/// The backdrop of an app's user interface and the place where time enters PortableUIKit
/// (UIKit's `UIWindow`).
///
/// Windows start hidden, as in UIKit. A window's controllers get appearance callbacks only while
/// it is visible. Hosts drive the window with ``tick(_:)`` (see `UIWindow+Host.swift`); with no
/// host, every window on screen is ticked in real time whenever the main queue is drained, as on a
/// device (`MainRunLoopDisplay`).
@preconcurrency @MainActor
open class UIWindow: UIView {
    let deferredWork = DeferredWork()
    lazy var gestureEnvironment = GestureEnvironment()
    var touchTracker = TouchTracker()
    /// The window's first responder (spec 20.2); weak, as a responder leaving is not retained.
    weak var firstResponderObject: UIResponder?
    /// The keyboard the window's host shows (spec 22.20–22.24, `UIWindow+Keyboard.swift`).
    var keyboard = WindowKeyboardState()
    var layoutIsPending = false
    var storedHostSafeAreaInsets = UIEdgeInsets.zero
    var storedHostLayoutDirection = UIUserInterfaceLayoutDirection.leftToRight
    var statusBarAppearanceUpdates = 0
    /// The window's presentations, bottom first (see `UIWindow+Presentations.swift`).
    var presentations: [ModalPresentation] = []
    var traitHost = WindowTraitHost()
    var orientationHost = WindowOrientationHost()
    var sizeTransitions = WindowSizeTransitionState()
    /// The window's layers marked as needing display (spec 18.15).
    var layerDisplayQueue = LayerDisplayQueue()
    /// Whether a host drives the window's clock (see `UIWindow+Host.swift`).
    var storedIsDrivenByHost = false
    /// The window's scene; the scene lists the window unretained, so a deallocating window
    /// leaves it (nonisolated for the deinitializer).
    nonisolated(unsafe) weak var storedWindowScene: UIWindowScene?
    private var _rootViewController: UIViewController?
    /// The key window. Unowned, like the tree's back-pointers, so that the window gets no weak
    /// reference (and no side table: its retains stay on the runtime's fast path); a key window's
    /// deinitializer clears it.
    nonisolated(unsafe) private(set) static unowned(unsafe) var keyWindow: UIWindow?

    /// Creates a hidden window. In an app without scene delegates (the app that
    /// `UIApplication.shared` is until a host launches another) it joins the app's first window
    /// scene, as UIKit attaches such windows; otherwise it has no scene until ``windowScene`` is
    /// set.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        cachedWindow = self
        layer.isHidden = true
        let application = UIApplication.shared
        if !application.usesSceneDelegates, let scene = application.scenes.first as? UIWindowScene {
            windowScene = scene
        }
    }

    /// Creates a hidden window in `windowScene`, as large as its screen.
    public init(windowScene: UIWindowScene) {
        super.init(frame: windowScene.screen.bounds)
        cachedWindow = self
        layer.isHidden = true
        self.windowScene = windowScene
    }

    /// A deallocating window leaves its scene.
    deinit {
        storedWindowScene?.remove(self)
    }

    /// Creates a hidden window from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        cachedWindow = self
        layer.isHidden = true
    }

    /// Changing the window's size is a size transition for its controllers (spec 14.7, see
    /// `UIWindow+SizeTransition.swift`); moving it is not.
    open override var frame: CGRect {
        get { super.frame }
        set { changeSize(to: newValue.size) { super.frame = newValue } }
    }

    /// Changing the window's bounds size is a size transition, as for ``frame``.
    open override var bounds: CGRect {
        get { super.bounds }
        set { changeSize(to: newValue.size) { super.bounds = newValue } }
    }

    /// Hiding or showing the window makes its controllers disappear or appear.
    open override var isHidden: Bool {
        get { super.isHidden }
        set {
            guard newValue != super.isHidden else { return }
            if newValue {
                AppearanceWalk.begin(in: self, appearing: false, window: self)
                super.isHidden = true
            } else {
                super.isHidden = false
                AppearanceWalk.begin(in: self, appearing: true, window: self)
            }
            MainRunLoopDisplay.shared.update()
        }
    }

    /// The window's root controller; installing it puts its view in the window, filling it. A
    /// controller that is another controller's child, or already another window's root, is
    /// refused with an `invalidChild` diagnostic and the window keeps its root.
    open var rootViewController: UIViewController? {
        get { _rootViewController }
        set { installRootViewController(newValue) }
    }

    /// The screen the window is on.
    open var screen: UIScreen = .main

    /// The scene the window belongs to; setting it moves the window to another scene's
    /// `windows` (nil: to none).
    open var windowScene: UIWindowScene? {
        get { storedWindowScene }
        set {
            guard newValue !== storedWindowScene else { return }
            storedWindowScene?.remove(self)
            storedWindowScene = newValue
            newValue?.add(self)
            MainRunLoopDisplay.shared.update()
        }
    }

    /// A deallocating key window leaves no key window behind.
    nonisolated static func forgetKeyWindow() { keyWindow = nil }

    /// The key window, if any (UIKit's app-wide layout direction follows it on Linux).
    static var currentKeyWindow: UIWindow? { keyWindow }

    /// Whether this is the key window.
    open var isKeyWindow: Bool { UIWindow.keyWindow === self }

    /// Makes the window key and visible.
    open func makeKeyAndVisible() {
        makeKey()
        isHidden = false
    }

    /// Makes the window key.
    open func makeKey() {
        guard UIWindow.keyWindow !== self else { return }
        UIWindow.keyWindow?.resignKey()
        UIWindow.keyWindow = self
        becomeKey()
        MainRunLoopDisplay.shared.update()
    }

    /// Called when the window became key.
    open func becomeKey() {}
    /// Called when the window stopped being key.
    open func resignKey() {}

    /// Dispatches an event: touches go to the gesture recognizers of the views under them, then
    /// to the views themselves (spec 9.4). Subclasses that override this call `super`.
    open func sendEvent(_ event: UIEvent) { dispatchEvent(event) }

    /// The window's next responder is its scene, or the application when it has none (the scene's
    /// is the application, whose is its delegate when that is a responder).
    open override var next: UIResponder? { windowScene ?? UIApplication.shared }

    var isVisibleForAppearance: Bool { !isHidden }

    private func installRootViewController(_ controller: UIViewController?) {
        guard controller !== _rootViewController else { return }
        if let controller, controller.presentation.presenting != nil {
            PortableUIKitDiagnostics.report(
                .invalidChild,
                "\(controller) is presented by \(String(describing: controller.presentation.presenting)) and cannot be a window's root view controller",
                fix: "dismiss it first", spec: "13.6")
            return
        }
        if let controller, let parent = controller.parent {
            PortableUIKitDiagnostics.report(
                .invalidChild, "\(controller) is a child of \(parent) and cannot be a window's root view controller",
                fix: "remove it from its parent first, or make the parent the root", spec: "4.1")
            return
        }
        if let controller, let other = controller.viewIfLoaded?.superview as? UIWindow, other !== self,
            other.rootViewController === controller
        {
            PortableUIKitDiagnostics.report(
                .invalidChild, "\(controller) is already the root view controller of another window",
                fix:
                    "set the other window's rootViewController to nil first (a controller has one place in the hierarchy)",
                spec: "4.1")
            return
        }
        tearDownPresentations()
        if let oldView = _rootViewController?.viewIfLoaded, oldView.superview === self {
            oldView.removeFromSuperview()
        }
        _rootViewController = controller
        guard let controller, let view = controller.view else { return }
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(view, at: 0)
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// A scene that manages the app's windows on a screen (UIKit's `UIWindowScene`).
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The scene's windows, unretained (an app keeps its windows alive, usually in its scene
    /// delegate), in the order they joined; a deallocating window leaves.
    nonisolated(unsafe) private var windowList: [Unmanaged<UIWindow>] = []

    /// The scene's windows, visible and hidden, in the order they joined the scene.
    open var windows: [UIWindow] { windowList.map { $0.takeUnretainedValue() } }

    /// The scene's key window: the app's key window when it belongs to this scene.
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

    /// The screen the scene is on.
    open var screen: UIScreen { .main }

    /// The scene's traits: its screen's.
    open var traitCollection: UITraitCollection { screen.traitCollection }

    /// The orientation of the scene's interface: landscape when its key window (or, with none,
    /// its screen) is wider than tall.
    open var interfaceOrientation: UIInterfaceOrientation {
        let size = (keyWindow ?? windows.first)?.bounds.size ?? screen.bounds.size
        return size.width > size.height ? .landscapeRight : .portrait
    }

    func add(_ window: UIWindow) {
        guard !windowList.contains(where: { $0.takeUnretainedValue() === window }) else { return }
        windowList.append(Unmanaged.passUnretained(window))
    }

    /// Called from a window's deinitializer too, hence nonisolated.
    nonisolated func remove(_ window: UIWindow) {
        windowList.removeAll { $0.toOpaque() == Unmanaged.passUnretained(window).toOpaque() }
    }
}
#endif

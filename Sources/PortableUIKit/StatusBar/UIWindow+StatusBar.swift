#if !canImport(UIKit)
import Foundation

/// The status bar as the host sees it: not UIKit API (UIKit's status bar belongs to the system),
/// used by hosts to draw the status bar and by tests to check what the controllers asked for.
extension UIWindow {
    /// The status bar style the window's controllers choose, resolved as UIKit does: start at
    /// the topmost presented controller that covers the screen or captures the status bar
    /// (`modalPresentationCapturesStatusBarAppearance`), else at ``rootViewController``, follow `childForStatusBarStyle` while it is non-nil, and ask the
    /// last controller for its `preferredStatusBarStyle`. `.default` without a root controller.
    /// A chain that comes back to a controller already visited is reported
    /// (`invalidStatusBarChild`) and resolved at the controller where the loop closes.
    public var statusBarStyle: UIStatusBarStyle {
        statusBarController(following: "childForStatusBarStyle") { $0.childForStatusBarStyle }?
            .preferredStatusBarStyle ?? .default
    }

    /// Whether the window's controllers want the status bar hidden, resolved like
    /// ``statusBarStyle`` through `childForStatusBarHidden` and `prefersStatusBarHidden`.
    /// `false` without a root controller.
    public var isStatusBarHidden: Bool {
        statusBarController(following: "childForStatusBarHidden") { $0.childForStatusBarHidden }?
            .prefersStatusBarHidden ?? false
    }

    /// How many times controllers whose views are in this window called
    /// `setNeedsStatusBarAppearanceUpdate()`: a host re-reads ``statusBarStyle`` and
    /// ``isStatusBarHidden`` when it grows; tests see that a container asked for an update.
    public var statusBarAppearanceUpdateCount: Int { statusBarAppearanceUpdates }

    private func statusBarController(
        following name: String, _ child: (UIViewController) -> UIViewController?
    ) -> UIViewController? {
        guard var current = statusBarPresentedController ?? rootViewController else { return nil }
        var visited: Set<ObjectIdentifier> = [ObjectIdentifier(current)]
        while let next = child(current) {
            guard visited.insert(ObjectIdentifier(next)).inserted else {
                PortableUIKitDiagnostics.report(
                    .invalidStatusBarChild,
                    "\(name) of \(current) leads back to \(next): the chain from the root controller is a loop",
                    fix: "return a child (or nil) from \(name), never the controller itself or an ancestor",
                    spec: "UIViewController.\(name)")
                return current
            }
            current = next
        }
        return current
    }
}
#endif

#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

// The one target/action shim (docs/ARCHITECTURE.md): on real UIKit, API that only takes a
// target and a selector gets the closure initializers PortableUIKit provides natively, so
// container code is written once against closures. On Linux this file adds nothing.

#if canImport(UIKit)
/// Holds a closure and calls it from an Objective-C action.
@MainActor
private final class ClosureTarget<Sender: AnyObject>: NSObject {
    let handler: @MainActor (Sender) -> Void
    init(_ handler: @escaping @MainActor (Sender) -> Void) { self.handler = handler }
    @objc func fire(_ sender: AnyObject) {
        if let sender = sender as? Sender { handler(sender) }
    }
}

extension CADisplayLink {
    /// Creates a display link that calls `handler` on every frame (the link retains its target).
    @MainActor
    public convenience init(handler: @escaping @MainActor (CADisplayLink) -> Void) {
        self.init(target: ClosureTarget<CADisplayLink>(handler), selector: #selector(ClosureTarget<CADisplayLink>.fire(_:)))
    }
}

/// Keeps a gesture recognizer's closure target alive: UIKit recognizers do not retain targets.
nonisolated(unsafe) private var closureTargetKey: UInt8 = 0

extension UIGestureRecognizer {
    /// Creates a recognizer that calls `handler` on each action (began, changed, ended, cancelled).
    @MainActor
    public convenience init(handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        let target = ClosureTarget<UIGestureRecognizer>(handler)
        self.init(target: target, action: #selector(ClosureTarget<UIGestureRecognizer>.fire(_:)))
        objc_setAssociatedObject(self, &closureTargetKey, target, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
}
#endif

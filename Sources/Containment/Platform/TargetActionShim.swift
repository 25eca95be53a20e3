#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

// The one target/action shim (docs/ARCHITECTURE.md): on real UIKit, API that only takes a
// target and a selector gets the closure initializers PortableUIKit provides natively, so
// container code is written once against closures, including actions added to an existing
// recognizer (`addHandler(_:)`, `removeHandler(_:)`). On Linux this file adds nothing.

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
        self.init(
            target: ClosureTarget<CADisplayLink>(handler), selector: #selector(ClosureTarget<CADisplayLink>.fire(_:)))
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

    /// Adds `handler` as one more action of an existing recognizer (a scroll view's
    /// `panGestureRecognizer`): a closure target through `addTarget(_:action:)` (spec 20.8).
    /// - Returns: a registration to pass to `removeHandler(_:)`.
    @MainActor @discardableResult
    public func addHandler(_ handler: @escaping @MainActor (UIGestureRecognizer) -> Void) -> AnyObject {
        let target = ClosureTarget<UIGestureRecognizer>(handler)
        addTarget(target, action: #selector(ClosureTarget<UIGestureRecognizer>.fire(_:)))
        addedTargets.append(target)
        return target
    }

    /// Removes the action `addHandler(_:)` returned `registration` for, through
    /// `removeTarget(_:action:)`; an unknown registration is ignored, as UIKit ignores it.
    @MainActor
    public func removeHandler(_ registration: AnyObject) {
        guard let target = registration as? ClosureTarget<UIGestureRecognizer> else { return }
        removeTarget(target, action: #selector(ClosureTarget<UIGestureRecognizer>.fire(_:)))
        addedTargets.removeAll { $0 === target }
    }

    /// The closure targets `addHandler(_:)` added, kept alive here (recognizers do not retain targets).
    @MainActor
    private var addedTargets: [ClosureTarget<UIGestureRecognizer>] {
        get { objc_getAssociatedObject(self, &addedTargetsKey) as? [ClosureTarget<UIGestureRecognizer>] ?? [] }
        set { objc_setAssociatedObject(self, &addedTargetsKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}

/// Keeps the closure targets of `addHandler(_:)` alive.
nonisolated(unsafe) private var addedTargetsKey: UInt8 = 0
#endif

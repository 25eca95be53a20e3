#if !canImport(UIKit)
import Foundation

/// How PortableUIKit calls lifecycle methods: it tells observers, marks the callback as
/// dispatched (so the base implementations can tell a direct call, spec 2.13), then calls it.
extension UIViewController {
    func recordLifecycle(_ event: LifecycleEvent) {
        guard !LifecycleObservation.observers.isEmpty else { return }
        for observer in LifecycleObservation.observers.values { observer(self, event) }
    }

    func dispatch(_ event: LifecycleEvent, _ call: () -> Void) {
        recordLifecycle(event)
        let saved = dispatchingCallback
        dispatchingCallback = event.kind
        defer { dispatchingCallback = saved }
        call()
    }

    func dispatchLayoutCallback(_ event: LifecycleEvent) {
        dispatch(event) {
            if event == .viewWillLayoutSubviews { viewWillLayoutSubviews() } else { viewDidLayoutSubviews() }
        }
    }

    /// The base appearance methods call this: reaching them outside a dispatch means client code
    /// called `viewWillAppear` & co. directly (only detectable when the override calls `super`).
    func checkDispatched(_ kind: LifecycleEvent.Kind) {
        guard dispatchingCallback != kind else { return }
        PortableUIKitDiagnostics.report(
            .appearanceMethodCalledDirectly,
            "\(kind.rawValue) was called directly on \(self)",
            fix: "use beginAppearanceTransition(_:animated:) and endAppearanceTransition() instead", spec: "2.8, 2.13")
    }

    /// Delivers `didReceiveMemoryWarning` to this controller and every descendant, parent first,
    /// loaded or not (spec 6.5).
    func deliverMemoryWarning() {
        dispatch(.didReceiveMemoryWarning) { didReceiveMemoryWarning() }
        for child in _children { child.deliverMemoryWarning() }
    }
}
#endif

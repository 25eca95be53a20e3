import Foundation
#if canImport(UIKit)
import UIKit
#else
@_spi(Testing) import PortableUIKit
#endif

/// Where ``LifecycleRecorder`` registers to hear lifecycle callbacks, one observer per key.
///
/// - Linux: PortableUIKit's `LifecycleObservation` hooks, called as the runtime dispatches each
///   callback, before the controller's method runs.
/// - Darwin: a registry here, fed by `UIKitCallbackInterception` (installed with the first
///   observer) when the call reaches UIViewController's implementation, before that runs.
@MainActor
enum CallbackObservation {
    /// Called with the controller and the callback it is receiving.
    typealias Observer = @MainActor (UIViewController, ObservedCallback) -> Void

    #if canImport(UIKit)
    private static var observers: [ObjectIdentifier: Observer] = [:]

    /// Registers `observer` under `key` (replacing an earlier one) and installs the interception.
    static func add(_ observer: @escaping Observer, for key: AnyObject) {
        UIKitCallbackInterception.installIfNeeded()
        observers[ObjectIdentifier(key)] = observer
    }

    /// Removes the observer registered under `key`.
    static func remove(for key: AnyObject) {
        observers[ObjectIdentifier(key)] = nil
    }

    /// Tells every observer that `controller` is receiving `callback`.
    static func deliver(_ callback: ObservedCallback, to controller: UIViewController) {
        for observer in observers.values { observer(controller, callback) }
    }
    #else
    /// Registers `observer` under `key` (replacing an earlier one) with PortableUIKit.
    static func add(_ observer: @escaping Observer, for key: AnyObject) {
        LifecycleObservation.add(
            { controller, event in
                observer(controller, ObservedCallback(event))
            }, for: key)
    }

    /// Removes the observer registered under `key`.
    static func remove(for key: AnyObject) {
        LifecycleObservation.remove(for: key)
    }
    #endif
}

#if !canImport(UIKit)
extension ObservedCallback {
    /// The callback PortableUIKit is dispatching.
    init(_ event: LifecycleEvent) {
        switch event {
        case .viewDidLoad: self = .viewDidLoad
        case .willMove(let parent): self = .willMove(toParent: parent)
        case .didMove(let parent): self = .didMove(toParent: parent)
        case .viewWillAppear(let animated): self = .viewWillAppear(animated: animated)
        case .viewIsAppearing(let animated): self = .viewIsAppearing(animated: animated)
        case .viewDidAppear(let animated): self = .viewDidAppear(animated: animated)
        case .viewWillDisappear(let animated): self = .viewWillDisappear(animated: animated)
        case .viewDidDisappear(let animated): self = .viewDidDisappear(animated: animated)
        case .viewWillLayoutSubviews: self = .viewWillLayoutSubviews
        case .viewDidLayoutSubviews: self = .viewDidLayoutSubviews
        case .didReceiveMemoryWarning: self = .didReceiveMemoryWarning
        }
    }
}
#endif

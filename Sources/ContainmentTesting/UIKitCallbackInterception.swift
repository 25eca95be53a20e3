#if canImport(UIKit)
import Foundation
import ObjectiveC
import UIKit

/// How ``LifecycleRecorder`` hears the callbacks of any controller on Darwin, the app's own
/// classes included: UIViewController's implementations of the lifecycle methods are replaced,
/// once per process, by blocks that report to ``CallbackObservation`` and then call the original
/// implementation.
///
/// The report happens when the call reaches UIViewController's implementation: at once for a
/// class that does not override the method, and when an override calls `super` otherwise. An
/// override that never calls `super` (which UIKit requires of every method here) is therefore
/// not recorded, and one that calls `super` late is recorded late. Called first thing, as usual,
/// `super` records at the moment UIKit calls the method, which is the order PortableUIKit
/// reports on Linux.
///
/// Intercepted selectors: `viewDidLoad`, `viewWillAppear:`, `viewIsAppearing:` (only where the
/// runtime implements it: UIKit has it from iOS 13, SDKs before iOS 17 do not declare it),
/// `viewDidAppear:`, `viewWillDisappear:`, `viewDidDisappear:`,
/// `willMoveToParentViewController:`, `didMoveToParentViewController:`,
/// `viewWillLayoutSubviews`, `viewDidLayoutSubviews`, `didReceiveMemoryWarning`.
@MainActor
enum UIKitCallbackInterception {
    private static var isInstalled = false

    /// Replaces the implementations, the first time only.
    static func installIfNeeded() {
        guard !isInstalled else { return }
        isInstalled = true
        intercept("viewDidLoad", .viewDidLoad)
        interceptAnimated("viewWillAppear:", ObservedCallback.viewWillAppear(animated:))
        interceptAnimated("viewIsAppearing:", ObservedCallback.viewIsAppearing(animated:))
        interceptAnimated("viewDidAppear:", ObservedCallback.viewDidAppear(animated:))
        interceptAnimated("viewWillDisappear:", ObservedCallback.viewWillDisappear(animated:))
        interceptAnimated("viewDidDisappear:", ObservedCallback.viewDidDisappear(animated:))
        interceptParent("willMoveToParentViewController:", ObservedCallback.willMove(toParent:))
        interceptParent("didMoveToParentViewController:", ObservedCallback.didMove(toParent:))
        intercept("viewWillLayoutSubviews", .viewWillLayoutSubviews)
        intercept("viewDidLayoutSubviews", .viewDidLayoutSubviews)
        intercept("didReceiveMemoryWarning", .didReceiveMemoryWarning)
    }

    /// UIViewController's own method for `selector`, or nil if it has none (never an inherited
    /// one: replacing that would change UIResponder for every responder).
    private static func ownMethod(_ selector: Selector) -> Method? {
        guard let method = class_getInstanceMethod(UIViewController.self, selector),
            method != class_getInstanceMethod(UIResponder.self, selector)
        else { return nil }
        return method
    }

    /// A method without arguments: `- (void)name`.
    private static func intercept(_ name: String, _ callback: ObservedCallback) {
        typealias Original = @convention(c) (UIViewController, Selector) -> Void
        let selector = NSSelectorFromString(name)
        guard let method = ownMethod(selector) else { return }
        let original = unsafeBitCast(method_getImplementation(method), to: Original.self)
        let replacement: @convention(block) (UIViewController) -> Void = { controller in
            CallbackObservation.deliver(callback, to: controller)
            original(controller, selector)
        }
        method_setImplementation(method, imp_implementationWithBlock(unsafeBitCast(replacement, to: AnyObject.self)))
    }

    /// A method taking `animated`: `- (void)name:(BOOL)animated`.
    private static func interceptAnimated(_ name: String, _ callback: @escaping (Bool) -> ObservedCallback) {
        typealias Original = @convention(c) (UIViewController, Selector, ObjCBool) -> Void
        let selector = NSSelectorFromString(name)
        guard let method = ownMethod(selector) else { return }
        let original = unsafeBitCast(method_getImplementation(method), to: Original.self)
        let replacement: @convention(block) (UIViewController, ObjCBool) -> Void = { controller, animated in
            CallbackObservation.deliver(callback(animated.boolValue), to: controller)
            original(controller, selector, animated)
        }
        method_setImplementation(method, imp_implementationWithBlock(unsafeBitCast(replacement, to: AnyObject.self)))
    }

    /// A method taking the parent: `- (void)name:(UIViewController *)parent`.
    private static func interceptParent(
        _ name: String, _ callback: @escaping (UIViewController?) -> ObservedCallback
    ) {
        typealias Original = @convention(c) (UIViewController, Selector, UIViewController?) -> Void
        let selector = NSSelectorFromString(name)
        guard let method = ownMethod(selector) else { return }
        let original = unsafeBitCast(method_getImplementation(method), to: Original.self)
        let replacement: @convention(block) (UIViewController, UIViewController?) -> Void = { controller, parent in
            CallbackObservation.deliver(callback(parent), to: controller)
            original(controller, selector, parent)
        }
        method_setImplementation(method, imp_implementationWithBlock(unsafeBitCast(replacement, to: AnyObject.self)))
    }
}
#endif

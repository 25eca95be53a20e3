import Foundation
#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// Records containment and appearance callbacks of a controller tree as a trace that reads like
/// the lists in the seed write-ups:
///
///     child.willMove(toParent: container)
///     child.viewWillAppear(false) movingToParent
///     child.didMove(toParent: container)
///     child.viewIsAppearing(false) movingToParent
///     child.viewDidAppear(false) movingToParent
///
/// Every controller given a name with ``watch(_:as:)``, and every controller inside a tree given
/// to ``attach(to:)``, is recorded, of any class (the app's own included). Layout callbacks are
/// left out unless ``includesLayout`` is set. The trace has the same format on every platform:
///
/// - **Linux**: PortableUIKit reports each callback as it dispatches it, before the controller's
///   method runs.
/// - **iOS and other Darwin platforms**: the first recorder replaces UIViewController's
///   implementations of the lifecycle methods, through the Objective-C runtime, for the rest of
///   the process, and a callback is recorded when it reaches UIViewController's implementation.
///   So an override must call `super` (as UIKit requires) to be recorded, and should call it
///   first, as usual, for the trace to have the order UIKit called the methods in.
///   `viewIsAppearing(_:)` is recorded where the runtime has it (iOS 13 and later).
///
/// ``HierarchyValidator/appearanceViolations(in:settled:)`` checks a trace for unbalanced
/// appearance callbacks.
@MainActor
public final class LifecycleRecorder {
    /// One recorded callback.
    public struct Entry: Equatable, CustomStringConvertible, Sendable {
        /// The controller's name.
        public let controller: String
        /// The callback with its arguments, e.g. `viewWillAppear(false)` or `willMove(toParent: nil)`.
        public let callback: String
        /// `isMovingToParent` when the callback ran.
        public let isMovingToParent: Bool
        /// `isMovingFromParent` when the callback ran.
        public let isMovingFromParent: Bool
        /// Which controller received the callback: the recorder numbers controllers from 0 in
        /// the order it first records them, so entries with one name but different numbers come
        /// from different controllers.
        public let instance: Int
        /// Whether the controller's view was in a window when the callback ran (spec 2.1; false
        /// for callbacks other than appearance callbacks).
        public let isViewInWindow: Bool
        /// `isBeingPresented` when an appearance callback ran (spec 13.5).
        public let isBeingPresented: Bool
        /// `isBeingDismissed` when an appearance callback ran (spec 13.5).
        public let isBeingDismissed: Bool

        init(
            controller: String, callback: String, isMovingToParent: Bool, isMovingFromParent: Bool,
            instance: Int, isViewInWindow: Bool = false, isBeingPresented: Bool = false, isBeingDismissed: Bool = false
        ) {
            self.controller = controller
            self.callback = callback
            self.isMovingToParent = isMovingToParent
            self.isMovingFromParent = isMovingFromParent
            self.instance = instance
            self.isViewInWindow = isViewInWindow
            self.isBeingPresented = isBeingPresented
            self.isBeingDismissed = isBeingDismissed
        }

        /// `controller.callback` plus the flags of appearance callbacks.
        public var description: String { "\(controller).\(callbackWithFlags)" }

        /// `callback` plus ` movingToParent` / ` movingFromParent` for appearance callbacks, and
        /// ` beingPresented` / ` beingDismissed` when the recorder shows presentation flags.
        var callbackWithFlags: String {
            var line = callback
            if isMovingToParent { line += " movingToParent" }
            if isMovingFromParent { line += " movingFromParent" }
            if showsPresentationFlags, isBeingPresented { line += " beingPresented" }
            if showsPresentationFlags, isBeingDismissed { line += " beingDismissed" }
            return line
        }
        /// Whether the description shows ` beingPresented` / ` beingDismissed` (set from the
        /// recorder's ``LifecycleRecorder/showsPresentationFlags``).
        var showsPresentationFlags = false
    }

    /// The recorded entries, oldest first.
    public private(set) var entries: [Entry] = []
    /// Whether `viewWillLayoutSubviews` / `viewDidLayoutSubviews` are recorded.
    public var includesLayout = false
    /// Whether traces show ` beingPresented` / ` beingDismissed` after appearance callbacks
    /// (spec 13.5); off by default, so traces of containers read as before.
    public var showsPresentationFlags = false

    private var names: [ObjectIdentifier: String] = [:]
    private var roots: [WeakController] = []
    private var instances: [ObjectIdentifier: NumberedController] = [:]
    private var instanceCount = 0

    /// Creates a recorder and starts observing.
    public init() {
        CallbackObservation.add(
            { [weak self] controller, callback in
                self?.observe(controller, callback)
            }, for: self)
    }

    isolated deinit {
        CallbackObservation.remove(for: self)
    }

    /// Records `controller` under `name` (and names it in other controllers' entries).
    public func watch(_ controller: UIViewController, as name: String) {
        names[ObjectIdentifier(controller)] = name
    }

    /// Records every controller that is `root` or below it at the time of each callback: its
    /// descendants and the controllers presented from them (a presented controller is not a
    /// child, but belongs to the hierarchy that presents it).
    public func attach(to root: UIViewController) {
        roots.append(WeakController(controller: root))
    }

    /// The trace as lines.
    public var trace: [String] { entries.map(\.description) }

    /// The entries of one controller, as `callback` strings (without the controller's name).
    public func callbacks(of name: String) -> [String] {
        entries.filter { $0.controller == name }.map(\.callbackWithFlags)
    }

    /// Forgets what was recorded so far.
    public func reset() { entries = [] }

    /// The name used for a controller in traces: its watched name, else its title, else its type.
    public func name(of controller: UIViewController?) -> String {
        guard let controller else { return "nil" }
        return names[ObjectIdentifier(controller)] ?? controller.title ?? String(describing: type(of: controller))
    }

    private func isRecorded(_ controller: UIViewController) -> Bool {
        if names[ObjectIdentifier(controller)] != nil { return true }
        var current: UIViewController? = controller
        while let candidate = current {
            if roots.contains(where: { $0.controller === candidate }) { return true }
            current = candidate.parent ?? presenter(of: candidate)
        }
        return false
    }

    /// The controller that presented `controller` itself (not an ancestor's presenter).
    private func presenter(of controller: UIViewController) -> UIViewController? {
        guard let presenter = controller.presentingViewController, presenter.presentedViewController === controller
        else {
            return nil
        }
        return presenter
    }

    /// The controller's number (``Entry/instance``); a new one for a controller that reuses the
    /// address of one that is gone.
    private func instance(of controller: UIViewController) -> Int {
        let key = ObjectIdentifier(controller)
        if let known = instances[key], known.controller === controller { return known.number }
        let number = instanceCount
        instanceCount += 1
        instances[key] = NumberedController(controller: controller, number: number)
        return number
    }

    private func observe(_ controller: UIViewController, _ callback: ObservedCallback) {
        guard isRecorded(controller), includesLayout || !callback.isLayout else { return }
        let appearance = callback.isAppearance
        var entry = Entry(
            controller: name(of: controller), callback: callback.text(naming: name(of:)),
            isMovingToParent: appearance && controller.isMovingToParent,
            isMovingFromParent: appearance && controller.isMovingFromParent,
            instance: instance(of: controller),
            isViewInWindow: appearance && controller.viewIfLoaded?.window != nil,
            isBeingPresented: appearance && controller.isBeingPresented,
            isBeingDismissed: appearance && controller.isBeingDismissed)
        entry.showsPresentationFlags = showsPresentationFlags
        entries.append(entry)
    }
}

@MainActor
private struct WeakController {
    weak var controller: UIViewController?
}

@MainActor
private struct NumberedController {
    weak var controller: UIViewController?
    let number: Int
}

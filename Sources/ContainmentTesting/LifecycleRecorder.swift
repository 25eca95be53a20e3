import Foundation
#if !canImport(UIKit)
@_spi(Testing) import PortableUIKit

/// Records containment and appearance callbacks of a controller tree as a trace that reads like
/// the lists in the seed write-ups:
///
///     child.willMove(toParent: container)
///     child.viewWillAppear(false) movingToParent
///     child.didMove(toParent: container)
///     child.viewIsAppearing(false) movingToParent
///     child.viewDidAppear(false) movingToParent
///
/// On Linux the recorder observes PortableUIKit directly: every controller given a name with
/// ``watch(_:as:)``, and every controller inside a tree given to ``attach(to:)``, is recorded.
/// Layout callbacks are left out unless ``includesLayout`` is set.
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

        /// `controller.callback` plus ` movingToParent` / ` movingFromParent` for appearance callbacks.
        public var description: String {
            var line = "\(controller).\(callback)"
            if isMovingToParent { line += " movingToParent" }
            if isMovingFromParent { line += " movingFromParent" }
            return line
        }
    }

    /// The recorded entries, oldest first.
    public private(set) var entries: [Entry] = []
    /// Whether `viewWillLayoutSubviews` / `viewDidLayoutSubviews` are recorded.
    public var includesLayout = false

    private var names: [ObjectIdentifier: String] = [:]
    private var roots: [WeakController] = []

    /// Creates a recorder and starts observing.
    public init() {
        LifecycleObservation.add({ [weak self] controller, event in
            self?.observe(controller, event)
        }, for: self)
    }

    isolated deinit {
        LifecycleObservation.remove(for: self)
    }

    /// Records `controller` under `name` (and names it in other controllers' entries).
    public func watch(_ controller: UIViewController, as name: String) {
        names[ObjectIdentifier(controller)] = name
    }

    /// Records every controller that is `root` or below it at the time of each callback.
    public func attach(to root: UIViewController) {
        roots.append(WeakController(controller: root))
    }

    /// The trace as lines.
    public var trace: [String] { entries.map(\.description) }

    /// The entries of one controller, as `callback` strings (without the controller's name).
    public func callbacks(of name: String) -> [String] {
        entries.filter { $0.controller == name }.map { entry in
            var line = entry.callback
            if entry.isMovingToParent { line += " movingToParent" }
            if entry.isMovingFromParent { line += " movingFromParent" }
            return line
        }
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
            current = candidate.parent
        }
        return false
    }

    private func observe(_ controller: UIViewController, _ event: LifecycleEvent) {
        guard isRecorded(controller) else { return }
        let callback: String
        var appearance = false
        switch event {
        case .viewDidLoad: callback = "viewDidLoad"
        case .willMove(let parent): callback = "willMove(toParent: \(name(of: parent)))"
        case .didMove(let parent): callback = "didMove(toParent: \(name(of: parent)))"
        case .viewWillAppear(let animated): callback = "viewWillAppear(\(animated))"; appearance = true
        case .viewIsAppearing(let animated): callback = "viewIsAppearing(\(animated))"; appearance = true
        case .viewDidAppear(let animated): callback = "viewDidAppear(\(animated))"; appearance = true
        case .viewWillDisappear(let animated): callback = "viewWillDisappear(\(animated))"; appearance = true
        case .viewDidDisappear(let animated): callback = "viewDidDisappear(\(animated))"; appearance = true
        case .viewWillLayoutSubviews, .viewDidLayoutSubviews:
            guard includesLayout else { return }
            callback = event == .viewWillLayoutSubviews ? "viewWillLayoutSubviews" : "viewDidLayoutSubviews"
        case .didReceiveMemoryWarning: callback = "didReceiveMemoryWarning"
        }
        entries.append(Entry(
            controller: name(of: controller), callback: callback,
            isMovingToParent: appearance && controller.isMovingToParent,
            isMovingFromParent: appearance && controller.isMovingFromParent))
    }
}

@MainActor
private struct WeakController {
    weak var controller: UIViewController?
}
#endif

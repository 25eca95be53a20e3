#if !canImport(UIKit)
import Foundation

/// A containment or appearance callback as PortableUIKit delivered it; what
/// `ContainmentTesting.LifecycleRecorder` records.
@_spi(Testing)
public enum LifecycleEvent: Equatable {
    /// The kind of an event, without its arguments.
    public enum Kind: String, Sendable {
        case viewDidLoad, willMove, didMove, viewWillAppear, viewIsAppearing, viewDidAppear
        case viewWillDisappear, viewDidDisappear, viewWillLayoutSubviews, viewDidLayoutSubviews
        case didReceiveMemoryWarning
    }

    case viewDidLoad
    case willMove(toParent: UIViewController?)
    case didMove(toParent: UIViewController?)
    case viewWillAppear(animated: Bool)
    case viewIsAppearing(animated: Bool)
    case viewDidAppear(animated: Bool)
    case viewWillDisappear(animated: Bool)
    case viewDidDisappear(animated: Bool)
    case viewWillLayoutSubviews
    case viewDidLayoutSubviews
    case didReceiveMemoryWarning

    /// The event's kind.
    public var kind: Kind {
        switch self {
        case .viewDidLoad: .viewDidLoad
        case .willMove: .willMove
        case .didMove: .didMove
        case .viewWillAppear: .viewWillAppear
        case .viewIsAppearing: .viewIsAppearing
        case .viewDidAppear: .viewDidAppear
        case .viewWillDisappear: .viewWillDisappear
        case .viewDidDisappear: .viewDidDisappear
        case .viewWillLayoutSubviews: .viewWillLayoutSubviews
        case .viewDidLayoutSubviews: .viewDidLayoutSubviews
        case .didReceiveMemoryWarning: .didReceiveMemoryWarning
        }
    }
}

/// Observers of lifecycle events (for `ContainmentTesting`).
@_spi(Testing)
@preconcurrency @MainActor
public enum LifecycleObservation {
    /// Called before each callback runs, with the controller and the event.
    public typealias Observer = @MainActor (UIViewController, LifecycleEvent) -> Void
    static var observers: [ObjectIdentifier: Observer] = [:]

    /// Registers an observer under a key object (one observer per key).
    public static func add(_ observer: @escaping Observer, for key: AnyObject) {
        observers[ObjectIdentifier(key)] = observer
    }

    /// Removes the observer registered for `key`.
    public static func remove(for key: AnyObject) {
        observers[ObjectIdentifier(key)] = nil
    }
}
#endif

#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// The superclass of this package's interactive containers: it forwards appearance by hand.
///
/// ``DrawerController``, ``TransitionContainerController``, ``PagingController`` and
/// ``FloatingPanelController`` change
/// which children show under a finger, so they return `false` from
/// `shouldAutomaticallyForwardAppearanceMethods` and tell their children through one
/// ``ChildAppearanceCoordinator`` (spec 2.8, 2.9). This class reports the container's own four
/// appearance callbacks to that coordinator, after `super`, so children follow their container
/// parent-first (spec 2.6); each container only says which children change, and when.
///
/// Subclass one of the containers rather than this class: its coordinator is the package's.
@MainActor
open class AppearanceForwardingController: UIViewController {
    /// The order the coordinator's changes follow; a container overrides it to choose.
    var appearanceOrder: ChildAppearanceCoordinator.ChangeOrder { .disappearingFirst }

    /// The coordinator every child's appearance goes through.
    private(set) lazy var appearance = ChildAppearanceCoordinator(order: appearanceOrder)

    /// The container forwards appearance itself, through its ``ChildAppearanceCoordinator``.
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearance.containerWillAppear(animated)
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        appearance.containerDidAppear(animated)
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        appearance.containerWillDisappear(animated)
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        appearance.containerDidDisappear(animated)
    }
}

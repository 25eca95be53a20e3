import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting

/// One ordered log that probes write into, so a test can assert the order of size and trait
/// callbacks across controllers, views and coordinator blocks.
@MainActor
final class SizeLog {
    var lines: [String] = []
    func add(_ line: String) { lines.append(line) }
    func reset() { lines = [] }
}

/// How a probe controller's `viewWillTransition` / `willTransition` reach its children.
enum ForwardingStyle {
    /// Calls `super` (the default forwarding, spec 14.2).
    case callsSuper
    /// Overrides without `super` and without forwarding (spec 14.3: children never told).
    case swallows
    /// Calls `super` and forwards to each child by hand (14.3: children told twice).
    case callsSuperAndForwards
}

/// A controller that logs size and trait callbacks (with its view's bounds at the time) and can
/// register coordinator blocks.
@MainActor
final class SizeProbeController: UIViewController {
    let name: String
    let log: SizeLog
    var forwarding = ForwardingStyle.callsSuper
    var registersCoordinatorBlocks = false
    var childSize: ((CGSize) -> CGSize)?
    var onViewWillTransition: ((CGSize, UIViewControllerTransitionCoordinator) -> Void)?

    init(_ name: String, log: SizeLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    private var boundsText: String { "\(Int(view.bounds.width))x\(Int(view.bounds.height))" }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        log.add("\(name).viewWillTransition(\(Int(size.width))x\(Int(size.height))) bounds=\(boundsText)")
        onViewWillTransition?(size, coordinator)
        if registersCoordinatorBlocks {
            coordinator.animate(
                alongsideTransition: { [self] _ in log.add("\(name).alongside bounds=\(boundsText)") },
                completion: { [self] _ in log.add("\(name).completion bounds=\(boundsText)") })
        }
        switch forwarding {
        case .callsSuper: super.viewWillTransition(to: size, with: coordinator)
        case .swallows: break
        case .callsSuperAndForwards:
            super.viewWillTransition(to: size, with: coordinator)
            for child in children { child.viewWillTransition(to: size, with: coordinator) }
        }
    }

    override func willTransition(
        to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator
    ) {
        log.add(
            "\(name).willTransition(\(newCollection.horizontalSizeClass.short)/\(newCollection.verticalSizeClass.short)) traits=\(traitCollection.horizontalSizeClass.short)/\(traitCollection.verticalSizeClass.short)"
        )
        switch forwarding {
        case .callsSuper: super.willTransition(to: newCollection, with: coordinator)
        case .swallows: break
        case .callsSuperAndForwards:
            super.willTransition(to: newCollection, with: coordinator)
            for child in children { child.willTransition(to: newCollection, with: coordinator) }
        }
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log.add(
            "\(name).traitCollectionDidChange(\(previousTraitCollection?.horizontalSizeClass.short ?? "nil")/\(previousTraitCollection?.verticalSizeClass.short ?? "nil") → \(traitCollection.horizontalSizeClass.short)/\(traitCollection.verticalSizeClass.short))"
        )
    }

    override func size(
        forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        childSize?(parentSize) ?? super.size(forChildContentContainer: container, withParentContainerSize: parentSize)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        log.add("\(name).viewDidLayoutSubviews bounds=\(boundsText)")
    }

    /// Adds `child` with its view filling this controller's view (Apple's add sequence).
    func embed(_ child: UIViewController) {
        addChild(child)
        child.view.frame = view.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }
}

/// A view that logs its trait changes.
@MainActor
final class TraitProbeView: UIView {
    var name = "view"
    var log: SizeLog?

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log?.add(
            "\(name).traitCollectionDidChange(\(previousTraitCollection?.horizontalSizeClass.short ?? "nil") → \(traitCollection.horizontalSizeClass.short))"
        )
    }
}

extension UIUserInterfaceSizeClass {
    /// `C`, `R` or `U`, for compact logs.
    var short: String {
        switch self {
        case .compact: "C"
        case .regular: "R"
        case .unspecified: "U"
        }
    }
}

/// A root probe in a visible phone-sized window, run until idle, with the log reset.
@MainActor
struct SizeScene {
    let log = SizeLog()
    let root: SizeProbeController
    let host: HeadlessHost

    init(size: CGSize = CGSize(width: 390, height: 844)) {
        root = SizeProbeController("root", log: log)
        host = HeadlessHost(size: size, rootViewController: root)
        host.runUntilIdle()
        log.reset()
    }

    /// Adds a named probe child to `parent` (the root by default).
    func addChild(_ name: String, to parent: SizeProbeController? = nil) -> SizeProbeController {
        let child = SizeProbeController(name, log: log)
        (parent ?? root).embed(child)
        host.runUntilIdle()
        log.reset()
        return child
    }
}

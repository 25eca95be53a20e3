#if !canImport(UIKit)
import Foundation
import PortableUIKit
import Containment
import ContainmentTesting

/// One hostile-but-legal input through public API (issue 18), run in a process of its own by
/// `HostileInputTests`, so a crash or a hang is that case's failure and hides no other.
///
/// The body gets a ``HostileWorld``: a fresh window on the virtual clock. After the body the
/// runner lets the world settle (a bounded number of turns), then checks the hierarchy with
/// `HierarchyValidator`, and reports the diagnostics the case produced. A case passes when
/// the process ended normally, in time, with no violation, and with exactly the diagnostic
/// rules its ``Expectation`` names (in any order, any count).
struct HostileCase: Sendable {
    /// What UIKit does with the input, and so what PortableUIKit and Containment must do.
    enum Expectation: Sendable, Equatable {
        /// UIKit tolerates it silently: no diagnostic.
        case tolerated
        /// UIKit raises, or the input is surely a bug: refused or repaired with these rules
        /// reported (at least once each, and no other).
        case diagnosed(Set<PortableUIKitDiagnostic.Rule>)
    }

    /// `category/what`, e.g. `spring/damping-nan`: unique, no spaces.
    let name: String
    let expectation: Expectation
    let body: @MainActor @Sendable (HostileWorld) -> Void

    init(_ name: String, _ expectation: Expectation, _ body: @escaping @MainActor @Sendable (HostileWorld) -> Void) {
        self.name = name
        self.expectation = expectation
        self.body = body
    }

    /// Shorthand for ``Expectation/diagnosed(_:)`` with one rule.
    static func diagnosed(_ rule: PortableUIKitDiagnostic.Rule) -> Expectation { .diagnosed([rule]) }
}

/// What a hostile case works in: a visible 390×844 window on the virtual clock, and controllers
/// the case keeps alive for the checks after it.
@MainActor
final class HostileWorld {
    let host = HeadlessHost(size: CGSize(width: 390, height: 844))
    /// Controllers outside the window that the validator should check too.
    var extraControllers: [UIViewController] = []
    /// Objects the case needs alive until the checks ran (animators, data sources…).
    var keptAlive: [AnyObject] = []

    var window: UIWindow { host.window }

    /// Puts `controller` at the window's root and runs the turns that make it appear.
    func show(_ controller: UIViewController) {
        window.rootViewController = controller
        host.runUntilIdle()
    }

    func keep(_ object: AnyObject) { keptAlive.append(object) }
}
#endif

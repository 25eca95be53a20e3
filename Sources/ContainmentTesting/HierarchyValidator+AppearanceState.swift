#if !canImport(UIKit)
import Foundation
@_spi(Testing) import PortableUIKit

/// The checks that read PortableUIKit's appearance state (`appearance` and `settled`), which
/// UIKit keeps private: Linux only.
extension HierarchyValidator {
    /// The `appearance` check, then with `settled` the `settled` checks.
    static func checkAppearanceState(_ controller: UIViewController, settled: Bool, into found: inout [Violation]) {
        checkAppearance(controller, into: &found)
        if settled { checkSettled(controller, into: &found) }
    }

    /// Whether every ancestor forwards appearance automatically.
    static func hasAutomaticAppearance(_ controller: UIViewController) -> Bool {
        var current = controller.parent
        while let parent = current {
            if !parent.shouldAutomaticallyForwardAppearanceMethods { return false }
            current = parent.parent
        }
        return true
    }

    private static func checkAppearance(_ controller: UIViewController, into found: inout [Violation]) {
        let state = controller.appearanceState
        let depth = controller.appearanceTransitionDepth
        let settledState = state == .appeared || state == .disappeared
        if settledState != (depth == 0) || depth < 0 {
            found.append(
                Violation(rule: "appearance", detail: "\(controller) is \(state) with transition depth \(depth)"))
        }
    }

    private static func checkSettled(_ controller: UIViewController, into found: inout [Violation]) {
        guard hasAutomaticAppearance(controller) else { return }
        let state = controller.appearanceState
        if controller.appearanceTransitionDepth != 0 {
            found.append(
                Violation(rule: "settled", detail: "\(controller) still has an open appearance transition (\(state))"))
            return
        }
        let window = controller.viewIfLoaded?.window
        let onScreen = window.map { !$0.isHidden } ?? false
        if (state == .appeared) != onScreen {
            found.append(
                Violation(
                    rule: "settled",
                    detail: "\(controller) is \(state) but its view is \(onScreen ? "in" : "not in") a visible window"))
        }
        if let parent = controller.parent, let parentView = parent.viewIfLoaded,
            controller.viewIfLoaded?.isDescendant(of: parentView) == true, parent.appearanceState != state
        {
            found.append(
                Violation(
                    rule: "settled",
                    detail: "\(controller) is \(state) but its parent \(parent) is \(parent.appearanceState)"))
        }
    }
}
#endif

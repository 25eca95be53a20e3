#if !canImport(UIKit)
import Foundation

/// A stack view's arranged views and what it keeps for them: custom spacings, the observations of
/// their `isHidden`, the constraints it made, and the planner inputs they were made from.
@MainActor
struct StackArrangement {
    var views: [UIView] = []
    var spacing: CGFloat = 0
    var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    var hiddenObservations: [ObjectIdentifier: KeyValueObserverEntry] = [:]
    let constraints = StackConstraintSet()
    /// The planner the current constraints were made from; nil before the first plan.
    var lastPlanner: StackLayoutPlanner?

    func contains(_ view: UIView) -> Bool { views.contains { $0 === view } }

    func index(of view: UIView) -> Int? { views.firstIndex { $0 === view } }
}
#endif

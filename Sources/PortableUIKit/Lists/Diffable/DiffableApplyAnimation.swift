#if !canImport(UIKit)
import Foundation

/// How a diffable data source applies a snapshot without animating the differences: as UIKit's
/// `performWithoutAnimation` does: the list view's own update animation (a nested
/// `UIView.animate`) lands at once and completes, and no enclosing animation block applies
/// (fact L4.10).
@MainActor
enum DiffableApplyAnimation {
    static func run(animated: Bool, _ update: () -> Void) {
        guard !animated else { return update() }
        UIView.performWithoutAnimation(update)
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// How a diffable data source applies a snapshot without animating the differences: as UIKit's
/// `performWithoutAnimation` does, with animations disabled for the duration — so the list view's
/// own update animation (a nested `UIView.animate`) lands at once and completes — and no
/// enclosing animation block (fact L4.10).
@MainActor
enum DiffableApplyAnimation {
    static func run(animated: Bool, _ update: () -> Void) {
        guard !animated else { return update() }
        let wereEnabled = UIView.areAnimationsEnabled
        UIView.setAnimationsEnabled(false)
        defer { UIView.setAnimationsEnabled(wereEnabled) }
        UIView.performWithoutAnimation(update)
    }
}
#endif

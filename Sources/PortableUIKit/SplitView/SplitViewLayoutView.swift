#if !canImport(UIKit)
import Foundation

/// The split view controller's root view: its layout pass places the columns (spec 24.6).
@MainActor
final class SplitViewLayoutView: UIView {
    weak var splitViewController: UISplitViewController?

    override func layoutSubviews() {
        super.layoutSubviews()
        splitViewController?.layoutColumns()
    }
}
#endif

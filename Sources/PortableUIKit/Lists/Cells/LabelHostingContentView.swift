#if !canImport(UIKit)
import Foundation

/// The `contentView` of a table cell or header/footer view. The owner, not the content view, places
/// the standard labels inside it, so a label whose text (and so size) changes must lay the owner
/// out again: a layout request here is passed on to the owner (docs L1.50).
final class LabelHostingContentView: UIView {
    override func setNeedsLayout() {
        super.setNeedsLayout()
        superview?.setNeedsLayout()
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// The items a navigation bar displays for one view controller (UIKit's `UINavigationItem`);
/// PortableUIKit's bar shows only the ``title`` (no bar button items, prompt or large titles).
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// The bar currently showing this item as its top item, told when the title changes.
    weak var displayingBar: UINavigationBar?

    /// Creates an item with a title.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// Creates an item from an archive; PortableUIKit has no archives, so the title is nil.
    public required init?(coder: NSCoder) {
        self.title = nil
        super.init()
    }

    /// The title shown in the middle of the navigation bar while this item is the top item.
    open var title: String? {
        didSet { displayingBar?.topItemTitleDidChange(self) }
    }
}
#endif

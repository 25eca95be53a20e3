#if !canImport(UIKit)
import Foundation

/// A context for resolving custom detent values (UIKit, iOS 16): what a custom detent's resolver
/// is given.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
    /// The trait collection of the sheet's container view.
    var containerTraitCollection: UITraitCollection { get }

    /// The maximum value of a detent: `.large()`'s value.
    var maximumDetentValue: CGFloat { get }
}

/// The context a sheet resolves its detents in: its layout (container, safe area) and the
/// container's traits (a compact vertical size class makes `.medium()` inactive).
@MainActor
final class SheetDetentResolutionContext: NSObject, UISheetPresentationControllerDetentResolutionContext {
    let layout: SheetLayout
    let containerTraitCollection: UITraitCollection

    init(layout: SheetLayout, containerTraitCollection: UITraitCollection) {
        self.layout = layout
        self.containerTraitCollection = containerTraitCollection
        super.init()
    }

    var isVerticallyCompact: Bool { containerTraitCollection.verticalSizeClass == .compact }

    var maximumDetentValue: CGFloat { layout.maximumDetentValue }
}
#endif

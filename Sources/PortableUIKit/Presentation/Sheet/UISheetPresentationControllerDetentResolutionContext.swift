#if !canImport(UIKit)
import Foundation

/// A context for resolving custom detent values (UIKit, iOS 16): what a custom detent's resolver
/// is given.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
    /// The maximum value of a detent: `.large()`'s value.
    var maximumDetentValue: CGFloat { get }
}

/// The context a sheet resolves its detents in: its layout (container, safe area) and whether the
/// container is vertically compact, where `.medium()` is inactive.
@MainActor
final class SheetDetentResolutionContext: NSObject, UISheetPresentationControllerDetentResolutionContext {
    let layout: SheetLayout
    let isVerticallyCompact: Bool

    init(layout: SheetLayout, isVerticallyCompact: Bool) {
        self.layout = layout
        self.isVerticallyCompact = isVerticallyCompact
        super.init()
    }

    var maximumDetentValue: CGFloat { layout.maximumDetentValue }
}
#endif

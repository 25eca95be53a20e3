#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// Keeping ``StickyHeaderPagingController/tabStrip`` in step with the pages (seed 003's TODO 1):
/// titles from the data source, the indicator on the pages' position every frame, the
/// selection on the landed page, and a tap selecting its child with the pager's spring.
extension StickyHeaderPagingController {
    /// The identifier of the action the controller adds to its tab strip (one per strip; a
    /// strip set again is not wired twice, and a strip replaced loses it).
    static let tabStripActionIdentifier = UIAction.Identifier("Containment.StickyHeaderPagingController.tabStrip")

    func tabStripDidChange(from old: TabStrip?) {
        if old !== tabStrip {
            old?.removeAction(identifiedBy: Self.tabStripActionIdentifier, for: .valueChanged)
        }
        guard let strip = tabStrip else { return }
        strip.addAction(
            UIAction(identifier: Self.tabStripActionIdentifier) { [weak self, weak strip] _ in
                guard let self, let strip, strip.selectedIndex != NSNotFound else { return }
                self.select(childAt: strip.selectedIndex, animated: true)
            }, for: .valueChanged)
        reloadTabTitles()
    }

    /// The strip's titles, one per child (the data source's, or the page number), then its
    /// selection and indicator where the pages are.
    func reloadTabTitles() {
        guard let strip = tabStrip else { return }
        let count = max(dataSource.map { $0.numberOfViewControllers(in: self) } ?? 0, 0)
        let titles = (0..<count).map { index in
            dataSource?.stickyHeaderPagingController(self, titleForChildAt: index) ?? "\(index + 1)"
        }
        if strip.titles != titles { strip.titles = titles }
        if isViewLoaded, selectedIndex != NSNotFound { tabStripFollowPages(landedOn: selectedIndex) }
        tabStripFollowPages(at: pagePosition)
    }

    func tabStripFollowPages(landedOn index: Int) {
        guard let strip = tabStrip, strip.titles.indices.contains(index), strip.selectedIndex != index else { return }
        strip.selectedIndex = index
    }

    func tabStripFollowPages(at position: CGFloat) {
        guard let strip = tabStrip, !strip.titles.isEmpty, position.isFinite else { return }
        strip.indicatorPosition = min(max(position, 0), CGFloat(strip.titles.count - 1))
    }
}

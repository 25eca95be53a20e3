#if !canImport(UIKit)
import Foundation

/// The views a navigation bar shows for its top item: the back button, the left and right item
/// buttons and the title view (the title label is the bar's own).
struct NavigationBarContent {
    var backButton: NavigationBarButton?
    /// The back button's title candidates, best first (see ``UINavigationBar/backTitleCandidates(for:)``).
    var backTitles: [String] = []
    var left: [NavigationBarButton] = []
    var right: [NavigationBarButton] = []
    var titleView: UIView?
    /// The items whose changes rebuild the content.
    var observedItems: [UIBarButtonItem] = []
}

extension UINavigationBar {
    /// The back button's title candidates for a back item, best first; empty for the chevron
    /// alone:
    /// - its ``UINavigationItem/backBarButtonItem``'s title ("Back" when nil; display mode ignored);
    /// - `.minimal`: none; `.generic`: "Back";
    /// - `.default`: ``UINavigationItem/backButtonTitle`` (an empty one: none), else the title,
    ///   then "Back" for when it does not fit; "Back" alone without a title.
    static func backTitleCandidates(for backItem: UINavigationItem) -> [String] {
        if let item = backItem.backBarButtonItem { return [item.title ?? "Back"] }
        switch backItem.backButtonDisplayMode {
        case .minimal: return []
        case .generic: return ["Back"]
        case .default:
            if backItem.backButtonTitle == "" { return [] }
            guard let title = backItem.backButtonTitle ?? backItem.title, !title.isEmpty, title != "Back" else {
                return ["Back"]
            }
            return [title, "Back"]
        }
    }

    /// Replaces the items (the navigation controller calls this when its shown stack changes).
    func setDisplayedItems(_ items: [UINavigationItem]) {
        for item in _items where item.displayingBar === self { item.displayingBar = nil }
        _items = items
        for item in items.suffix(2) { item.displayingBar = self }
        reloadContent()
    }

    /// The top or back item changed: rebuild what the bar shows.
    func navigationItemDidChange(_ item: UINavigationItem) {
        guard item === topItem || item === backItem else { return }
        reloadContent()
        managingController?._view?.setNeedsLayout()
    }

    /// Rebuilds the back button, item buttons, title and title view for the current items.
    func reloadContent() {
        for item in content.observedItems { item.appearanceDidChange = nil }
        for button in [content.backButton].compactMap({ $0 }) + content.left + content.right {
            button.removeFromSuperview()
        }
        if let old = content.titleView, old.superview === self { old.removeFromSuperview() }
        content = NavigationBarContent()

        let top = topItem
        titleLabel.text = top?.title
        largeTitleLabel.text = top?.title
        titleLabel.isHidden = top?.titleView != nil
        if let titleView = top?.titleView {
            content.titleView = titleView
            addSubview(titleView)
        }
        let lefts = (top?.leftBarButtonItems ?? []).filter { !$0.isHidden }
        let rights = (top?.rightBarButtonItems ?? []).filter { !$0.isHidden }
        if let back = backItem, let top, !top.hidesBackButton, lefts.isEmpty || top.leftItemsSupplementBackButton {
            content.backTitles = Self.backTitleCandidates(for: back)
            let button = NavigationBarButton(backTitle: content.backTitles.first) { [weak self] in
                self?.backButtonTapped()
            }
            content.backButton = button
            addSubview(button)
        }
        content.left = lefts.map(makeButton)
        content.right = rights.map(makeButton)
        content.observedItems = (top?.leftBarButtonItems ?? []) + (top?.rightBarButtonItems ?? [])
        for item in content.observedItems {
            item.appearanceDidChange = { [weak self] in self?.reloadContent() }
        }
        setNeedsLayout()
    }

    private func makeButton(_ item: UIBarButtonItem) -> NavigationBarButton {
        let button = NavigationBarButton(item: item)
        addSubview(button)
        return button
    }

    /// Lays out the content with ``NavigationBarLayout`` (in the 44 pt row while a large title
    /// shows) and shows the back title that fits; then the large-title region below the row.
    func layOutContent() {
        let large = displaysLargeTitle
        let rowHeight = large ? min(bounds.height, Self.defaultHeight) : bounds.height
        layOutRow(height: rowHeight)
        largeTitleRegion.isHidden = !large
        titleLabel.alpha =
            !large || NavigationLargeTitleLayout.showsInlineTitle(regionHeight: bounds.height - rowHeight) ? 1 : 0
        guard large else { return }
        let region = CGRect(x: 0, y: rowHeight, width: bounds.width, height: max(0, bounds.height - rowHeight))
        largeTitleRegion.frame = region
        let natural = largeTitleLabel.sizeThatFits(
            CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude))
        largeTitleLabel.frame = NavigationLargeTitleLayout.titleFrame(
            regionSize: region.size, titleSize: natural,
            rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    private func layOutRow(height rowHeight: CGFloat) {
        let titleWidth =
            content.titleView?.bounds.width
            ?? titleLabel.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: rowHeight)).width
        var back: NavigationBarLayout.BackButton?
        if let button = content.backButton {
            let chevron = NavigationBarButton.backChevron?.size.width ?? 0
            back = .init(
                chevronWidth: chevron, titleGap: NavigationBarButton.imageTitleGap,
                titleWidths: content.backTitles.map { button.measure($0) })
        }
        let layout = NavigationBarLayout(
            width: bounds.width, height: rowHeight, back: back,
            left: content.left.map(\.naturalWidth), right: content.right.map(\.naturalWidth),
            titleWidth: content.titleView == nil ? titleWidth : (content.titleView?.bounds.width ?? 0))
        if let button = content.backButton, let placed = layout.backButton {
            button.showBackTitle(placed.titleIndex.map { content.backTitles[$0] })
            button.frame = placed.frame
        }
        for (button, frame) in zip(content.left, layout.leftItems) {
            button.isHidden = frame == nil
            if let frame { button.frame = frame }
        }
        for (button, frame) in zip(content.right, layout.rightItems) { button.frame = frame }
        if let titleView = content.titleView {
            let h = min(titleView.bounds.height, rowHeight)
            titleView.frame = CGRect(x: layout.title.minX, y: (rowHeight - h) / 2, width: layout.title.width, height: h)
        } else {
            titleLabel.frame = layout.title
        }
    }

    /// The back button was tapped: ask the delegate, then pop the navigation controller (its own
    /// bar) or the bar's top item. Ignored while the navigation controller's transition runs.
    func backButtonTapped() {
        guard let top = topItem, backItem != nil else { return }
        if let controller = managingController {
            guard controller.activeTransition == nil, !controller.hasPendingChange else { return }
            guard delegate?.navigationBar(self, shouldPop: top) ?? true else { return }
            controller.popViewController(animated: true)
            delegate?.navigationBar(self, didPop: top)
        } else {
            popItem(animated: true)
        }
    }
}
#endif

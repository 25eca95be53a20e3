import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// A tab bar that delegates its selection to the test.
@MainActor
final class TabBarSelections: NSObject, UITabBarDelegate {
    var selected: [String?] = []
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) { selected.append(item.title) }
}

/// `UITabBar` and `UITabBarItem` on their own: items, selection, taps, badge, drawing state,
/// accessibility, system items.
@MainActor
@Suite("UITabBar and UITabBarItem", .isolatedRuntime)
struct TabBarViewTests {
    /// A free-standing bar at the bottom of a 390 × 844 window with three items.
    func freeBar() -> (UITabBar, HeadlessHost, [UITabBarItem]) {
        let root = UIViewController()
        let host = HeadlessHost(
            size: CGSize(width: 390, height: 844), safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
            rootViewController: root)
        let bar = UITabBar()
        root.view.addSubview(bar)
        bar.frame = CGRect(x: 0, y: 844 - 83, width: 390, height: 83)
        let items = ["One", "Two", "Three"].enumerated().map { UITabBarItem(title: $1, image: nil, tag: $0) }
        bar.setItems(items, animated: false)
        host.runUntilIdle()
        return (bar, host, items)
    }

    @Test("a tap selects the item and tells the delegate; setting selectedItem in code tells nobody")
    func tapsAndCodeSelection() {
        let (bar, host, items) = freeBar()
        let delegate = TabBarSelections()
        bar.delegate = delegate
        #expect(bar.selectedItem == nil)
        bar.selectedItem = items[2]
        #expect(bar.selectedItem === items[2])
        #expect(delegate.selected.isEmpty)
        host.tap(at: CGPoint(x: 195, y: 844 - 83 + 20))
        host.runUntilIdle()
        #expect(bar.selectedItem === items[1])
        #expect(delegate.selected == ["Two"])
        host.tap(at: CGPoint(x: 195, y: 844 - 83 + 20))
        #expect(delegate.selected == ["Two", "Two"], "re-tapping the selected item tells the delegate again")
    }

    @Test(
        "setItems keeps the selection when the selected item stays, else clears it; an item not on the bar cannot be selected"
    )
    func setItemsSelection() {
        let (bar, _, items) = freeBar()
        bar.selectedItem = items[1]
        bar.items = [items[1], items[2]]
        #expect(bar.selectedItem === items[1])
        bar.items = [items[0]]
        #expect(bar.selectedItem == nil)
        bar.selectedItem = items[2]
        #expect(bar.selectedItem == nil)
        bar.setItems(nil, animated: true)
        #expect(bar.items == nil)
    }

    @Test("15.6 sizeThatFits is the proposed width and 49 pt plus the bar's bottom safe area")
    func sizeThatFits() {
        let (bar, host, _) = freeBar()
        #expect(host.window.safeAreaInsets.bottom == 34)
        #expect(bar.sizeThatFits(CGSize(width: 300, height: 10)) == CGSize(width: 300, height: 83))
        let loose = UITabBar()
        #expect(loose.sizeThatFits(CGSize(width: 320, height: 0)) == CGSize(width: 320, height: 49))
    }

    @Test(
        "drawing: selected items in the bar's tint, others in the unselected tint (system grey by default); a hairline top border; disabled items dimmed"
    )
    func drawingState() {
        let (bar, _, items) = freeBar()
        bar.selectedItem = items[0]
        let views = bar.itemViews
        #expect(views[0].titleLabel.textColor == UIColor.systemBlue)
        #expect(views[1].titleLabel.textColor == UIColor.systemGray)
        #expect(views[0].titleLabel.font == UIFont.systemFont(ofSize: 10, weight: .medium))
        bar.tintColor = .systemRed
        bar.unselectedItemTintColor = .darkGray
        #expect(views[0].titleLabel.textColor == UIColor.systemRed)
        #expect(views[1].titleLabel.textColor == UIColor.darkGray)
        #expect(bar.topBorder.frame.height == 0.5 && bar.topBorder.frame.width == 390)
        items[2].isEnabled = false
        #expect(views[2].alpha < 1 && views[0].alpha == 1)
    }

    @Test("images are template-tinted unless .alwaysOriginal; the selected image shows while selected")
    func images() {
        let (bar, _, items) = freeBar()
        let plain = UIImage(size: CGSize(width: 25, height: 25), scale: 2, renderingMode: .automatic)
        let selected = UIImage(size: CGSize(width: 25, height: 25), scale: 2, renderingMode: .automatic)
        let original = UIImage(size: CGSize(width: 30, height: 20), scale: 2, renderingMode: .alwaysOriginal)
        items[0].image = plain
        items[0].selectedImage = selected
        items[1].image = original
        bar.selectedItem = items[0]
        bar.layoutIfNeeded()
        let views = bar.itemViews
        #expect(views[0].imageView.image === selected)
        #expect(views[0].imageView.tintColor == UIColor.systemBlue)
        #expect(views[1].imageView.image === original)
        #expect(views[0].imageView.frame == CGRect(x: 65 - 12.5, y: 6.5, width: 25, height: 25))
        bar.selectedItem = items[1]
        #expect(views[0].imageView.image === plain)
        #expect(views[0].imageView.tintColor == UIColor.systemGray)
    }

    @Test("the badge: a red capsule with the value; badgeColor; nil hides it; changes redraw")
    func badge() {
        let (bar, _, items) = freeBar()
        let badge = bar.itemViews[1].badgeView
        #expect(badge.isHidden)
        items[1].badgeValue = "12"
        bar.layoutIfNeeded()
        #expect(!badge.isHidden)
        #expect(badge.valueLabel.text == "12")
        #expect(badge.backgroundColor == UIColor.systemRed)
        #expect(badge.frame.height == 18 && badge.layer.cornerRadius == 9)
        items[1].badgeColor = .systemGreen
        #expect(badge.backgroundColor == UIColor.systemGreen)
        items[1].badgeValue = nil
        #expect(badge.isHidden)
    }

    @Test("titlePositionAdjustment moves the title")
    func titleAdjustment() {
        let (bar, _, items) = freeBar()
        items[0].titlePositionAdjustment = UIOffset(horizontal: 3, vertical: -4)
        bar.layoutIfNeeded()
        #expect(bar.itemViews[0].titleLabel.frame == CGRect(x: 5, y: 31, width: 126, height: 12))
    }

    @Test(
        "accessibility: the bar is a .tabBar container; each item a button named by its title, .selected when selected, .notEnabled when disabled"
    )
    func accessibility() {
        let (bar, _, items) = freeBar()
        bar.selectedItem = items[0]
        items[2].isEnabled = false
        #expect(!bar.isAccessibilityElement)
        #expect(bar.accessibilityTraits == .tabBar)
        let views = bar.itemViews
        #expect(views.allSatisfy { $0.isAccessibilityElement })
        #expect(views[0].accessibilityLabel == "One")
        #expect(views[0].accessibilityTraits == [.button, .selected])
        #expect(views[1].accessibilityTraits == .button)
        #expect(views[2].accessibilityTraits == [.button, .notEnabled])
    }

    @Test("system items have UIKit's raw values and their system titles")
    func systemItems() {
        #expect(UITabBarItem.SystemItem.more.rawValue == 0 && UITabBarItem.SystemItem.mostViewed.rawValue == 11)
        let expected: [(UITabBarItem.SystemItem, String)] = [
            (.more, "More"), (.favorites, "Favorites"), (.featured, "Featured"), (.topRated, "Top Rated"),
            (.recents, "Recents"), (.contacts, "Contacts"), (.history, "History"), (.bookmarks, "Bookmarks"),
            (.search, "Search"), (.downloads, "Downloads"), (.mostRecent, "Most Recent"), (.mostViewed, "Most Viewed"),
        ]
        for (system, title) in expected {
            let item = UITabBarItem(tabBarSystemItem: system, tag: 5)
            #expect(item.title == title)
            #expect(item.tag == 5)
            #expect(item.image != nil, "\(title) has a symbol image")
        }
        let made = UITabBarItem(title: "T", image: nil, selectedImage: nil)
        #expect(
            made.tag == 0 && made.badgeValue == nil && made.badgeColor == nil && made.titlePositionAdjustment == .zero)
    }
}

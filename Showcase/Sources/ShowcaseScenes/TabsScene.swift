import Foundation
import PortableUIKit
import Containment
import ContainmentTesting

/// Logs the tab bar controller's and the sheet's delegate calls where they happened among the
/// lifecycle callbacks.
@MainActor
private final class TabsSceneDelegate: NSObject, UITabBarControllerDelegate, UIAdaptivePresentationControllerDelegate {
    let recorder: LifecycleRecorder
    private var calls: DelegateCallLog

    init(recorder: LifecycleRecorder) {
        self.recorder = recorder
        calls = DelegateCallLog(recorder: recorder)
    }

    var trace: [String] { calls.trace }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    {
        calls.log("tab delegate: shouldSelect(\(recorder.name(of: viewController)))")
        return true
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        calls.log("tab delegate: didSelect(\(recorder.name(of: viewController)))")
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        calls.log("sheet delegate: presentationControllerWillDismiss")
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        calls.log("sheet delegate: presentationControllerDidDismiss")
    }
}

/// Issue 19: UIKit's own containers on PortableUIKit. A UITabBarController with three tabs under
/// a 47 pt status bar and a 34 pt home indicator: Inbox (a UINavigationController whose pushed
/// message hides the tab bar, with bar button items and a back button that pops), Library
/// (Containment's DrawerController around a PagingController, loaded only when first selected)
/// and Profile (a button that presents a page sheet with medium and large detents, dragged up,
/// then swiped down to dismiss).
@MainActor
public func tabsScene(fps: Double) -> ShowcaseScene {
    ShowcaseScene(
        name: "tabs",
        title: "UITabBarController — navigation push with the bar hidden, a drawer and pager tab, a page sheet",
        duration: 9.0
    ) { host in
        host.window.hostSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let recorder = LifecycleRecorder()
        let delegate = TabsSceneDelegate(recorder: recorder)

        let inbox = InboxListController()
        let inboxNavigation = UINavigationController(rootViewController: inbox)
        inboxNavigation.navigationBar.prefersLargeTitles = true
        inboxNavigation.tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "envelope"), tag: 0)
        let pages = LibraryPages()
        let pager = PagingController()
        pager.dataSource = pages
        let menu = DrawerMenuPage(
            "Library", entries: ["All", "Favourites", "Recent", "Shared"],
            color: UIColor(red: 0.13, green: 0.14, blue: 0.20, alpha: 1), accent: .systemIndigo)
        let drawer = DrawerController(
            centerViewController: pager, leftDrawerViewController: menu, rightDrawerViewController: nil)
        drawer.maximumLeftDrawerWidth = 280
        drawer.openDrawerGestureModeMask = .all
        drawer.closeDrawerGestureModeMask = .all
        drawer.title = "Library"
        drawer.tabBarItem = UITabBarItem(title: "Library", image: UIImage(systemName: "square.grid.2x2"), tag: 1)
        let profile = ProfileTabController()

        let tabs = UITabBarController()
        tabs.delegate = delegate
        tabs.viewControllers = [inboxNavigation, drawer, profile]
        for (controller, name) in [
            (tabs as UIViewController, "Tabs"), (inboxNavigation, "InboxNav"), (inbox, "Inbox"),
            (drawer, "Drawer"), (pager, "Pager"), (menu, "Menu"), (profile, "Profile"),
        ] {
            recorder.watch(controller, as: name)
        }
        for (index, card) in pages.cards.enumerated() { recorder.watch(card, as: "Card\(index)") }
        inbox.onPush = { recorder.watch($0, as: "Message") }
        profile.onPresent = { sheet in
            recorder.watch(sheet, as: "Sheet")
            sheet.presentationController?.delegate = delegate
        }
        host.window.rootViewController = tabs

        let script = SceneScript()
        script.trace = { [delegate] in withExtendedLifetime((pages, tabs)) { delegate.trace } }
        script.pictureKeyFrame = 10
        let window = host.window
        let tabPoint: @MainActor (Int) -> CGPoint = { index in
            let bar = tabs.tabBar.convert(tabs.tabBar.bounds, to: window)
            return CGPoint(x: bar.width * (CGFloat(index) + 0.5) / 3, y: bar.minY + 24)
        }
        let tap: @MainActor (TimeInterval, @escaping @MainActor () -> CGPoint) -> Void = { time, point in
            script.at(time) { window.sendTouch(.began, at: point()) }
            script.at(time + 0.05) { window.sendTouch(.ended, at: point()) }
        }
        script.keyFrame(0, "Inbox: a navigation stack in the first tab; the others are not loaded")
        tap(0.4) {
            let row = inbox.tableView.rectForRow(at: IndexPath(row: 1, section: 0))
            let frame = inbox.tableView.convert(row, to: window)
            return CGPoint(x: frame.midX, y: frame.midY)
        }
        script.keyFrame(0.62, "push: the message slides in, the tab bar slides out with it")
        script.keyFrame(1.1, "the message, tab bar hidden")
        tap(1.3) { CGPoint(x: 40, y: 47 + 22) }
        script.keyFrame(1.5, "back button: the pop brings the tab bar back")
        script.keyFrame(1.9, "Inbox again")
        tap(2.1) { tabPoint(1) }
        script.keyFrame(2.3, "Library: the drawer and pager load on first selection")
        script.touchPath(
            on: window, [(2.6, CGPoint(x: 20, y: 450)), (2.9, CGPoint(x: 260, y: 450))], lift: 2.9, fps: fps)
        script.keyFrame(3.3, "a pan from the edge opens the left drawer over the tab's content")
        tap(3.5) { CGPoint(x: 340, y: 450) }
        script.touchPath(
            on: window, [(4.1, CGPoint(x: 330, y: 450)), (4.3, CGPoint(x: 70, y: 450))], lift: 4.3, fps: fps)
        script.keyFrame(4.7, "the pager inside the drawer inside the tab, swiped to Papers")
        tap(4.9) { tabPoint(2) }
        script.keyFrame(5.1, "Profile")
        tap(5.3) {
            guard let button = profile.editButton else { return .zero }
            let frame = button.convert(button.bounds, to: window)
            return CGPoint(x: frame.midX, y: frame.midY)
        }
        script.keyFrame(5.45, "Edit Profile presents a page sheet")
        script.keyFrame(6.0, "the sheet at its medium detent, the profile dimmed behind it")
        script.touchPath(
            on: window, [(6.2, CGPoint(x: 195, y: 440)), (6.5, CGPoint(x: 195, y: 140))], lift: 6.55, fps: fps)
        script.keyFrame(7.1, "dragged to the large detent: the profile recedes behind the card")
        script.touchPath(
            on: window, [(7.3, CGPoint(x: 195, y: 120)), (7.55, CGPoint(x: 195, y: 640))], lift: 7.55, fps: fps)
        script.keyFrame(7.7, "swiped down: the sheet dismisses")
        script.keyFrame(8.6, "dismissed: Profile again, no appearance callbacks for it")
        return script
    }
}

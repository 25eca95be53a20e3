import Foundation
import Testing
@_spi(Testing) import PortableUIKit
import Containment
import ContainmentTesting
import ContainmentTestTraits

/// guide § UIKit's own containers: its example, as written, does what the text says.
@MainActor
@Suite("Guide: UIKit's own containers example", .isolatedRuntime)
struct UIKitContainersGuideTests {
    final class InboxController: UIViewController {}
    final class MenuController: UIViewController {}
    final class ProfileController: UIViewController {}
    final class EditorController: UIViewController {}

    @Test(
        "guide § UIKit's own containers: only the selected tab loads; a page sheet over the tabs sends the presenter no callbacks (13.2)"
    )
    func example() {
        let recorder = LifecycleRecorder()
        let inbox = UINavigationController(rootViewController: InboxController())
        inbox.tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "envelope"), tag: 0)
        let library = DrawerController(
            centerViewController: PagingController(),
            leftDrawerViewController: MenuController(), rightDrawerViewController: nil)
        library.tabBarItem = UITabBarItem(title: "Library", image: UIImage(systemName: "square.grid.2x2"), tag: 1)
        let tabs = UITabBarController()
        let profile = ProfileController()
        tabs.viewControllers = [inbox, library, profile]
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), rootViewController: tabs)
        host.runUntilIdle()
        #expect(inbox.isViewLoaded && !library.isViewLoaded && !profile.isViewLoaded, "15.2")
        #expect(inbox.tabBarItem.image != nil && library.tabBarItem.image != nil, "both symbol names exist")

        let editor = UINavigationController(rootViewController: EditorController())
        editor.modalPresentationStyle = .pageSheet
        editor.sheetPresentationController?.detents = [.medium(), .large()]
        editor.sheetPresentationController?.prefersGrabberVisible = true
        recorder.watch(tabs, as: "Tabs")
        recorder.watch(inbox, as: "Inbox")
        recorder.watch(editor, as: "Editor")
        tabs.present(editor, animated: true)
        host.runUntilIdle()
        #expect(tabs.presentedViewController === editor)
        #expect(editor.sheetPresentationController?.detents.count == 2)
        #expect(recorder.trace.filter { $0.hasPrefix("Tabs.") || $0.hasPrefix("Inbox.") }.isEmpty, "\(recorder.trace)")
        #expect(recorder.trace.contains("Editor.viewDidAppear(true)"), "\(recorder.trace)")
    }
}

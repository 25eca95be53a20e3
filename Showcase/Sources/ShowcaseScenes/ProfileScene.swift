import Foundation
import PortableUIKit
import Containment
import ContainmentTesting

/// Issue 17: StickyHeaderPagingController — seed 003's profile page. A header (cover, avatar,
/// name, Follow button, tabs) over three lists of 36, 3 and 14 rows, under a 47 pt status bar:
/// the list scrolls and the header follows it partly up; a swipe to the short list carries the
/// header along and aligns the list to it; that list scrolls until the header pins (only the
/// tabs stay, under a compact bar); a swipe to the third list keeps it pinned; a tap on a tab
/// selects the first list with the spring (the strip is the controller's `tabStrip`, its titles
/// the data source's); a status-bar tap scrolls it to its top; a pull-down
/// stretches the header.
@MainActor
public func profileScene(fps: Double) -> ShowcaseScene {
    ShowcaseScene(
        name: "profile",
        title: "StickyHeaderPagingController — profile page: collapse, swipe aligned, pin, tabs, status bar, stretch",
        duration: 8.4
    ) { host in
        let statusBarHeight: CGFloat = 47
        host.window.hostSafeAreaInsets = UIEdgeInsets(top: statusBarHeight, left: 0, bottom: 0, right: 0)
        let recorder = LifecycleRecorder()
        let delegate = ProfileSceneDelegate(recorder: recorder)
        let header = ProfileHeaderView(
            name: "Ada Lovelace", initials: "AL", handle: "@ada · 1,842 followers · 310 following",
            width: host.window.bounds.width, compactBarHeight: statusBarHeight)
        let strip = TabStrip()
        strip.frame = header.tabBand.bounds
        strip.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        header.tabBand.insertSubview(strip, at: 0)
        let lists = ProfileLists(header: header, recorder: recorder)
        let profile = StickyHeaderPagingController()
        profile.pinnedHeaderHeight = ProfileHeaderView.tabBandHeight
        profile.headerStretchesOnOverscroll = true
        profile.dataSource = lists
        profile.delegate = delegate
        profile.tabStrip = strip
        let root = ProfileSceneRoot(profile: profile)
        host.window.rootViewController = root
        delegate.caption = root.caption
        let script = SceneScript()
        script.trace = { [delegate] in withExtendedLifetime(lists) { delegate.trace } }
        script.pictureKeyFrame = 2
        let x: CGFloat = 195
        script.keyFrame(0, "Posts, header at rest")
        // Posts scrolls up 120 pt and is held still: the header follows it partly up.
        script.touchPath(
            on: host.window, [(0.3, CGPoint(x: x, y: 700)), (0.6, CGPoint(x: x, y: 580))], lift: 0.9, fps: fps)
        script.keyFrame(1.0, "Posts scrolled: header partly collapsed")
        // A swipe to Replies (3 rows): the header rides along; Replies is aligned to it.
        script.touchPath(
            on: host.window, [(1.1, CGPoint(x: 330, y: 600)), (1.4, CGPoint(x: 90, y: 600))], lift: 1.4, fps: fps)
        script.keyFrame(1.3, "swiping to Replies: the header stays, partly collapsed")
        script.keyFrame(1.9, "Replies aligned to the header: no jump")
        // Replies scrolls up until the header pins: only the tabs stay, under the compact bar.
        script.touchPath(
            on: host.window, [(2.1, CGPoint(x: x, y: 720)), (2.5, CGPoint(x: x, y: 420))], lift: 2.8, fps: fps)
        script.keyFrame(3.3, "Replies scrolled: header pinned")
        // A swipe to Likes while pinned: Likes comes in at the pin.
        script.touchPath(
            on: host.window, [(3.5, CGPoint(x: 330, y: 600)), (3.8, CGPoint(x: 90, y: 600))], lift: 3.8, fps: fps)
        script.keyFrame(3.65, "swiping to Likes, pinned")
        script.keyFrame(4.3, "Likes at the pin")
        // A tap on the Posts tab selects Posts with the pager's spring, across Replies.
        let postsTab: @MainActor () -> CGPoint = {
            let tab = strip.convert(strip.frameForTab(at: 0), to: host.window)
            return CGPoint(x: tab.midX, y: tab.midY)
        }
        script.at(4.5) { host.window.sendTouch(.began, at: postsTab()) }
        script.at(4.55) { host.window.sendTouch(.ended, at: postsTab()) }
        script.keyFrame(4.7, "tab Posts: spring across Replies")
        script.keyFrame(5.3, "Posts at the pin")
        // A status-bar tap scrolls Posts to its top and reveals the header.
        script.at(5.5) { host.window.simulateStatusBarTap() }
        script.keyFrame(5.7, "status-bar tap: scrolling to the top")
        script.keyFrame(6.3, "Posts at the top, header revealed")
        // The Follow button in the header keeps its touches.
        script.touchPath(on: host.window, [(6.4, CGPoint(x: 320, y: 177))], lift: 6.45, fps: fps)
        // A pull-down stretches the header; let go, it springs back.
        script.touchPath(
            on: host.window, [(6.7, CGPoint(x: x, y: 380)), (7.1, CGPoint(x: x, y: 580))], lift: 7.3, fps: fps)
        script.keyFrame(7.2, "pulled down: the header stretches")
        script.keyFrame(8.2, "sprung back")
        return script
    }
}

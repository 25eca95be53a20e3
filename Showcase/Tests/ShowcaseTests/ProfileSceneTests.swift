import Foundation
import PortableUIKit
import PortableUIKitCairo
import Containment
import ContainmentTesting
import ShowcaseScenes
import Testing
import ContainmentTestTraits

/// The profile scene (issue 17's showcase) beyond its picture and last key frame (which
/// ``SceneSnapshotTests`` covers): the pinned and stretched key frames against their snapshots,
/// and what the tour must do to the header, read from the controller as the tour plays.
@MainActor
@Suite("Profile scene", .isolatedRuntime)
struct ProfileSceneTests {
    /// Where the tour puts the status bar and how much of the header stays pinned (the tab band).
    static let statusBarHeight: CGFloat = 47
    static let pinnedHeight: CGFloat = 44
    static let headerHeight: CGFloat = 300

    @Test("issue 17 Showcase profile: the pinned and the stretched key frames match their snapshots")
    func keyFramesMatchSnapshots() throws {
        TextMeasurement.measurer = PangoTextMeasurer()
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("profile-snapshots-\(getpid())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let scene = try #require(allScenes(fps: 30).first { $0.name == "profile" })
        let result = try TourPlayer(scale: 1, fps: 30, output: scratch).play(scene, writeFrames: false)
        for caption in ["Replies scrolled: header pinned", "pulled down: the header stretches"] {
            let index = try #require(
                result.keyFrames.firstIndex { $0.caption == caption }, "no key frame captioned '\(caption)'")
            try SceneSnapshotTests.expectSnapshot(result.keyFrames[index].url, matches: "profile-key-\(index + 1).png")
        }
    }

    @Test(
        "issue 17 Showcase profile: the header follows Posts partly up, rides the swipe to Replies without a jump (tabs following), pins, and stays pinned on Likes"
    )
    func collapseSwipeAndPin() throws {
        let tour = try ProfileTour()
        #expect(tour.profile.headerPosition.frame.minY == 0, "the tour starts with the header at rest")

        tour.play(until: 1.0)
        let partly = tour.profile.headerPosition
        #expect(tour.profile.selectedIndex == 0)
        #expect(
            partly.collapseProgress > 0.2 && partly.collapseProgress < 0.8,
            "Posts' scroll collapses the header partly: \(partly)")

        tour.play(until: 1.3)
        #expect(
            tour.profile.pagePosition > 0.1 && tour.profile.pagePosition < 0.9,
            "mid-swipe: \(tour.profile.pagePosition)")
        #expect(
            abs(tour.profile.headerPosition.frame.minY - partly.frame.minY) < 0.5,
            "the header stays put while the pages move")
        let strip = try #require(tour.tabStrip)
        #expect(strip.titles == ["Posts", "Replies", "Likes"], "the tabs' titles are the data source's")
        #expect(strip.isDescendant(of: try #require(tour.profile.headerView)), "the strip is in the header")
        #expect(abs(strip.indicatorPosition - tour.profile.pagePosition) < 0.001, "the tab indicator follows the pages")

        tour.play(until: 1.9)
        #expect(tour.profile.selectedIndex == 1)
        #expect(strip.selectedIndex == 1)
        #expect(abs(tour.profile.headerPosition.frame.minY - partly.frame.minY) < 0.5, "no jump on landing on Replies")
        let replies = try #require(tour.shownList)
        #expect(
            abs(replies.contentOffset.y + replies.contentInset.top + partly.frame.minY) < 0.5,
            "Replies is aligned to the header: its scroll is the header's (\(replies.contentOffset.y))")

        tour.play(until: 3.3)
        let pinned = tour.profile.headerPosition
        #expect(pinned.isPinned, "Replies, only 3 rows long, still scrolls far enough to pin the header: \(pinned)")
        #expect(
            abs(pinned.frame.maxY - (Self.statusBarHeight + Self.pinnedHeight)) < 0.5,
            "pinned, the tab band hangs under the status bar: header bottom \(pinned.frame.maxY)")

        tour.play(until: 4.3)
        #expect(tour.profile.selectedIndex == 2)
        #expect(tour.profile.headerPosition.isPinned, "Likes comes in at the pin")
        #expect(tour.profile.headerPosition.frame == pinned.frame)
    }

    @Test(
        "issue 17 Showcase profile: a tap on the Posts tab selects it at the pin, the status-bar tap reveals the header, Follow keeps its tap, a pull-down stretches the header and it springs back"
    )
    func selectStatusBarFollowAndStretch() throws {
        let tour = try ProfileTour()
        tour.play(until: 4.45)
        #expect(
            tour.profile.selectedIndex == 2 && tour.tabStrip?.selectedIndex == 2,
            "Likes is shown before the tab is tapped")
        tour.play(until: 5.3)
        #expect(tour.profile.selectedIndex == 0, "the tap on the Posts tab selected Posts")
        #expect(tour.tabStrip?.selectedIndex == 0)
        #expect(tour.profile.headerPosition.isPinned, "Posts comes in at the pin")

        tour.play(until: 6.3)
        let revealed = tour.profile.headerPosition
        #expect(
            revealed.collapseProgress == 0 && revealed.overscroll == 0,
            "the status-bar tap scrolled Posts to its top: \(revealed)")
        #expect(revealed.frame == CGRect(x: 0, y: 0, width: 390, height: Self.headerHeight))

        let follow = try #require(tour.profile.headerView?.subviews.compactMap { $0 as? UIButton }.first)
        #expect(follow.currentTitle == "Follow")
        tour.play(until: 6.6)
        #expect(follow.currentTitle == "Following", "a tap on the header's button is the button's, not the list's")

        tour.play(until: 7.2)
        let stretched = tour.profile.headerPosition
        #expect(stretched.overscroll > 40, "the pull-down went past the top: \(stretched)")
        #expect(
            stretched.frame.minY == 0 && stretched.frame.height == Self.headerHeight + stretched.overscroll,
            "the header grows by the overscroll and stays at the top: \(stretched.frame)")

        tour.play(until: 8.2)
        #expect(
            tour.profile.headerPosition.frame == CGRect(x: 0, y: 0, width: 390, height: Self.headerHeight),
            "sprung back")
    }
}

/// The profile scene played without rendering, exactly as ``TourPlayer`` plays it (30 frames a
/// second: a tick, the events due, a tick), so the controller can be read at any moment.
@MainActor
final class ProfileTour {
    let host = ShowcaseScene.makeHost()
    let script: SceneScript
    let profile: StickyHeaderPagingController
    private let start: TimeInterval
    private var elapsed = -1.0
    private var nextFrame = 0
    private static let fps = 30.0

    init() throws {
        let scene = try #require(allScenes(fps: Self.fps).first { $0.name == "profile" })
        script = scene.build(host)
        host.runUntilIdle()
        start = host.now
        profile = try #require(
            host.window.rootViewController?.children.compactMap { $0 as? StickyHeaderPagingController }.first)
        play(until: 0)
    }

    /// The controller's tab strip (in the header's tab band).
    var tabStrip: TabStrip? { profile.tabStrip }

    /// The shown child's table view.
    var shownList: UITableView? { (profile.selectedViewController as? UITableViewController)?.tableView }

    /// Plays the frames up to `time` seconds into the scene.
    func play(until time: TimeInterval) {
        while Double(nextFrame) / Self.fps <= time + 1e-9 {
            let now = Double(nextFrame) / Self.fps
            host.window.tick(start + now)
            for event in script.events(after: elapsed, until: now) { event() }
            host.window.tick(start + now)
            elapsed = now
            nextFrame += 1
        }
    }
}

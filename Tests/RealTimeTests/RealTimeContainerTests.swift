// Containers and scroll views driven by the main run loop in real time (issue 39): a drawer
// opened with animation, an animated content offset, a non-animated page set.
import XCTest
#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif
import Containment

final class RealTimeContainerTests: XCTestCase {
    static let timeout: TimeInterval = 10

    /// A drawer opened with animation lands open, calls its completion with `true`, and its
    /// drawer gets `viewDidAppear` (README § DrawerController).
    @MainActor func testDrawerOpensWithAnimation() async {
        let menu = AppearanceProbe()
        let drawer = DrawerController(centerViewController: UIViewController(), leftDrawerViewController: menu)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = drawer
        window.makeKeyAndVisible()
        let opened = expectation(description: "the open completed")
        var finished: Bool?
        drawer.openDrawerSide(.left, animated: true) { done in
            finished = done
            opened.fulfill()
        }
        await fulfillment(of: [opened], timeout: Self.timeout)
        XCTAssertEqual(finished, true)
        XCTAssertEqual(drawer.openSide, .left)
        XCTAssertEqual(menu.events, ["viewWillAppear", "viewDidAppear"])
        window.isHidden = true
        window.rootViewController = nil
    }

    /// `setContentOffset(_:animated: true)` moves the content over time and ends with
    /// `scrollViewDidEndScrollingAnimation(_:)` (spec 7.3).
    @MainActor func testAnimatedContentOffsetEndsWithDelegateCall() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        scrollView.contentSize = CGSize(width: 390, height: 5000)
        window.rootViewController?.view.addSubview(scrollView)
        let delegate = ScrollProbe()
        scrollView.delegate = delegate
        let ended = expectation(description: "scrollViewDidEndScrollingAnimation")
        delegate.onEndScrollingAnimation = { ended.fulfill() }
        scrollView.setContentOffset(CGPoint(x: 0, y: 1000), animated: true)
        XCTAssertEqual(scrollView.contentOffset.y, 0, "an animated offset starts where the content is")
        await fulfillment(of: [ended], timeout: Self.timeout)
        XCTAssertEqual(scrollView.contentOffset.y, 1000)
        XCTAssertGreaterThan(delegate.scrolls, 1, "the offset moved frame by frame")
        window.isHidden = true
        window.rootViewController = nil
    }

    /// `setViewControllers(_:direction:animated: false, completion:)` calls its completion with
    /// `true` before it returns (spec 16.2).
    @MainActor func testNonAnimatedPageSetCompletesBeforeReturning() {
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = pages
        window.makeKeyAndVisible()
        let page = UIViewController()
        var completions: [Bool] = []
        pages.setViewControllers([page], direction: .forward, animated: false) { finished in
            completions.append(finished)
            XCTAssertEqual(pages.viewControllers, [page], "viewControllers is set when the completion runs")
        }
        XCTAssertEqual(completions, [true])
        window.isHidden = true
        window.rootViewController = nil
    }
}

/// Counts scrolls and reports the end of a scrolling animation.
final class ScrollProbe: NSObject, UIScrollViewDelegate {
    var scrolls = 0
    var onEndScrollingAnimation: (() -> Void)?

    func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { onEndScrollingAnimation?() }
}

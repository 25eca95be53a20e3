// Completions of non-animated calls, as a test waiting in real time sees them (issue 39, item 3):
// only setViewControllers(animated: false) completes before it returns (spec 16.2); the others
// (transition with duration 0, present without animation, UIView.animate with duration 0, batch
// updates without animation) complete at the end of the run loop's turn, so an XCTest awaits them.
import XCTest
#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

final class NonAnimatedCompletionTests: XCTestCase {
    static let timeout: TimeInterval = 10

    @MainActor private func makeVisibleWindow(root: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = root
        window.makeKeyAndVisible()
        return window
    }

    /// `transition(from:to:duration: 0, …)`: the changes are made at once, the completion runs
    /// after the call, at the end of the turn, with `true` (spec 3.2, UNC: chosen; D10).
    @MainActor func testZeroDurationTransitionCompletesAtTheEndOfTheTurn() async {
        let container = UIViewController()
        let window = makeVisibleWindow(root: container)
        let old = UIViewController(), new = UIViewController()
        for child in [old, new] {
            container.addChild(child)
            child.didMove(toParent: container)
        }
        container.view.addSubview(old.view)
        let completed = expectation(description: "the transition's completion")
        var finished: Bool?
        container.transition(from: old, to: new, duration: 0, options: [], animations: nil) { done in
            finished = done
            completed.fulfill()
        }
        XCTAssertNil(finished, "not before the call returns")
        XCTAssertIdentical(new.view.superview, container.view)
        await fulfillment(of: [completed], timeout: Self.timeout)
        XCTAssertEqual(finished, true)
        XCTAssertNil(old.view.superview)
        window.isHidden = true
    }

    /// `present(_:animated: false, completion:)`: will-callbacks inside the call, the completion
    /// at the end of the turn, after the presented controller's `viewDidAppear` (spec 13.3).
    @MainActor func testNonAnimatedPresentCompletesAfterViewDidAppear() async {
        let root = UIViewController()
        let window = makeVisibleWindow(root: root)
        let presented = AppearanceProbe()
        let completed = expectation(description: "the presentation's completion")
        var eventsAtCompletion: [String]?
        root.present(presented, animated: false) {
            eventsAtCompletion = presented.events
            completed.fulfill()
        }
        XCTAssertNil(eventsAtCompletion, "not before the call returns")
        XCTAssertEqual(presented.events, ["viewWillAppear"])
        await fulfillment(of: [completed], timeout: Self.timeout)
        XCTAssertEqual(eventsAtCompletion, ["viewWillAppear", "viewDidAppear"])
        root.dismiss(animated: false)
        window.isHidden = true
    }

    /// `UIView.animate(withDuration: 0, …)`: no animation; the completion runs at the start of the
    /// next run loop cycle (spec 8, D28).
    @MainActor func testZeroDurationAnimationCompletesOnTheNextCycle() async {
        let window = makeVisibleWindow(root: UIViewController())
        let box = UIView()
        window.addSubview(box)
        let completed = expectation(description: "the completion")
        var finished: Bool?
        UIView.animate(
            withDuration: 0, animations: { box.alpha = 0.5 },
            completion: { done in
                finished = done
                completed.fulfill()
            })
        XCTAssertNil(finished, "not before the call returns")
        XCTAssertEqual(box.alpha, 0.5)
        await fulfillment(of: [completed], timeout: Self.timeout)
        XCTAssertNotNil(finished)
        window.isHidden = true
    }

    /// `performBatchUpdates(_:completion:)` without animation (inside
    /// `UIView.performWithoutAnimation`): the items are in place when the call returns; the
    /// completion runs after it, with the end of the turn (UIKit calls it asynchronously; L2.17).
    @MainActor func testBatchUpdatesWithoutAnimationCompleteAfterTheCall() async {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let items = CountingDataSource()
        collectionView.dataSource = items
        let root = UIViewController()
        let window = makeVisibleWindow(root: root)
        root.view.addSubview(collectionView)
        collectionView.layoutIfNeeded()
        let completed = expectation(description: "the batch's completion")
        var finished: Bool?
        UIView.performWithoutAnimation {
            collectionView.performBatchUpdates(
                {
                    items.count = 4
                    collectionView.insertItems(at: [IndexPath(item: 3, section: 0)])
                },
                completion: { done in
                    finished = done
                    completed.fulfill()
                })
        }
        XCTAssertNil(finished, "not before the call returns")
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 4)
        await fulfillment(of: [completed], timeout: Self.timeout)
        XCTAssertEqual(finished, true)
        window.isHidden = true
    }
}

/// Three items, then as many as `count` says.
final class CountingDataSource: NSObject, UICollectionViewDataSource {
    var count = 3

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

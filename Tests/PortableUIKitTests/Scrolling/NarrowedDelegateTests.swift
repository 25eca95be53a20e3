import ContainmentTestTraits
import ContainmentTesting
import Foundation
import Testing

@testable import PortableUIKit

/// A table and collection delegate that logs scroll-view and list calls.
@MainActor
private final class ListDelegateLog: NSObject, UITableViewDelegate, UICollectionViewDelegate {
    var calls: [String] = []
    func scrollViewDidScroll(_ scrollView: UIScrollView) { calls.append("didScroll \(scrollView.contentOffset.y)") }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 30 }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        calls.append("willDisplay row \(indexPath.row)")
    }
    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) { calls.append("willDisplay item \(indexPath.item)") }
}

/// A plain scroll-view delegate.
@MainActor
private final class ScrollOnlyDelegate: NSObject, UIScrollViewDelegate {
    var scrolls = 0
    func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
}

@Suite(.isolatedRuntime)
@MainActor
struct NarrowedDelegateTests {
    @Test("20.30 a table view's delegate is a UITableViewDelegate and still hears the scroll view's calls")
    func tableDelegate() {
        let log = ListDelegateLog()
        let scene = TableScene(counts: [40]) { table, _ in table.rowHeight = 44 }
        scene.table.delegate = log
        let typed: (any UITableViewDelegate)? = scene.table.delegate
        #expect(typed === log)
        #expect((scene.table as UIScrollView).delegate === log)
        scene.table.layoutIfNeeded()
        // The new delegate's heights (30 pt) are used: 16 rows fill 480 pt.
        #expect(scene.visibleRows == Array(0...15))
        log.calls = []
        scene.scroll(to: 90)
        #expect(log.calls.first == "didScroll 90.0")
        #expect(log.calls.contains("willDisplay row 16"))
    }

    @Test("20.30 a delegate set through UIScrollView's name is the table's delegate")
    func tableDelegateThroughScrollViewName() {
        let log = ListDelegateLog()
        let scene = TableScene(counts: [40])
        let asScrollView: UIScrollView = scene.table
        asScrollView.delegate = log
        #expect(scene.table.delegate === log)
        scene.table.layoutIfNeeded()
        #expect(scene.visibleRows == Array(0...15))
        asScrollView.delegate = nil
        #expect(scene.table.delegate == nil)
    }

    @Test("20.30 a table view whose delegate is a plain scroll-view delegate has no table delegate")
    func tableWithScrollOnlyDelegate() {
        let scrollOnly = ScrollOnlyDelegate()
        let scene = TableScene(counts: [40])
        (scene.table as UIScrollView).delegate = scrollOnly
        #expect(scene.table.delegate == nil)
        scene.scroll(to: 50)
        #expect(scrollOnly.scrolls == 1)
    }

    @Test("20.30 a collection view's delegate is a UICollectionViewDelegate and still hears the scroll view's calls")
    func collectionDelegate() {
        let scene = CollectionScene(
            layout: flowLayout(itemSize: CGSize(width: 320, height: 40), lineSpacing: 0), counts: [50])
        let log = ListDelegateLog()
        scene.collectionView.delegate = log
        let typed: (any UICollectionViewDelegate)? = scene.collectionView.delegate
        #expect(typed === log)
        #expect((scene.collectionView as UIScrollView).delegate === log)
        scene.collectionView.contentOffset = CGPoint(x: 0, y: 40)
        scene.collectionView.layoutIfNeeded()
        #expect(log.calls == ["didScroll 40.0", "willDisplay item 12"])
    }

    @Test("20.30 a plain scroll view's delegate keeps UIScrollViewDelegate's type")
    func plainScrollView() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let delegate = ScrollOnlyDelegate()
        scrollView.delegate = delegate
        scrollView.contentSize = CGSize(width: 100, height: 500)
        scrollView.contentOffset = CGPoint(x: 0, y: 10)
        #expect(scrollView.delegate === delegate)
        #expect(delegate.scrolls == 1)
    }
}

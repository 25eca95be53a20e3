import ContainmentTestTraits
import ContainmentTesting
import Foundation
import Testing

@testable import PortableUIKit

/// Records the prefetch calls of a table or collection view, as rows or items.
@MainActor
final class PrefetchRecorder: NSObject, UITableViewDataSourcePrefetching, UICollectionViewDataSourcePrefetching {
    var calls: [String] = []

    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        note("prefetch", indexPaths)
    }
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        note("cancel", indexPaths)
    }
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        note("prefetch", indexPaths)
    }
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        note("cancel", indexPaths)
    }

    private func note(_ kind: String, _ indexPaths: [IndexPath]) {
        let items = indexPaths.map(\.item)
        calls.append("\(kind) \(items.first ?? -1)...\(items.last ?? -1) (\(items.count))")
    }

    func take() -> [String] {
        defer { calls = [] }
        return calls
    }
}

@Suite(.isolatedRuntime)
@MainActor
struct ListPrefetchingTests {
    /// A table of 100 rows of 44 pt in 480 pt: rows 0–10 show at rest.
    private func tableScene() -> (TableScene, PrefetchRecorder) {
        let recorder = PrefetchRecorder()
        let scene = TableScene(counts: [100]) { table, _ in table.prefetchDataSource = recorder }
        return (scene, recorder)
    }

    @Test("20.35 a table prefetches the rows of the next screen, none of them visible")
    func tablePrefetchesAhead() {
        let (scene, recorder) = tableScene()
        #expect(scene.table.isPrefetchingEnabled)
        #expect(scene.visibleRows == Array(0...10))
        // The screen below the bounds, 480–960: rows 11 (484–528) to 21 (924–968).
        #expect(recorder.take() == ["prefetch 11...21 (11)"])
        #expect(scene.table.prefetchState.announced.isDisjoint(with: scene.table.indexPathsForVisibleRows ?? []))
        scene.scroll(to: 220)
        // Visible 220–700 (rows 5–15); ahead 700–1180 adds rows 22–26; rows 11–15 came on screen.
        #expect(scene.visibleRows == Array(5...15))
        #expect(recorder.take() == ["prefetch 22...26 (5)"])
        #expect(scene.table.prefetchState.announced.isDisjoint(with: scene.table.indexPathsForVisibleRows ?? []))
    }

    @Test("20.36 when the scroll reverses the table cancels the rows it will not show and prefetches above")
    func tableCancelsOnReversal() {
        let (scene, recorder) = tableScene()
        scene.scroll(to: 220)
        _ = recorder.take()
        scene.scroll(to: 100)
        // Visible 100–580 (rows 2–13); ahead is now above: rows 1 and 0, the closest first. Rows
        // 16–26 are cancelled.
        #expect(scene.visibleRows == Array(2...13))
        #expect(recorder.take() == ["cancel 16...26 (11)", "prefetch 1...0 (2)"])
        #expect(scene.table.prefetchState.announced == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
    }

    @Test("20.37 the look-ahead is one screen: scrolling within it prefetches nothing new")
    func tableLookAheadIsOneScreen() {
        let (scene, recorder) = tableScene()
        _ = recorder.take()
        scene.scroll(to: 10)
        // Visible 10–490 (rows 0–11); ahead 490–970: rows 12–22, of which 22 is new.
        #expect(recorder.take() == ["prefetch 22...22 (1)"])
        #expect(scene.table.prefetchState.announced.map(\.row).sorted() == Array(12...22))
    }

    @Test("20.38 with prefetching disabled the prefetch data source hears nothing")
    func tableDisabled() {
        let recorder = PrefetchRecorder()
        let scene = TableScene(counts: [100]) { table, _ in
            table.isPrefetchingEnabled = false
            table.prefetchDataSource = recorder
        }
        scene.scroll(to: 500)
        scene.scroll(to: 100)
        #expect(recorder.calls.isEmpty)
        scene.table.isPrefetchingEnabled = true
        scene.table.layoutIfNeeded()
        // Back on, it has followed no scroll and looks towards the end: 580–1060, rows 14–24.
        #expect(recorder.take() == ["prefetch 14...24 (11)"])
    }

    /// A collection view of 100 full-width items 40 pt high in 480 pt: items 0–11 show at rest.
    private func collectionScene(horizontal: Bool = false) -> (CollectionScene, PrefetchRecorder) {
        let layout =
            horizontal
            ? flowLayout(
                itemSize: CGSize(width: 80, height: 480), lineSpacing: 0, interitemSpacing: 0, direction: .horizontal)
            : flowLayout(itemSize: CGSize(width: 320, height: 40), lineSpacing: 0, interitemSpacing: 0)
        let scene = CollectionScene(layout: layout, counts: [100])
        let recorder = PrefetchRecorder()
        scene.collectionView.prefetchDataSource = recorder
        scene.collectionView.layoutIfNeeded()
        return (scene, recorder)
    }

    @Test("20.35 a collection view prefetches the items of the next screen, none of them visible")
    func collectionPrefetchesAhead() {
        let (scene, recorder) = collectionScene()
        let collectionView = scene.collectionView
        #expect(collectionView.isPrefetchingEnabled)
        #expect(collectionView.indexPathsForVisibleItems.map(\.item) == Array(0...11))
        #expect(recorder.take() == ["prefetch 12...23 (12)"])
        collectionView.contentOffset = CGPoint(x: 0, y: 100)
        collectionView.layoutIfNeeded()
        // Visible 100–580 (items 2–14); ahead 580–1060: items 15–26, of which 24–26 are new.
        #expect(collectionView.indexPathsForVisibleItems.map(\.item) == Array(2...14))
        #expect(recorder.take() == ["prefetch 24...26 (3)"])
        #expect(collectionView.prefetchState.announced.isDisjoint(with: collectionView.indexPathsForVisibleItems))
    }

    @Test("20.36 when the scroll reverses the collection view cancels the items ahead and prefetches behind")
    func collectionCancelsOnReversal() {
        let (scene, recorder) = collectionScene()
        let collectionView = scene.collectionView
        collectionView.contentOffset = CGPoint(x: 0, y: 400)
        collectionView.layoutIfNeeded()
        _ = recorder.take()
        collectionView.contentOffset = CGPoint(x: 0, y: 380)
        collectionView.layoutIfNeeded()
        // Visible 380–860 (items 9–21); ahead above, -100–380: items 0–8; 22–32 are cancelled.
        #expect(recorder.take() == ["cancel 22...33 (12)", "prefetch 8...0 (9)"])
    }

    @Test("20.35 a horizontal collection view prefetches to its right")
    func horizontalCollection() {
        let (scene, recorder) = collectionScene(horizontal: true)
        #expect(scene.collectionView.indexPathsForVisibleItems.map(\.item) == Array(0...3))
        #expect(recorder.take() == ["prefetch 4...7 (4)"])
    }

    @Test("20.38 a collection view with prefetching disabled tells its prefetch data source nothing")
    func collectionDisabled() {
        let (scene, recorder) = collectionScene()
        _ = recorder.take()
        scene.collectionView.isPrefetchingEnabled = false
        scene.collectionView.contentOffset = CGPoint(x: 0, y: 300)
        scene.collectionView.layoutIfNeeded()
        #expect(recorder.calls.isEmpty)
    }
}

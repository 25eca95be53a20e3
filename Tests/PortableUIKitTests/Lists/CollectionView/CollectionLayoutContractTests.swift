import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

/// A custom layout: one column of 100-pt squares, logging the contract calls.
@MainActor
private class ColumnLayout: UICollectionViewLayout {
    var prepareCount = 0
    var queriedRects: [CGRect] = []
    var boundsChanges: [CGRect] = []
    var invalidatesOnBoundsChange = true
    private var count = 0

    override func prepare() {
        prepareCount += 1
        count = collectionView?.numberOfItems(inSection: 0) ?? 0
    }
    override var collectionViewContentSize: CGSize { CGSize(width: 100, height: CGFloat(count) * 100) }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        queriedRects.append(rect)
        let first = max(0, Int(rect.minY / 100))
        let last = min(count - 1, Int(rect.maxY / 100))
        guard first <= last else { return [] }
        return (first...last).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
    }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(x: 0, y: CGFloat(indexPath.item) * 100, width: 100, height: 100)
        return attributes
    }
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        boundsChanges.append(newBounds)
        return invalidatesOnBoundsChange
    }
}

/// The column layout, snapping drags to whole items.
@MainActor
private final class SnappingColumnLayout: ColumnLayout {
    var velocities: [CGPoint] = []
    override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        velocities.append(velocity)
        return CGPoint(x: proposedContentOffset.x, y: (proposedContentOffset.y / 100).rounded() * 100)
    }
}

@MainActor
@Suite("Collection view layout contract with a custom layout (L2)", .isolatedRuntime)
struct CollectionLayoutContractTests {
    @Test("L2.1 prepare runs once per invalidation, before the attributes of the visible rect are queried")
    func prepareThenQuery() {
        let layout = ColumnLayout()
        let scene = CollectionScene(layout: layout, counts: [50])
        #expect(layout.prepareCount == 1)
        #expect(layout.queriedRects.count == 1)
        #expect(layout.queriedRects.first?.contains(scene.collectionView.bounds) == true)
        #expect(scene.collectionView.indexPathsForVisibleItems.map(\.item) == Array(0...4))
        #expect(scene.collectionView.contentSize == CGSize(width: 100, height: 5_000))
        layout.invalidateLayout()
        scene.collectionView.layoutIfNeeded()
        #expect(layout.prepareCount == 2)
    }

    @Test("L2.2 a bounds change asks shouldInvalidateLayout(forBoundsChange:) with the new bounds; true re-prepares")
    func boundsChange() {
        let layout = ColumnLayout()
        let scene = CollectionScene(layout: layout, counts: [50])
        scene.collectionView.contentOffset = CGPoint(x: 0, y: 250)
        scene.collectionView.layoutIfNeeded()
        #expect(layout.boundsChanges.last == CGRect(x: 0, y: 250, width: 320, height: 480))
        #expect(layout.prepareCount == 2)
        #expect(scene.collectionView.indexPathsForVisibleItems.map(\.item) == Array(2...7))
        layout.invalidatesOnBoundsChange = false
        scene.collectionView.contentOffset = CGPoint(x: 0, y: 260)
        scene.collectionView.layoutIfNeeded()
        #expect(layout.prepareCount == 2, "no invalidation: no prepare")
    }

    @Test("L2.1 layoutAttributesClass names the class of the attributes copy() returns")
    func attributesCopy() {
        let attributes = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: IndexPath(item: 0, section: 2))
        attributes.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        attributes.zIndex = 7
        let copy = attributes.copy() as? UICollectionViewLayoutAttributes
        #expect(copy !== attributes)
        #expect(copy?.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(copy?.representedElementCategory == .supplementaryView)
        #expect(copy?.representedElementKind == UICollectionView.elementKindSectionHeader)
        #expect(copy?.zIndex == 7)
        #expect(copy == attributes)
        copy?.alpha = 0.5
        #expect(attributes.alpha == 1, "copies are independent")
    }

    @Test(
        "L2.23 a drag's release asks the layout's targetContentOffset(forProposedContentOffset:withScrollingVelocity:) and lands there"
    )
    func snapsThroughLayout() {
        let layout = SnappingColumnLayout()
        let scene = CollectionScene(layout: layout, counts: [200])
        _ = scene.host.flick(from: CGPoint(x: 50, y: 400), velocity: CGVector(dx: 0, dy: -1_000))
        scene.host.runUntilIdle()
        #expect(layout.velocities.count == 1)
        #expect((layout.velocities.first?.y ?? 0) > 0, "points per millisecond, positive as the offset grows")
        #expect(scene.collectionView.contentOffset.y > 0)
        #expect(scene.collectionView.contentOffset.y.truncatingRemainder(dividingBy: 100) == 0)
    }
}

import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTestTraits

/// A layout written for a right-to-left language that asks to be flipped.
@MainActor
private final class RightToLeftLayout: UICollectionViewLayout {
    override var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .rightToLeft }
    override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
}

@MainActor
@Suite("Collection layout direction (20.23-20.26)", .isolatedRuntime)
struct CollectionLayoutDirectionTests {
    private let zero = IndexPath(item: 0, section: 0)

    @Test("20.23 a layout is developed left to right and does not flip by default; subclasses override both")
    func defaults() {
        #expect(UICollectionViewLayout().developmentLayoutDirection == .leftToRight)
        #expect(!UICollectionViewLayout().flipsHorizontallyInOppositeLayoutDirection)
        #expect(UICollectionViewFlowLayout().developmentLayoutDirection == .leftToRight)
        #expect(!UICollectionViewFlowLayout().flipsHorizontallyInOppositeLayoutDirection)
        let layout: UICollectionViewLayout = RightToLeftLayout()
        #expect(layout.developmentLayoutDirection == .rightToLeft)
        #expect(layout.flipsHorizontallyInOppositeLayoutDirection)
    }

    @Test("20.24 a flipping layout in a right-to-left view shows item 0 at the right end, mirrored in the content")
    func flippedRow() {
        let scene = DirectedRowScene(layout: RowLayout(flips: true), attribute: .forceRightToLeft)
        let view = scene.collectionView
        #expect(view.contentSize == CGSize(width: 800, height: 50))
        // 20.25: the layout's start (its right end once mirrored) shows first.
        #expect(view.contentOffset == CGPoint(x: 480, y: 0))
        #expect(scene.shownX(ofItem: 0) == 720)
        #expect(scene.shownX(ofItem: 1) == 640)
        #expect(scene.shownX(ofItem: 3) == 480)
        #expect(scene.shownX(ofItem: 4) == nil)
        #expect(view.indexPathsForVisibleItems.map(\.item) == [0, 1, 2, 3])
        // The layout was asked for the visible window mirrored back into its own coordinates.
        #expect(scene.layout.queriedRects.last == CGRect(x: -160, y: -240, width: 640, height: 960))
        // The collection view answers in shown coordinates, the layout in its own.
        #expect(view.layoutAttributesForItem(at: zero)?.frame == CGRect(x: 720, y: 0, width: 80, height: 40))
        #expect(scene.layout.layoutAttributesForItem(at: zero)?.frame == CGRect(x: 0, y: 0, width: 80, height: 40))
        #expect(
            view.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: zero)?
                .frame == CGRect(x: 760, y: 40, width: 40, height: 10))
    }

    @Test("20.24 supplementary and decoration views are mirrored like cells")
    func flippedSupplementaryAndDecoration() {
        let scene = DirectedRowScene(layout: RowLayout(flips: true), attribute: .forceRightToLeft)
        let view = scene.collectionView
        let header = view.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: zero)
        #expect(header?.frame == CGRect(x: 760, y: 40, width: 40, height: 10))
        let indicator = view.visibleDecoration(ofKind: MenuLayout.indicatorKind)
        #expect(indicator?.frame == CGRect(x: 720, y: 36, width: 80, height: 4))
        // A decoration view sees its mirrored attributes in apply(_:).
        #expect((indicator as? IndicatorView)?.applied.last?.frame.minX == 720)
        // The layout's own attributes are not touched.
        #expect(
            scene.layout.layoutAttributesForDecorationView(ofKind: MenuLayout.indicatorKind, at: zero)?.frame.minX == 0)
    }

    @Test("20.24 hit-testing finds the item under a point of the mirrored content")
    func flippedHitTesting() {
        let scene = DirectedRowScene(layout: RowLayout(flips: true), attribute: .forceRightToLeft)
        let view = scene.collectionView
        #expect(view.indexPathForItem(at: CGPoint(x: 790, y: 20))?.item == 0)
        #expect(view.indexPathForItem(at: CGPoint(x: 700, y: 20))?.item == 1)
        #expect(view.indexPathForItem(at: CGPoint(x: 10, y: 20))?.item == 9)
        #expect(view.indexPathForItem(at: CGPoint(x: 790, y: 45)) == nil)
    }

    @Test("20.26 scrollToItem scrolls to the mirrored frame; left and right are the screen's sides")
    func flippedScrollToItem() {
        let scene = DirectedRowScene(layout: RowLayout(flips: true), attribute: .forceRightToLeft)
        let view = scene.collectionView
        let five = IndexPath(item: 5, section: 0)
        // Item 5 is at 400...480 in the layout, 320...400 as shown.
        view.scrollToItem(at: five, at: .left, animated: false)
        #expect(view.contentOffset.x == 320)
        view.scrollToItem(at: five, at: .right, animated: false)
        #expect(view.contentOffset.x == 80)
        view.scrollToItem(at: IndexPath(item: 9, section: 0), at: [], animated: false)
        #expect(view.contentOffset.x == 0)
        scene.host.runUntilIdle()
        #expect(scene.shownX(ofItem: 9) == 0)
        #expect(scene.shownX(ofItem: 0) == nil)
    }

    @Test("20.24 a layout that does not flip, or is developed right to left, is laid out as written")
    func unflipped() {
        for layout in [RowLayout(flips: false), RowLayout(flips: true, development: .rightToLeft)] {
            let scene = DirectedRowScene(layout: layout, attribute: .forceRightToLeft)
            #expect(scene.collectionView.contentOffset == .zero)
            #expect(scene.shownX(ofItem: 0) == 0)
            #expect(scene.shownX(ofItem: 3) == 240)
            #expect(scene.collectionView.layoutAttributesForItem(at: zero)?.frame.minX == 0)
            #expect(scene.layout.queriedRects.last == CGRect(x: -160, y: -240, width: 640, height: 960))
        }
        // A right-to-left layout in a left-to-right view is the one that flips.
        let scene = DirectedRowScene(layout: RowLayout(flips: true, development: .rightToLeft), attribute: .unspecified)
        #expect(scene.shownX(ofItem: 0) == 720)
    }

    @Test("20.25 a change of direction lays the flipping layout out again, keeping the content shown")
    func directionChange() {
        let scene = DirectedRowScene(layout: RowLayout(flips: true), attribute: .unspecified)
        let view = scene.collectionView
        #expect(view.contentOffset.x == 0)
        #expect(scene.shownX(ofItem: 0) == 0)
        view.semanticContentAttribute = .forceRightToLeft
        scene.host.runUntilIdle()
        #expect(view.contentOffset.x == 480)
        #expect(scene.shownX(ofItem: 0) == 720)
        #expect(view.visibleDecoration(ofKind: MenuLayout.indicatorKind)?.frame.minX == 720)
        view.semanticContentAttribute = .forceLeftToRight
        scene.host.runUntilIdle()
        #expect(view.contentOffset.x == 0)
        #expect(scene.shownX(ofItem: 0) == 0)
        // The window's direction reaches a view whose attribute is unspecified.
        view.semanticContentAttribute = .unspecified
        scene.host.window.hostLayoutDirection = .rightToLeft
        scene.host.runUntilIdle()
        #expect(scene.shownX(ofItem: 0) == 720)
        #expect(view.indexPathForItem(at: CGPoint(x: 790, y: 20))?.item == 0)
    }

    @Test("20.25 content that grows while mirrored keeps the layout's start in view")
    func growthWhileMirrored() {
        let scene = DirectedRowScene(layout: RowLayout(flips: true), attribute: .forceRightToLeft)
        let view = scene.collectionView
        scene.source.counts = [12]
        view.reloadData()
        scene.host.runUntilIdle()
        #expect(view.contentSize.width == 960)
        #expect(view.contentOffset.x == 640)
        #expect(scene.shownX(ofItem: 0) == 880)
    }

    @Test("20.24 an animated insert while mirrored moves the kept cells to their mirrored frames")
    func insertWhileMirrored() {
        let scene = DirectedRowScene(layout: RowLayout(flips: true), attribute: .forceRightToLeft)
        let view = scene.collectionView
        scene.source.counts = [11]
        view.performBatchUpdates { view.insertItems(at: [IndexPath(item: 10, section: 0)]) }
        scene.host.runUntilIdle()
        #expect(view.contentSize.width == 880)
        #expect(view.contentOffset.x == 560)
        #expect(scene.shownX(ofItem: 0) == 800)
        #expect(scene.shownX(ofItem: 3) == 560)
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 10, section: 0))?.frame.minX == 0)
    }
}

import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

@MainActor
@Suite("Collection view decoration views (20.10–20.13)", .isolatedRuntime)
struct CollectionDecorationViewTests {
    private let indicator = MenuLayout.indicatorKind

    @Test(
        "20.10 a decoration kind the layout registered shows as an instance of its class, at its frame, through apply(_:)"
    )
    func decorationShows() {
        let created = IndicatorView.created
        let layout = MenuLayout()
        let scene = CollectionScene(layout: layout, counts: [20])
        let view = scene.collectionView.visibleDecoration(ofKind: indicator) as? IndicatorView
        #expect(view != nil)
        #expect(view?.superview === scene.collectionView)
        #expect(view?.frame == CGRect(x: 0, y: 36, width: 80, height: 4))
        #expect(view?.applied.last?.representedElementCategory == .decorationView)
        #expect(view?.applied.last?.representedElementKind == indicator)
        #expect(view?.reuseIdentifier == indicator)
        #expect(IndicatorView.created == created + 1)
        #expect(scene.collectionView.visibleCells.count == 4, "decoration views are not cells")
    }

    @Test("20.12 a menu's indicator moves under the selected item: the same view, not a new one")
    func indicatorFollowsSelection() throws {
        let created = IndicatorView.created
        let layout = MenuLayout()
        let scene = CollectionScene(layout: layout, counts: [20])
        let first = try #require(scene.collectionView.visibleDecoration(ofKind: indicator) as? IndicatorView)
        scene.collectionView.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        let context = UICollectionViewLayoutInvalidationContext()
        context.invalidateDecorationElements(ofKind: indicator, at: [IndexPath(item: 0, section: 0)])
        layout.invalidateLayout(with: context)
        scene.collectionView.layoutIfNeeded()
        let moved = scene.collectionView.visibleDecoration(ofKind: indicator)
        #expect(moved === first)
        #expect(first.frame == CGRect(x: 240, y: 36, width: 80, height: 4))
        #expect(first.frame.minX == scene.collectionView.cellForItem(at: IndexPath(item: 3, section: 0))?.frame.minX)
        #expect(IndicatorView.created == created + 1)
        #expect(first.reuseCount == 0, "it never left the screen")
        #expect(first.applied.count >= 2)
    }

    @Test("20.12 a decoration view that leaves the screen waits in the pool and comes back for its kind")
    func decorationReuse() throws {
        let created = IndicatorView.created
        let layout = MenuLayout()
        let scene = CollectionScene(layout: layout, counts: [20])
        let first = try #require(scene.collectionView.visibleDecoration(ofKind: indicator) as? IndicatorView)
        scene.collectionView.contentOffset = CGPoint(x: 800, y: 0)
        scene.collectionView.layoutIfNeeded()
        #expect(scene.collectionView.visibleDecoration(ofKind: indicator) == nil)
        #expect(first.superview == nil)
        scene.collectionView.selectItem(at: IndexPath(item: 12, section: 0), animated: false, scrollPosition: [])
        layout.invalidateLayout()
        scene.collectionView.layoutIfNeeded()
        let back = scene.collectionView.visibleDecoration(ofKind: indicator)
        #expect(back === first)
        #expect(first.reuseCount == 1, "prepareForReuse() before it shows again")
        #expect(first.frame == CGRect(x: 960, y: 36, width: 80, height: 4))
        #expect(IndicatorView.created == created + 1)
    }

    @Test("20.11 attributes of an unregistered decoration kind are reported once by name and show nothing")
    func unregisteredKind() {
        let layout = MenuLayout()
        layout.decorationKind = "unregistered"
        let (scene, diagnostics) = PortableUIKitDiagnostics.collecting {
            let scene = CollectionScene(layout: layout, counts: [20])
            layout.invalidateLayout()
            scene.collectionView.layoutIfNeeded()
            return scene
        }
        let reports = diagnostics.filter { $0.rule == .invalidListUse && $0.message.contains("\"unregistered\"") }
        #expect(reports.count == 1)
        #expect(reports.first?.specItem == "20.11")
        #expect(scene.collectionView.visibleDecoration(ofKind: "unregistered") == nil)
        #expect(scene.collectionView.visibleCells.count == 4, "the cells still show")
    }

    @Test("20.10 a class that is not a UICollectionReusableView subclass is refused; nil removes the registration")
    func registrationChecks() {
        let layout = MenuLayout()
        let (_, diagnostics) = PortableUIKitDiagnostics.collecting {
            layout.register(UIView.self, forDecorationViewOfKind: "indicator")
        }
        #expect(diagnostics.map(\.rule) == [.invalidListUse])
        #expect(layout.decorationClasses["indicator"] == IndicatorView.self, "the registration is unchanged")
        layout.register(nil, forDecorationViewOfKind: "indicator")
        #expect(layout.decorationClasses["indicator"] == nil)
    }

    @Test(
        "20.13 in a batch update a decoration view that stays is kept and one that goes ends at the layout's final attributes"
    )
    func decorationsInBatchUpdates() throws {
        let layout = MenuLayout()
        let scene = CollectionScene(layout: layout, counts: [20])
        let view = try #require(scene.collectionView.visibleDecoration(ofKind: indicator) as? IndicatorView)
        scene.source.counts = [21]
        scene.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        #expect(scene.collectionView.visibleDecoration(ofKind: indicator) === view, "kept, not re-created")
        #expect(layout.disappearing.isEmpty)
        #expect(layout.contexts.last?.invalidateDataSourceCounts == true)
        #expect(layout.contexts.last?.invalidateEverything == false)
        scene.host.advance(by: 0.35)
        layout.decorationKind = "other"
        layout.register(IndicatorView.self, forDecorationViewOfKind: "other")
        scene.source.counts = [20]
        scene.collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
        #expect(layout.disappearing == [indicator])
        #expect(layout.appearing == ["other"])
        scene.host.advance(by: 0.35)
        #expect(view.superview == nil, "retired after the animation")
        #expect(scene.collectionView.visibleDecoration(ofKind: "other") != nil)
    }
}

import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// Spec 24.5 and 24.6: display modes, split behaviors and column frames.
@MainActor
@Suite("§24.5 §24.6 split view controller display modes and widths", .isolatedRuntime)
struct SplitViewLayoutTests {
    @Test("24.5 preferredDisplayMode and preferredSplitBehavior are automatic by default; widths automaticDimension")
    func defaults() {
        let split = UISplitViewController(style: .doubleColumn)
        #expect(split.preferredDisplayMode == .automatic)
        #expect(split.preferredSplitBehavior == .automatic)
        #expect(split.primaryEdge == .leading)
        #expect(split.preferredPrimaryColumnWidthFraction == UISplitViewController.automaticDimension)
        #expect(split.preferredPrimaryColumnWidth == UISplitViewController.automaticDimension)
        #expect(split.minimumPrimaryColumnWidth == UISplitViewController.automaticDimension)
        #expect(split.maximumSupplementaryColumnWidth == UISplitViewController.automaticDimension)
        #expect(split.presentsWithGesture)
        #expect(!split.showsSecondaryOnlyButton)
    }

    @Test("24.5 automatic tiles in a landscape view: the primary beside the secondary, 320 pt wide")
    func automaticLandscape() {
        let scene = SplitViewScene()
        #expect(scene.split.splitBehavior == .tile)
        #expect(scene.split.displayMode == .oneBesideSecondary)
        #expect(scene.navigation("P").view.frame == CGRect(x: 0, y: 0, width: 320, height: 834))
        #expect(scene.navigation("S").view.frame == CGRect(x: 320, y: 0, width: 874, height: 834))
        #expect(scene.split.primaryColumnWidth == 320)
        #expect(scene.onScreen == ["P", "Pnav", "S", "Snav"])
    }

    @Test("24.5 automatic overlays in a portrait view: only the secondary shows, the primary has disappeared")
    func automaticPortrait() {
        let scene = SplitViewScene(size: CGSize(width: 834, height: 1194))
        #expect(scene.split.splitBehavior == .overlay)
        #expect(scene.split.displayMode == .secondaryOnly)
        #expect(scene.onScreen == ["S", "Snav"])
        #expect(scene.navigation("P").parent === scene.split, "a hidden column stays a child")
        #expect(scene.navigation("S").view.frame == CGRect(x: 0, y: 0, width: 834, height: 1194))
        #expect(scene.violations.isEmpty)
    }

    @Test("24.5 triple column tiles all three columns in twoBesideSecondary")
    func tripleTiles() {
        let scene = SplitViewScene(style: .tripleColumn)
        #expect(scene.split.displayMode == .twoBesideSecondary)
        #expect(scene.navigation("P").view.frame == CGRect(x: 0, y: 0, width: 320, height: 834))
        #expect(scene.navigation("U").view.frame == CGRect(x: 320, y: 0, width: 320, height: 834))
        #expect(scene.navigation("S").view.frame == CGRect(x: 640, y: 0, width: 554, height: 834))
        #expect(scene.split.supplementaryColumnWidth == 320)
    }

    @Test("24.5 each display mode shows its columns: one beside is the supplementary in a triple column")
    func visibleColumns() {
        typealias Layout = SplitViewColumnLayout
        #expect(Layout.visibleColumns(.secondaryOnly, style: .doubleColumn) == [.secondary])
        #expect(Layout.visibleColumns(.oneBesideSecondary, style: .doubleColumn) == [.secondary, .primary])
        #expect(Layout.visibleColumns(.oneBesideSecondary, style: .tripleColumn) == [.secondary, .supplementary])
        #expect(Layout.visibleColumns(.oneOverSecondary, style: .tripleColumn) == [.secondary, .supplementary])
        #expect(
            Layout.visibleColumns(.twoOverSecondary, style: .tripleColumn) == [.secondary, .supplementary, .primary])
        #expect(!Layout.isValid(.twoBesideSecondary, for: .doubleColumn))
        #expect(Layout.isValid(.twoDisplaceSecondary, for: .tripleColumn))
    }

    @Test("24.5 a two-column display mode on a double-column split view controller is refused")
    func twoColumnModeOnDouble() {
        let split = UISplitViewController(style: .doubleColumn)
        split.preferredDisplayMode = .oneOverSecondary
        expectDiagnostic(.invalidSplitViewControllerUse) { split.preferredDisplayMode = .twoBesideSecondary }
        #expect(split.preferredDisplayMode == .oneOverSecondary)
    }

    @Test("24.5 oneOverSecondary: the primary lies over a secondary that fills the view")
    func overlay() {
        let scene = SplitViewScene { $0.preferredDisplayMode = .oneOverSecondary }
        #expect(scene.split.displayMode == .oneOverSecondary)
        #expect(scene.navigation("S").view.frame == CGRect(x: 0, y: 0, width: 1194, height: 834))
        #expect(scene.navigation("P").view.frame == CGRect(x: 0, y: 0, width: 320, height: 834))
        let subviews = scene.split.view.subviews
        #expect(
            subviews.firstIndex { $0 === scene.navigation("P").view }! > subviews.firstIndex {
                $0 === scene.navigation("S").view
            }!)
    }

    @Test("24.6 a width in points wins over the fraction, clamped to the minimum and maximum")
    func widths() {
        typealias Preference = SplitViewColumnLayout.WidthPreference
        #expect(Preference().width(in: 1000) == 320)
        #expect(Preference(fraction: 0.4).width(in: 1000) == 400)
        #expect(Preference(fraction: 0.4, points: 250).width(in: 1000) == 250)
        #expect(Preference(points: 250, minimum: 300).width(in: 1000) == 300)
        #expect(Preference(fraction: 0.9, maximum: 500).width(in: 1000) == 500)
        #expect(Preference(points: 5000).width(in: 1000) == 1000)
        #expect(Preference(points: .nan).width(in: 1000) == 320, "a width that is no number is automatic")
    }

    @Test("24.6 the primary on the trailing edge: the columns are mirrored")
    func trailingEdge() {
        let scene = SplitViewScene {
            $0.primaryEdge = .trailing
            $0.preferredPrimaryColumnWidth = 300
        }
        #expect(scene.navigation("P").view.frame == CGRect(x: 894, y: 0, width: 300, height: 834))
        #expect(scene.navigation("S").view.frame == CGRect(x: 0, y: 0, width: 894, height: 834))
    }
}

import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// Detents on a presented sheet: resting positions, programmatic and user changes, dimming per
/// `largestUndimmedDetentIdentifier`, custom detents and their hostile values.
@MainActor
@Suite("13.1 sheet detents", .isolatedRuntime)
struct SheetDetentTests {
    @Test("13.1 a sheet rests at its smallest detent until one is selected; .medium is half the container tall")
    func restsAtSmallest() {
        let scene = SheetScene()
        scene.present { $0.detents = [.medium(), .large()] }
        #expect(scene.cardFrame == CGRect(x: 0, y: 422, width: 390, height: 422))
        #expect(scene.presenter.view.transform == .identity, "no card stack below .large")
        scene.sheet?.selectedDetentIdentifier = .large
        #expect(scene.cardFrame == CGRect(x: 0, y: 57, width: 390, height: 787))
        #expect(scene.trace.lines.isEmpty, "no delegate call for a programmatic change")
    }

    @Test("13.1 animateChanges(_:) moves the card with an animation")
    func animateChanges() throws {
        let scene = SheetScene()
        scene.present { $0.detents = [.medium(), .large()] }
        let sheet = try #require(scene.sheet)
        sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
        #expect(scene.cardFrame.minY == 57, "the model value is the target at once")
        scene.host.advance(by: 0.05)
        let top = scene.card?.layer.presentation()?.frame.minY ?? .nan
        #expect(top > 57 && top < 422, "mid-animation: \(top)")
        scene.host.runUntilIdle()
        #expect(scene.card?.layer.presentation()?.frame.minY == 57)
    }

    @Test("13.1 dragging a .medium sheet up rests it at .large and tells the sheet delegate once")
    func dragUpToLarge() {
        let scene = SheetScene()
        scene.present { $0.detents = [.medium(), .large()] }
        scene.drag(fromY: 500, by: -300, duration: 0.6)
        #expect(scene.trace.lines == ["delegate.didChangeSelectedDetent(com.apple.UIKit.large)"])
        #expect(scene.sheet?.selectedDetentIdentifier == .large)
        #expect(scene.cardFrame.minY == 57)
        #expect(scene.presenter.view.transform != .identity, "the presenter stacks at .large")
    }

    @Test("13.1 a small drag springs back to the same detent without a delegate call")
    func smallDragSpringsBack() {
        let scene = SheetScene()
        scene.present { $0.detents = [.medium(), .large()] }
        scene.drag(fromY: 500, by: -40, duration: 1)
        #expect(scene.trace.lines.isEmpty)
        #expect(scene.sheet?.selectedDetentIdentifier == nil)
        #expect(scene.cardFrame.minY == 422)
    }

    @Test("13.1 largestUndimmedDetentIdentifier: no dimming at .medium, dimmed at .large")
    func undimmed() {
        let scene = SheetScene()
        scene.present { sheet in
            sheet.detents = [.medium(), .large()]
            sheet.largestUndimmedDetentIdentifier = .medium
        }
        #expect(scene.dimming?.alpha == 0)
        scene.sheet?.selectedDetentIdentifier = .large
        #expect(abs((scene.dimming?.alpha ?? 0) - 0.4) < 1e-6)
    }

    @Test(
        "13.1 a custom detent rests at its resolved height within the safe area; the context's maximum is .large's value"
    )
    func customDetent() {
        let scene = SheetScene()
        var seenMaximum: CGFloat = 0
        scene.present { sheet in
            sheet.detents = [
                .custom(identifier: .init("small")) { context in
                    seenMaximum = context.maximumDetentValue
                    return 200
                }, .large(),
            ]
        }
        #expect(seenMaximum == 753)
        #expect(scene.cardFrame == CGRect(x: 0, y: 844 - 34 - 200, width: 390, height: 234))
    }

    @Test("13.1 resolvedValue(in:) gives the system detents' values and a custom resolver's answer")
    func resolvedValues() {
        let layout = SheetLayout(
            containerBounds: CGRect(x: 0, y: 0, width: 390, height: 844),
            safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let context = SheetDetentResolutionContext(
            layout: layout, containerTraitCollection: UITraitCollection(verticalSizeClass: .regular))
        typealias Detent = UISheetPresentationController.Detent
        #expect(Detent.large().resolvedValue(in: context) == 753)
        #expect(Detent.medium().resolvedValue(in: context) == 388)
        #expect(Detent.custom { _ in 123 }.resolvedValue(in: context) == 123)
        #expect(Detent.custom { _ in nil }.resolvedValue(in: context) == nil)
        let compact = SheetDetentResolutionContext(
            layout: layout, containerTraitCollection: UITraitCollection(verticalSizeClass: .compact))
        #expect(Detent.medium().resolvedValue(in: compact) == nil, "medium is inactive in compact height")
        #expect(
            Detent.custom { _ in 1 }.identifier != Detent.custom { _ in 1 }.identifier, "generated identifiers differ")
    }

    @Test("13.1 .medium is inactive in compact height: a landscape phone's [.medium, .large] sheet rests at .large")
    func mediumInactiveInCompactHeight() {
        let host = HeadlessHost(size: CGSize(width: 844, height: 390), rootViewController: UIViewController())
        host.runUntilIdle()
        let presented = UIViewController()
        presented.modalPresentationStyle = .pageSheet
        presented.sheetPresentationController?.detents = [.medium(), .large()]
        host.window.rootViewController?.present(presented, animated: false)
        host.runUntilIdle()
        #expect(presented.view.superview?.frame == CGRect(x: 0, y: 10, width: 844, height: 380))
    }

    @Test(
        "13.1 a form sheet in a regular-width, regular-height container is a centred 540 × 620 card that ignores detents"
    )
    func formSheetCentred() {
        let host = HeadlessHost(size: CGSize(width: 1024, height: 768), rootViewController: UIViewController())
        host.runUntilIdle()
        let presented = UIViewController()
        presented.modalPresentationStyle = .formSheet
        presented.sheetPresentationController?.detents = [.medium(), .large()]
        host.window.rootViewController?.present(presented, animated: false)
        host.runUntilIdle()
        #expect(presented.view.superview?.frame == CGRect(x: 242, y: 74, width: 540, height: 620))
        #expect(host.window.rootViewController?.view.transform == .identity, "no card stack for a centred sheet")
    }

    @Test(
        "13.1 misconfiguration is reported: empty detents fall back to [.large()], an unknown selection rests at the smallest detent, NaN detents are inactive, bad radii are refused"
    )
    func misconfiguration() throws {
        let scene = SheetScene()
        scene.present { $0.detents = [.medium(), .large()] }
        let sheet = try #require(scene.sheet)
        expectDiagnostic(.invalidSheetConfiguration) { sheet.selectedDetentIdentifier = .init("nowhere") }
        #expect(scene.cardFrame.minY == 422)
        expectDiagnostic(.invalidSheetConfiguration) { sheet.detents = [.custom { _ in .nan }, .large()] }
        #expect(scene.cardFrame.minY == 57, "the NaN detent is inactive; .large is the only one left")
        expectDiagnostic(.invalidSheetConfiguration) { sheet.detents = [] }
        #expect(sheet.detents.map(\.identifier) == [.large])
        sheet.preferredCornerRadius = 20
        expectDiagnostic(.invalidSheetConfiguration) { sheet.preferredCornerRadius = -1 }
        #expect(sheet.preferredCornerRadius == 20)
        #expect(scene.card?.layer.cornerRadius == 20)
        sheet.preferredCornerRadius = 1e9
        #expect(scene.card?.layer.cornerRadius == 195, "drawn as at most half the card's width")
    }
}

import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// Sheets presented through the engine: the sheet presentation controller, the presenter's
/// callbacks (13.2) and the default look (issue 19: card with rounded top corners, dimmed
/// background, the stacked presenter).
@MainActor
@Suite("13.1 13.2 sheet presentation", .isolatedRuntime)
struct SheetPresentationTests {
    @Test(
        "13.1 sheetPresentationController is a UISheetPresentationController for page, form and automatic sheets, nil otherwise"
    )
    func sheetControllerPerStyle() {
        for style in [UIModalPresentationStyle.pageSheet, .formSheet, .automatic] {
            let controller = UIViewController()
            controller.modalPresentationStyle = style
            #expect(controller.sheetPresentationController != nil, "\(style)")
            #expect(controller.sheetPresentationController === controller.presentationController)
        }
        for style in [
            UIModalPresentationStyle.fullScreen, .overFullScreen, .currentContext, .overCurrentContext, .custom,
        ] {
            let controller = UIViewController()
            controller.modalPresentationStyle = style
            #expect(controller.sheetPresentationController == nil, "\(style)")
        }
    }

    @Test("13.1 a new sheet's defaults are UIKit's")
    func defaults() throws {
        let controller = UIViewController()
        controller.modalPresentationStyle = .pageSheet
        let sheet = try #require(controller.sheetPresentationController)
        #expect(sheet.detents.map(\.identifier) == [.large])
        #expect(sheet.selectedDetentIdentifier == nil)
        #expect(sheet.largestUndimmedDetentIdentifier == nil)
        #expect(sheet.prefersGrabberVisible == false)
        #expect(sheet.preferredCornerRadius == nil)
        #expect(sheet.prefersScrollingExpandsWhenScrolledToEdge == true)
        #expect(sheet.prefersEdgeAttachedInCompactHeight == false)
        #expect(sheet.widthFollowsPreferredContentSizeWhenEdgeAttached == false)
        #expect(sheet.prefersPageSizing == true)
        #expect(sheet.sourceView == nil)
        #expect(UISheetPresentationController.Detent.Identifier.large.rawValue == "com.apple.UIKit.large")
        #expect(UISheetPresentationController.Detent.Identifier.medium.rawValue == "com.apple.UIKit.medium")
        #expect(UISheetPresentationController.Detent.Identifier("x") == .init(rawValue: "x"))
    }

    @Test("13.2 a page sheet sends the presenter no callbacks; P appears as 13.3 orders it")
    func presenterUntouched() {
        let scene = SheetScene()
        scene.trace.reset()
        scene.presenter.present(scene.presented, animated: true)
        scene.host.runUntilIdle()
        #expect(
            scene.trace.lines == [
                "P.viewDidLoad",
                "P.viewWillAppear(true) beingPresented",
                "P.viewIsAppearing(true) beingPresented",
                "P.viewDidAppear(true) beingPresented",
            ])
        #expect(scene.presenter.view.window != nil, "R's view stays in the window")
        #expect(scene.violations.isEmpty)
    }

    @Test(
        "issue 19 sheet look at .large: a card 10 pt under the safe-area top, top corners rounded 10 pt, black dimming at 0.4, the presenter stacked"
    )
    func lookAtLarge() throws {
        let scene = SheetScene()
        scene.present()
        let card = try #require(scene.card)
        #expect(card.frame == CGRect(x: 0, y: 57, width: 390, height: 787))
        #expect(scene.presented.view.frame == card.bounds)
        #expect(card.layer.cornerRadius == 10)
        #expect(card.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(card.layer.masksToBounds)
        let dimming = try #require(scene.dimming)
        #expect(abs(dimming.alpha - 0.4) < 1e-6)
        #expect(dimming.backgroundColor == .black)
        #expect(dimming.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        let transform = scene.presenter.view.transform
        #expect(abs(transform.a - 358.0 / 390.0) < 1e-9)
        #expect(scene.presenter.view.layer.cornerRadius == 10)
        #expect(
            scene.presenter.view.frame.minY.distance(to: 47) < 1e-9
                && scene.presenter.view.frame.minY.distance(to: 47) > -1e-9)
    }

    @Test("issue 19 the grabber is a 36 × 5 pt capsule 5 pt below the card's top, shown only when preferred")
    func grabber() throws {
        let scene = SheetScene()
        scene.present()
        let card = try #require(scene.card as? SheetCardView)
        #expect(card.grabber.isHidden, "hidden by default")
        scene.sheet?.prefersGrabberVisible = true
        #expect(!card.grabber.isHidden)
        #expect(card.grabber.frame == CGRect(x: 177, y: 5, width: 36, height: 5))
        #expect(card.grabber.layer.cornerRadius == 2.5)
        #expect(card.subviews.last === card.grabber, "above the content")
    }

    @Test(
        "issue 19 a dismissed sheet leaves no dimming and an untouched presenter; no adaptive delegate call for a programmatic dismiss (13.12)"
    )
    func dismissRestores() {
        let scene = SheetScene()
        scene.present { $0.detents = [.medium(), .large()] }
        scene.presenter.dismiss(animated: true)
        scene.host.runUntilIdle()
        #expect(
            scene.trace.lines == [
                "P.viewWillDisappear(true) beingDismissed",
                "P.viewDidDisappear(true) beingDismissed",
            ])
        #expect(scene.presenter.view.transform == .identity)
        #expect(scene.presenter.view.layer.cornerRadius == 0)
        #expect(scene.dimming?.superview == nil)
        #expect(scene.presenter.presentedViewController == nil)
        #expect(scene.violations.isEmpty)
    }
}

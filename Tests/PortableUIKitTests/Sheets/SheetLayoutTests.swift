import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTestTraits

/// The sheet's pure geometry (issue 19's sheet rendering; spec 13.1's compact-width choice; 13.12's
/// user dismissal decision), on a 390 × 844 phone with safe-area insets 47 top and 34 bottom.
@MainActor
@Suite("13.1 sheet layout engine", .isolatedRuntime)
struct SheetLayoutTests {
    let phone = SheetLayout(
        containerBounds: CGRect(x: 0, y: 0, width: 390, height: 844),
        safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))

    @Test("13.1 .large is the container minus safe-area top, a 10 pt gap and the bottom inset")
    func largeValue() {
        #expect(phone.maximumDetentValue == CGFloat(844 - 47 - 10 - 34))
        let frame = phone.frame(forValue: phone.maximumDetentValue, smallestValue: phone.maximumDetentValue)
        #expect(frame == CGRect(x: 0, y: 57, width: 390, height: 787))
    }

    @Test("13.1 .medium is a card half the container tall (documented choice)")
    func mediumValue() {
        #expect(phone.mediumDetentValue == CGFloat(422 - 34))
        let frame = phone.frame(forValue: phone.mediumDetentValue, smallestValue: phone.mediumDetentValue)
        #expect(frame == CGRect(x: 0, y: 422, width: 390, height: 422))
    }

    @Test("13.1 custom detent values are clamped to 0 … maximum; nil and NaN are inactive")
    func customValues() {
        #expect(phone.clampedDetentValue(200) == 200)
        #expect(phone.clampedDetentValue(5000) == phone.maximumDetentValue)
        #expect(phone.clampedDetentValue(.infinity) == phone.maximumDetentValue)
        #expect(phone.clampedDetentValue(-3) == 0)
        #expect(phone.clampedDetentValue(-.infinity) == 0)
        #expect(phone.clampedDetentValue(nil) == nil)
        #expect(phone.clampedDetentValue(.nan) == nil)
    }

    @Test("13.12 below the smallest detent the card keeps its height and slides down")
    func slidesBelowSmallest() {
        let frame = phone.frame(forValue: 100, smallestValue: 300)
        #expect(frame == CGRect(x: 0, y: 844 - 34 - 100, width: 390, height: 334))
        #expect(phone.dismissalTravel(smallestValue: 300) == 334)
        #expect(phone.dismissalFraction(forValue: 300 - 167, smallestValue: 300) == 0.5)
        #expect(phone.dismissalFraction(forValue: 400, smallestValue: 300) == 0)
        #expect(phone.dismissalFraction(forValue: -1000, smallestValue: 300) == 1)
        #expect(phone.dismissalFraction(forValue: .nan, smallestValue: 300) == 0)
    }

    @Test("13.1 a regular-width form sheet is a centred 540 × 620 card, shrunk to the safe area")
    func centredCard() {
        let pad = SheetLayout(
            containerBounds: CGRect(x: 0, y: 0, width: 1024, height: 768),
            safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), attachment: .centred)
        #expect(pad.maximumDetentValue == 620)
        #expect(pad.frame(forValue: 620, smallestValue: 620) == CGRect(x: 242, y: 74, width: 540, height: 620))
        #expect(pad.frame(forValue: 520, smallestValue: 620).minY == 174)
        let small = SheetLayout(
            containerBounds: CGRect(x: 0, y: 0, width: 500, height: 600),
            safeAreaInsets: UIEdgeInsets(), attachment: .centred)
        #expect(small.centredCardSize == CGSize(width: 500, height: 600))
    }

    @Test("7.4 dragging above the largest detent rubber-bands with the scroll view's band")
    func rubberBandAbove() {
        let values: [CGFloat] = [388, 753]
        let band = RubberBand(dimension: 844)
        #expect(phone.displayedValue(forRaw: 500, detentValues: values, dismissable: true) == 500)
        #expect(
            phone.displayedValue(forRaw: 853, detentValues: values, dismissable: true) == 753
                + band.displayedOvershoot(forRaw: 100))
        #expect(phone.displayedValue(forRaw: 853, detentValues: values, dismissable: true) < 853)
    }

    @Test("13.12 a sheet that may not be dismissed rubber-bands below its smallest detent")
    func rubberBandBelowWhenModal() {
        let values: [CGFloat] = [388, 753]
        let shown = phone.displayedValue(forRaw: 188, detentValues: values, dismissable: false)
        #expect(shown == 388 - RubberBand(dimension: 844).displayedOvershoot(forRaw: 200))
        #expect(shown > 188 && shown < 388)
        #expect(phone.displayedValue(forRaw: 188, detentValues: values, dismissable: true) == 188)
        #expect(phone.displayedValue(forRaw: .nan, detentValues: values, dismissable: true) == 388)
        #expect(phone.displayedValue(forRaw: 10, detentValues: [], dismissable: true) == 0)
    }

    @Test("7.2 a release rests on the detent nearest the projection with deceleration 0.998")
    func releaseProjection() {
        let values: [CGFloat] = [388, 753]
        #expect(phone.releaseTarget(fromValue: 600, velocity: 0, detentValues: values, dismissable: true) == .detent(1))
        #expect(phone.releaseTarget(fromValue: 540, velocity: 0, detentValues: values, dismissable: true) == .detent(0))
        // Upward 500 pt/s projects 500/k ≈ 249.8 pt higher: 540 → ≈ 790, nearest .large.
        let k = -1000 * Foundation.log(0.998)
        #expect(abs(500 / k - 249.75) < 0.01)
        #expect(
            phone.releaseTarget(fromValue: 540, velocity: -500, detentValues: values, dismissable: true) == .detent(1))
        // Downward 500 pt/s from 600: ≈ 350, nearest .medium.
        #expect(
            phone.releaseTarget(fromValue: 600, velocity: 500, detentValues: values, dismissable: true) == .detent(0))
    }

    @Test("13.12 a release dismisses past half the smallest detent or on a hard flick down, only when dismissable")
    func releaseDismissal() {
        let values: [CGFloat] = [388, 753]
        #expect(phone.releaseTarget(fromValue: 200, velocity: 0, detentValues: values, dismissable: true) == .detent(0))
        #expect(phone.releaseTarget(fromValue: 190, velocity: 0, detentValues: values, dismissable: true) == .dismiss)
        #expect(
            phone.releaseTarget(fromValue: 350, velocity: 1000, detentValues: values, dismissable: true) == .dismiss)
        #expect(
            phone.releaseTarget(fromValue: 350, velocity: 1000, detentValues: values, dismissable: false) == .detent(0))
        #expect(
            phone.releaseTarget(fromValue: 10, velocity: .nan, detentValues: values, dismissable: false) == .detent(0))
        #expect(phone.releaseTarget(fromValue: 10, velocity: 0, detentValues: [], dismissable: false) == nil)
    }

    @Test("13.1 every detent dims at 0.4 unless a largest undimmed detent is set")
    func dimmingDefault() {
        let values: [CGFloat] = [388, 753]
        #expect(phone.dimmingAlpha(forValue: 388, detentValues: values, largestUndimmedValue: nil) == 0.4)
        #expect(phone.dimmingAlpha(forValue: 753, detentValues: values, largestUndimmedValue: nil) == 0.4)
        #expect(phone.dimmingAlpha(forValue: 194, detentValues: values, largestUndimmedValue: nil) == 0.2)
        #expect(phone.dimmingAlpha(forValue: .nan, detentValues: values, largestUndimmedValue: nil) == 0)
    }

    @Test("13.1 largestUndimmedDetentIdentifier: undimmed up to it, fading to 0.4 at the next detent")
    func dimmingUndimmed() {
        let values: [CGFloat] = [388, 753]
        #expect(phone.dimmingAlpha(forValue: 388, detentValues: values, largestUndimmedValue: 388) == 0)
        #expect(phone.dimmingAlpha(forValue: 753, detentValues: values, largestUndimmedValue: 388) == 0.4)
        let halfway = phone.dimmingAlpha(forValue: (388 + 753) / 2, detentValues: values, largestUndimmedValue: 388)
        #expect(abs(halfway - 0.2) < 1e-12)
        #expect(phone.dimmingAlpha(forValue: 753, detentValues: values, largestUndimmedValue: 753) == 0)
        #expect(phone.dimmingAlpha(forValue: 100, detentValues: values, largestUndimmedValue: 388) == 0)
    }

    @Test("13.2 at .large a full-screen presenter is scaled to (w − 32)/w, moved to the safe-area top, rounded 10 pt")
    func cardStack() {
        let values: [CGFloat] = [388, 753]
        let full = phone.cardStack(forValue: 753, detentValues: values)
        let scale: CGFloat = 358.0 / 390.0
        #expect(full.progress == 1)
        #expect(full.cornerRadius == 10)
        #expect(abs(full.transform.a - scale) < 1e-12 && abs(full.transform.d - scale) < 1e-12)
        let top = 844 / 2 - 844 * full.transform.d / 2 + full.transform.ty
        #expect(abs(top - 47) < 1e-9)
        #expect(phone.cardStack(forValue: 388, detentValues: values).transform == .identity)
        #expect(phone.cardStack(forValue: (388 + 753) / 2, detentValues: values).progress == 0.5)
        #expect(phone.cardStack(forValue: 900, detentValues: values).progress == 1)
        #expect(phone.cardStack(forValue: 388, detentValues: [388]).progress == 0)
        #expect(phone.cardStack(forValue: 376.5, detentValues: [753]).progress == 0.5)
    }

    @Test("13.1 non-finite containers and insets are sanitised, never trapped on")
    func sanitising() {
        let bad = SheetLayout(
            containerBounds: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10),
            safeAreaInsets: UIEdgeInsets(top: .infinity, left: -4, bottom: .nan, right: 0))
        #expect(bad.containerBounds == .zero)
        #expect(bad.safeAreaInsets == UIEdgeInsets())
        #expect(bad.maximumDetentValue == 0)
        #expect(bad.mediumDetentValue == 0)
        #expect(bad.frame(forValue: .infinity, smallestValue: .nan).isNull == false)
        #expect(bad.cardStack(forValue: 0, detentValues: [0]).transform == .identity)
    }
}

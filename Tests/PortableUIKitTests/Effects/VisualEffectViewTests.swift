import Foundation
import Testing
@_spi(Testing) @_spi(Rendering) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// `UIVisualEffectView`: its effect, its content view, the refusal of direct subviews and the
/// effect's fade inside an animation block.
@MainActor
@Suite("UIVisualEffectView", .isolatedRuntime)
struct VisualEffectViewTests {
    @Test("23.3 init(effect:) keeps the effect, nil included; effect is settable")
    func effectProperty() {
        let blur = UIBlurEffect(style: .light)
        let view = UIVisualEffectView(effect: blur)
        #expect(view.effect === blur)
        #expect(view.backdropView.alpha == 1 && view.backdropView.shownEffect === blur)
        view.effect = nil
        #expect(view.effect == nil && view.backdropView.alpha == 0)
        #expect(view.backdropView.shownEffect === blur, "the last effect is kept for a fade-out")
        let empty = UIVisualEffectView(effect: nil)
        #expect(empty.effect == nil && empty.backdropView.alpha == 0 && empty.backdropView.shownEffect == nil)
        let vibrancy = UIVibrancyEffect(blurEffect: blur)
        empty.effect = vibrancy
        #expect(empty.effect === vibrancy && empty.backdropView.alpha == 1)
    }

    @Test("23.3 the content view fills the bounds, in front of the backdrop, and follows a resize")
    func contentViewFillsBounds() {
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        #expect(view.subviews.count == 2 && view.subviews.last === view.contentView)
        #expect(view.subviews.first === view.backdropView && !view.backdropView.isUserInteractionEnabled)
        view.frame = CGRect(x: 10, y: 20, width: 200, height: 80)
        #expect(view.contentView.frame == CGRect(x: 0, y: 0, width: 200, height: 80))
        #expect(view.backdropView.frame == CGRect(x: 0, y: 0, width: 200, height: 80))
        view.bounds.size = CGSize(width: 120, height: 300)
        #expect(view.contentView.frame.size == CGSize(width: 120, height: 300))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
        view.contentView.addSubview(label)
        #expect(label.superview === view.contentView)
    }

    @Test("23.4 a subview added to the effect view itself is refused with a diagnostic, by every insertion")
    func directSubviewsRefused() {
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        let child = UIView()
        expectDiagnostic(.invalidVisualEffectUse) { view.addSubview(child) }
        expectDiagnostic(.invalidVisualEffectUse) { view.insertSubview(child, at: 0) }
        expectDiagnostic(.invalidVisualEffectUse) { view.insertSubview(child, aboveSubview: view.contentView) }
        expectDiagnostic(.invalidVisualEffectUse) { view.insertSubview(child, belowSubview: view.contentView) }
        #expect(child.superview == nil && view.subviews.count == 2)
        let holder = UIView()
        holder.addSubview(child)
        expectDiagnostic(.invalidVisualEffectUse) { view.addSubview(child) }
        #expect(child.superview === holder, "a refused view stays where it was")
        view.bringSubviewToFront(view.backdropView)
        #expect(view.subviews.count == 2, "reordering the effect view's own parts is allowed")
    }

    @Test("23.5 effect set to nil inside an animation block fades the backdrop on the animation clock")
    func effectFadesOut() {
        let host = HeadlessHost()
        let blur = UIBlurEffect(style: .systemMaterial)
        let view = UIVisualEffectView(effect: blur)
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        host.window.addSubview(view)
        host.runUntilIdle()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { view.effect = nil }
        #expect(view.effect == nil, "the model changes at once")
        host.advance(by: 0.25)
        let presented = view.backdropView.layer.presentation()?.opacity ?? -1
        #expect(abs(presented - 0.75) < 1e-3)
        #expect(view.backdropView.shownEffect === blur)
        host.advance(by: 1)
        #expect(view.backdropView.layer.presentation()?.opacity ?? view.backdropView.layer.opacity == 0)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { view.effect = blur }
        host.advance(by: 0.5)
        #expect(abs((view.backdropView.layer.presentation()?.opacity ?? -1) - 0.5) < 1e-3, "fades back in")
        host.runUntilIdle()
    }

    @Test("23.6 an alpha below 1 is kept on the effect view; its parts keep theirs")
    func alphaKept() {
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        view.alpha = 0.4
        #expect(abs(view.alpha - 0.4) < 1e-6)
        #expect(view.backdropView.alpha == 1 && view.contentView.alpha == 1)
    }

    @Test("23.5 a paused property animator that sets the effect scrubs the blur's strength (fractionComplete)")
    func propertyAnimatorScrubsTheEffect() {
        let host = HeadlessHost()
        let view = UIVisualEffectView(effect: nil)
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        host.window.addSubview(view)
        host.runUntilIdle()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            view.effect = UIBlurEffect(style: .dark)
        }
        animator.fractionComplete = 0.3
        #expect(view.effect is UIBlurEffect, "the model value is the animation's target")
        #expect(abs((view.backdropView.layer.presentation()?.opacity ?? -1) - 0.3) < 1e-3)
        host.advance(by: 1)
        #expect(
            abs((view.backdropView.layer.presentation()?.opacity ?? -1) - 0.3) < 1e-3, "paused: time does not move it")
        animator.stopAnimation(true)
    }
}

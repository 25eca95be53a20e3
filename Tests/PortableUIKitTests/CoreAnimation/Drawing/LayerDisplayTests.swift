import Foundation
import Testing
@_spi(Rendering) @_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// A layer subclass that draws with draw(in:).
final class CircleLayer: CALayer {
    var draws = 0
    override func draw(in ctx: CGContext) {
        draws += 1
        ctx.setFillColor(gray: 0, alpha: 1)
        ctx.fillEllipse(in: bounds)
    }
}

/// A delegate that draws with draw(_:in:).
final class DrawingDelegate: CALayerDelegate {
    var drawn: [CGRect] = []
    var willDraw = 0
    func draw(_ layer: CALayer, in ctx: CGContext) {
        drawn.append(ctx.boundingBoxOfClipPath)
        ctx.fill(layer.bounds)
    }
    func layerWillDraw(_ layer: CALayer) { willDraw += 1 }
}

/// A delegate that displays by setting contents itself.
final class DisplayingDelegate: CALayerDelegate {
    var displayed = 0
    func display(_ layer: CALayer) {
        displayed += 1
        layer.contents = "set by the delegate"
    }
}

/// CALayer's display (spec 18.15): display(), draw(in:), the delegate's display(_:) and
/// draw(_:in:), setNeedsDisplay / needsDisplay / displayIfNeeded, needsDisplayOnBoundsChange.
@MainActor
@Suite("CALayer display", .isolatedRuntime)
struct LayerDisplayTests {
    @Test("18.15 a layer needs no display until marked; displayIfNeeded displays once and clears the mark")
    func displayIfNeeded() {
        let layer = CircleLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        #expect(!layer.needsDisplay())
        layer.displayIfNeeded()
        #expect(layer.draws == 0 && layer.contents == nil)
        layer.setNeedsDisplay()
        #expect(layer.needsDisplay())
        layer.displayIfNeeded()
        layer.displayIfNeeded()
        #expect(layer.draws == 1 && !layer.needsDisplay())
        let store = layer.contents as? LayerBackingStore
        #expect(store?.bounds == layer.bounds)
        #expect(store?.displayList.commands.count == 1)
    }

    @Test(
        "18.15 the delegate's draw(_:in:) draws the backing store, after layerWillDraw; a plain layer with no delegate gets no contents"
    )
    func delegateDraws() {
        let delegate = DrawingDelegate()
        let layer = CALayer()
        layer.bounds = CGRect(x: 5, y: 5, width: 10, height: 10)
        layer.delegate = delegate
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        #expect(delegate.willDraw == 1)
        #expect(delegate.drawn == [CGRect(x: 5, y: 5, width: 10, height: 10)], "the context covers the bounds")
        #expect((layer.contents as? LayerBackingStore)?.displayList.isEmpty == false)
        let plain = CALayer()
        plain.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        plain.setNeedsDisplay()
        plain.displayIfNeeded()
        #expect(plain.contents == nil)
    }

    @Test("18.15 a delegate's display(_:) replaces drawing: no backing store is made")
    func delegateDisplays() {
        let delegate = DisplayingDelegate()
        let layer = CircleLayer()
        layer.delegate = delegate
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        #expect(delegate.displayed == 1 && layer.draws == 0)
        #expect(layer.contents as? String == "set by the delegate")
    }

    @Test(
        "18.15 sublayers in a window display at the window's display pass; needsDisplayOnBoundsChange redraws on bounds change"
    )
    func passAndBoundsChange() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100))
        let layer = CircleLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        layer.setNeedsDisplay()
        host.window.layer.addSublayer(layer)
        #expect(layer.draws == 0)
        host.runTurn()
        #expect(layer.draws == 1)
        layer.bounds = CGRect(x: 0, y: 0, width: 30, height: 30)
        host.runTurn()
        #expect(layer.draws == 1, "needsDisplayOnBoundsChange is false by default")
        layer.needsDisplayOnBoundsChange = true
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        #expect(layer.needsDisplay())
        host.runTurn()
        #expect(layer.draws == 2)
    }

    @Test("18.15 a window that closes before its display pass lets its marked layers go, with their animations")
    func closedWindowFreesMarkedLayers() {
        weak var marked: CALayer?
        do {
            let host = HeadlessHost(size: CGSize(width: 100, height: 100))
            let layer = CircleLayer()
            layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
            host.window.layer.addSublayer(layer)
            layer.setNeedsDisplay()
            let slide = CABasicAnimation(keyPath: "position.x")
            slide.fromValue = 0.0
            slide.toValue = 50.0
            slide.duration = 1
            layer.add(slide, forKey: "slide")
            marked = layer
            #expect(host.window.hasPendingWork, "the display pass waits for the window's turn")
        }
        #expect(marked == nil, "no process-wide list keeps a closed window's layers")
        #expect(ProcessWideState.pendingWork.isEmpty, "an animation of a freed layer is not pending work")
    }

    @Test(
        "18.15 a marked layer that moves to another window displays there, even when the first window never runs its pass"
    )
    func markedLayerMovesWindows() {
        let second = HeadlessHost(size: CGSize(width: 100, height: 100))
        let layer = CircleLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        do {
            let first = HeadlessHost(size: CGSize(width: 100, height: 100))
            first.window.layer.addSublayer(layer)
            layer.setNeedsDisplay()
            second.window.layer.addSublayer(layer)
        }
        #expect(layer.draws == 0 && layer.needsDisplay())
        second.runTurn()
        #expect(layer.draws == 1 && !layer.needsDisplay())
        layer.removeFromSuperlayer()
        layer.setNeedsDisplay()
        second.runTurn()
        #expect(layer.draws == 1, "a layer outside any window waits, marked")
        second.window.layer.addSublayer(layer)
        second.runTurn()
        #expect(layer.draws == 2, "and displays when it enters one")
    }

    @Test("18.15 setNeedsDisplay(_:) with a NaN rectangle is refused (invalidDrawingUse) and marks nothing")
    func nanRect() {
        let layer = CircleLayer()
        expectDiagnostic(.invalidDrawingUse) {
            layer.setNeedsDisplay(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1))
        }
        #expect(!layer.needsDisplay())
    }
}

import Foundation
import Testing
@_spi(Rendering) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// A view that records each draw(_:) call: its rect, whether a context was current, and the
/// context's CTM.
final class RecordingDrawView: UIView {
    var rects: [CGRect] = []
    var contextWasCurrent: [Bool] = []
    var ctms: [CGAffineTransform] = []
    var drawAction: ((RecordingDrawView) -> Void)?

    override func draw(_ rect: CGRect) {
        rects.append(rect)
        let context = UIGraphicsGetCurrentContext()
        contextWasCurrent.append(context != nil)
        if let context { ctms.append(context.ctm) }
        UIColor.red.setFill()
        UIBezierPath(ovalIn: bounds.insetBy(dx: 10, dy: 10)).fill()
        drawAction?(self)
    }
}

/// UIView.draw(_:) and the display pass (spec 18.15).
@MainActor
@Suite("UIView drawing", .isolatedRuntime)
struct ViewDrawingTests {
    func scene(_ view: UIView) -> HeadlessHost {
        let host = HeadlessHost(size: CGSize(width: 300, height: 300))
        host.window.addSubview(view)
        return host
    }

    func backingStore(_ view: UIView) -> LayerBackingStore? { view.layer.contents as? LayerBackingStore }

    @Test(
        "18.15 draw(_:) is called at the first display in a window with rect = the whole bounds and a current context")
    func firstDisplay() {
        let view = RecordingDrawView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        view.layer.contentsScale = 2
        let host = scene(view)
        #expect(view.rects.isEmpty, "never synchronously: not when added to the window")
        host.runTurn()
        #expect(view.rects == [CGRect(x: 0, y: 0, width: 100, height: 60)])
        #expect(view.contextWasCurrent == [true])
        #expect(view.ctms == [CGAffineTransform(a: 2, b: 0, c: 0, d: -2, tx: 0, ty: 120)])
        #expect(UIGraphicsGetCurrentContext() == nil, "outside drawing there is no current context")
        guard let store = backingStore(view) else { Issue.record("no backing store"); return }
        #expect(store.bounds == view.bounds)
        guard
            case .fill(_, .winding, let paint) = store.displayList.commands.first(where: {
                if case .fill = $0 { return true } else { return false }
            })
        else { Issue.record("no fill in \(store.displayList.commands)"); return }
        #expect(paint.color == UIColor.red.cgColor)
    }

    @Test("18.15 setNeedsDisplay never draws synchronously: draw(_:) runs once at the next display pass, after layout")
    func nextCycle() {
        var order: [String] = []
        final class Parent: UIView {
            var onLayout: (() -> Void)?
            override func layoutSubviews() { super.layoutSubviews(); onLayout?() }
        }
        let parent = Parent(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = RecordingDrawView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        parent.addSubview(view)
        let host = scene(parent)
        host.runTurn()
        #expect(view.rects.count == 1)
        parent.onLayout = { order.append("layout") }
        view.drawAction = { _ in order.append("draw") }
        view.setNeedsDisplay()
        view.setNeedsDisplay()
        parent.setNeedsLayout()
        #expect(view.rects.count == 1)
        #expect(view.layer.needsDisplay())
        host.runTurn()
        #expect(view.rects.count == 2, "two marks, one draw")
        #expect(order == ["layout", "draw"], "the display pass comes after the layout pass (17.15)")
        #expect(!view.layer.needsDisplay())
        host.runTurn()
        #expect(view.rects.count == 2, "nothing marked: no draw")
    }

    @Test("18.15 setNeedsDisplay(_:) passes the marked area (the union of marks, within the bounds) as rect")
    func partialRect() {
        let view = RecordingDrawView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let host = scene(view)
        host.runTurn()
        view.setNeedsDisplay(CGRect(x: 10, y: 10, width: 10, height: 10))
        view.setNeedsDisplay(CGRect(x: 90, y: 30, width: 30, height: 10))
        host.runTurn()
        #expect(view.rects.last == CGRect(x: 10, y: 10, width: 90, height: 30))
        // The old drawing is kept outside the area: the new list replays the old one first.
        guard let commands = backingStore(view)?.displayList.commands else { Issue.record("no store"); return }
        #expect(commands.first == .save)
        #expect(commands.contains(.clear(path: CGPath.rectElements(CGRect(x: 10, y: 10, width: 90, height: 30)))))
        view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 1, height: 1))
        view.setNeedsDisplay()
        host.runTurn()
        #expect(view.rects.last == view.bounds, "a whole-view mark wins")
    }

    @Test("18.15 a view that does not override draw(_:) gets no backing store; its class is not probed again")
    func plainViewHasNoContents() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let host = scene(view)
        host.runTurn()
        #expect(view.layer.contents == nil)
        let second = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        host.window.addSubview(second)
        #expect(!second.layer.needsDisplay(), "UIView is known not to draw")
        // Positive control: a drawing class is marked when it enters the window.
        let drawing = RecordingDrawView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        host.window.addSubview(drawing)
        #expect(drawing.layer.needsDisplay())
    }

    @Test(
        "18.15 a geometry change does not redraw (the content stretches); contentMode .redraw redraws on bounds change")
    func redrawOnBoundsChange() {
        let view = RecordingDrawView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let host = scene(view)
        host.runTurn()
        view.frame = CGRect(x: 0, y: 0, width: 150, height: 80)
        host.runTurn()
        #expect(view.rects.count == 1)
        #expect(
            backingStore(view)?.bounds.size == CGSize(width: 100, height: 100), "old content, stretched by the renderer"
        )
        view.contentMode = .redraw
        #expect(view.layer.needsDisplayOnBoundsChange)
        view.frame = CGRect(x: 0, y: 0, width: 120, height: 90)
        host.runTurn()
        #expect(view.rects.last == CGRect(x: 0, y: 0, width: 120, height: 90))
        #expect(backingStore(view)?.bounds.size == CGSize(width: 120, height: 90))
    }

    @Test("18.15 a draw(_:) that marks itself again draws once per pass, not in a loop")
    func selfInvalidating() {
        let view = RecordingDrawView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        view.drawAction = { $0.setNeedsDisplay() }
        let host = scene(view)
        host.runTurn()
        #expect(view.rects.count == 1)
        host.runTurn()
        #expect(view.rects.count == 2)
        #expect(view.layer.needsDisplay())
    }

    @Test("18.15 a view outside any window is not drawn; it draws when it enters one")
    func outsideWindow() {
        let view = RecordingDrawView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        let host = HeadlessHost(size: CGSize(width: 100, height: 100))
        view.setNeedsDisplay()
        host.runTurn()
        #expect(view.rects.isEmpty)
        host.window.addSubview(view)
        host.runTurn()
        #expect(view.rects.count == 1)
    }

    @Test("18.15 calling the default draw(_:) directly is reported (invalidDrawingUse)")
    func directCall() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        expectDiagnostic(.invalidDrawingUse) { view.draw(view.bounds) }
    }
}

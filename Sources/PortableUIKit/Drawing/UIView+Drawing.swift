#if !canImport(UIKit)
import Foundation

/// How a view draws (spec 18.15): its layer's display calls the view (the layer's delegate),
/// which pushes the layer's context as UIKit's current context and calls `draw(_:)` with the
/// area to redraw.
///
/// Whether a class overrides `draw(_:)` is learnt without the Objective-C runtime: the default
/// implementation marks that it ran. A view of a class not yet known is displayed when it first
/// enters a window; a class whose default ran is remembered as not drawing, its views get no
/// backing store (`layer.contents` stays nil) and are never probed again.
extension UIView {
    /// Classes known to override `draw(_:)` (true) or not (false).
    private static var drawsByClass: [ObjectIdentifier: Bool] = [:]

    /// Forgets which classes draw, so that every class is probed again on its first display
    /// (``ProcessWideState/reset()``: a test's display callbacks must not depend on which tests
    /// ran before it).
    static func forgetWhichClassesDraw() { drawsByClass = [:] }

    /// The default `draw(_:)`: marks that it ran; called outside a display pass, reports
    /// `invalidDrawingUse` (UIKit: "you should never call this method directly").
    func defaultDrawDidRun() {
        drawDefaultRan = true
        guard isDrawingForDisplay else {
            PortableUIKitDiagnostics.report(
                .invalidDrawingUse,
                "draw(_:) of \(type(of: self)) was called directly; UIKit calls it during the display pass",
                fix: "call setNeedsDisplay() and let the display pass draw", spec: "18.15")
            return
        }
    }

    /// The view's part of its layer's display: pushes `context` and calls `draw(_:)`.
    func drawForLayerDisplay(in context: CGContext) {
        let rect = layer.displayState.drawingRect.isNull ? bounds : layer.displayState.drawingRect
        drawDefaultRan = false
        isDrawingForDisplay = true
        let recordedBefore = context.displayList.commands.count
        UIGraphicsContextStack.push(context)
        draw(rect)
        UIGraphicsContextStack.popBalanced(to: context, after: "draw(_:) of \(type(of: self))")
        isDrawingForDisplay = false
        // An override that calls super still draws: the class draws when the default did not
        // run, or when something was recorded.
        let drew = !drawDefaultRan || context.displayList.commands.count > recordedBefore
        Self.drawsByClass[ObjectIdentifier(type(of: self))] = drew
        if !drew { layer.displayState.delegateDeclinedDraw = true }
    }

    /// On entering a window: the first display of a view whose class draws (or is not known
    /// yet), and the display of a layer marked while outside any window.
    func scheduleFirstDisplayIfNeeded() {
        guard window != nil else { return }
        if !layer.displayState.hasDisplayed, Self.drawsByClass[ObjectIdentifier(type(of: self))] != false {
            layer.setNeedsDisplay()
        } else {
            LayerDisplayQueue.requeueIfMarked(layer)
        }
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// How a layer displays (the implementations behind `display()`, `draw(in:)` and
/// `setNeedsDisplay`, spec 18.15).
extension CALayer {
    func markNeedsDisplay(in rect: CGRect?) {
        if let rect {
            guard DrawingGeometry.finite(rect) else {
                PortableUIKitDiagnostics.report(
                    .invalidDrawingUse,
                    "setNeedsDisplay(_:) was given a rectangle with NaN or infinite values; nothing was marked",
                    fix: "pass a finite rectangle (or call setNeedsDisplay() for the whole layer)", spec: "18.15")
                return
            }
            if !displayState.needsDisplay || !displayState.dirtyRect.isNull {
                displayState.dirtyRect = displayState.needsDisplay ? displayState.dirtyRect.union(rect) : rect
            }
        } else {
            displayState.dirtyRect = .null
        }
        displayState.needsDisplay = true
        LayerDisplayQueue.enqueue(self)
    }

    /// Clears the mark and displays: what the display pass and `displayIfNeeded()` do.
    func runDisplay() {
        let dirty = displayState.dirtyRect
        displayState.needsDisplay = false
        displayState.dirtyRect = .null
        let whole = bounds
        displayState.drawingRect = !displayState.hasDisplayed || dirty.isNull ? whole : dirty.intersection(whole)
        displayState.hasDisplayed = true
        display()
        displayState.drawingRect = .null
    }

    /// `display()`'s default: the delegate's `display(_:)`, else a backing store drawn by
    /// `draw(in:)`. A partial redraw (a `setNeedsDisplay(_:)` rectangle inside unchanged bounds)
    /// keeps the old drawing outside the rectangle and clears and redraws inside it, clipped.
    func displayWithBackingStore() {
        displayState.delegateDeclinedDisplay = false
        if let delegate {
            delegate.display(self)
            guard displayState.delegateDeclinedDisplay else { return }
        }
        let area = displayState.drawingRect.isNull ? bounds : displayState.drawingRect
        let previous = contents as? LayerBackingStore
        let partial = previous != nil && previous?.bounds == bounds && area != bounds
        let context = CGContext(bounds: bounds, scale: contentsScale)
        if partial {
            context.clip(to: area)
            context.clear(area)
        }
        delegate?.layerWillDraw(self)
        displayState.baseDrawRan = false
        displayState.delegateDeclinedDraw = false
        draw(in: context)
        context.restoreAllStates()
        let nothingDrew = displayState.baseDrawRan && (delegate == nil || displayState.delegateDeclinedDraw)
        if nothingDrew && !partial {
            contents = nil
            return
        }
        var list = DrawingDisplayList()
        if partial, let previous {
            list.commands =
                [.save] + previous.displayList.commands + [.restore, .save] + context.displayList.commands + [.restore]
        } else {
            list = context.displayList
        }
        contents = LayerBackingStore(displayList: list, bounds: bounds)
    }

    /// `draw(in:)`'s default: the delegate's `draw(_:in:)`.
    func drawThroughDelegate(in context: CGContext) {
        displayState.baseDrawRan = true
        if let delegate {
            delegate.draw(self, in: context)
        } else {
            displayState.delegateDeclinedDraw = true
        }
    }

    /// The window whose layer tree holds this layer, if any.
    var enclosingWindowForDisplay: UIWindow? {
        var layer: CALayer = self
        while let parent = layer._superlayer { layer = parent }
        return layer.hostingView as? UIWindow
    }
}

/// The layers of one window marked as needing display, waiting for the display pass of the
/// window's turn (after layout, spec 18.15).
///
/// The window owns its queue, so a marked layer lives no longer than the window it was marked
/// in (a process-wide list would keep the layers of a closed window, and their animations,
/// alive). A layer outside any window is not queued: it stays marked and is queued when it
/// enters one (``requeueIfMarked(_:)``).
@MainActor
struct LayerDisplayQueue {
    private var queued: [CALayer] = []

    /// Queues a layer just marked, in the window that holds it (none: it waits, marked).
    static func enqueue(_ layer: CALayer) {
        guard !layer.displayState.isQueued, let window = layer.enclosingWindowForDisplay else { return }
        layer.displayState.isQueued = true
        window.layerDisplayQueue.queued.append(layer)
    }

    /// Queues `layer` if it is marked and has just entered a window, even when the queue of a
    /// window it left still lists it (that window may never run another pass).
    static func requeueIfMarked(_ layer: CALayer) {
        guard layer.displayState.needsDisplay, let window = layer.enclosingWindowForDisplay else { return }
        layer.displayState.isQueued = true
        window.layerDisplayQueue.queued.append(layer)
    }

    /// Whether a layer still in `window` waits for display.
    func hasPending(in window: UIWindow) -> Bool {
        queued.contains { $0.displayState.needsDisplay && $0.enclosingWindowForDisplay === window }
    }

    /// The display pass of `window`: displays its marked layers, superlayers first. Layers a
    /// drawing marks again wait for the next pass (no loop within a pass); layers that moved to
    /// another window go to its queue; layers now outside any window leave, still marked.
    static func displayPass(in window: UIWindow) {
        guard !window.layerDisplayQueue.queued.isEmpty else { return }
        let batch = window.layerDisplayQueue.queued
        window.layerDisplayQueue.queued = []
        var mine: [(depth: Int, layer: CALayer)] = []
        for layer in batch {
            layer.displayState.isQueued = false
            guard layer.displayState.needsDisplay else { continue }
            let owner = layer.enclosingWindowForDisplay
            if owner === window {
                mine.append((depth(of: layer), layer))
            } else if owner != nil {
                enqueue(layer)
            }
        }
        for entry in mine.sorted(by: { $0.depth < $1.depth }) where entry.layer.displayState.needsDisplay {
            entry.layer.runDisplay()
        }
    }

    private static func depth(of layer: CALayer) -> Int {
        var depth = 0
        var current = layer
        while let parent = current._superlayer { depth += 1; current = parent }
        return depth
    }
}
#endif

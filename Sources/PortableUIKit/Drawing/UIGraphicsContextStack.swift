#if !canImport(UIKit)
import Foundation

/// UIKit's stack of graphics contexts: the top is the current context that UIKit drawing
/// (`UIColor.set()`, `UIBezierPath.fill()`, string and image drawing) paints into. UIKit pushes
/// one around `draw(_:)` and image-renderer actions; code pushes its own with
/// ``UIGraphicsPushContext(_:)``. Each thread has its own stack, as in UIKit, where these
/// functions may be called from any thread (spec 20.52): a renderer drawing on a background
/// thread neither sees nor disturbs the main thread's contexts. The main actor's stack belongs to
/// the main queue, not to a thread: on Linux the main queue may be drained by more than one
/// thread (`MainQueue`), and main-actor code that pushed a context before an `await` must find it
/// after. The main stack is reset by `ProcessWideState.reset()`.
enum UIGraphicsContextStack {
    /// The key of the calling thread's stack in its thread dictionary.
    private static let threadKey = "PortableUIKit.UIGraphicsContextStack"

    /// One thread's contexts. Stored in that thread's dictionary and only ever reached through
    /// `Thread.current`, so no two threads share one.
    private final class Contexts {
        var stack: [CGContext] = []
    }

    /// The main queue's stack. Reached only from the main queue, which runs one job at a time,
    /// so no two threads ever touch it at once.
    nonisolated(unsafe) private static let mainQueueContexts = Contexts()

    /// The main queue's stack there, else the calling thread's (made on first use).
    private static var contexts: Contexts {
        if MainQueue.isCurrent { return mainQueueContexts }
        let dictionary = Thread.current.threadDictionary
        if let contexts = dictionary[threadKey] as? Contexts { return contexts }
        let contexts = Contexts()
        dictionary[threadKey] = contexts
        return contexts
    }

    static var current: CGContext? { contexts.stack.last }

    static func push(_ context: CGContext) { contexts.stack.append(context) }

    /// Pops the top context; false when the stack was empty.
    @discardableResult
    static func pop() -> Bool { contexts.stack.popLast() != nil }

    /// Pops down to and including `context`, which UIKit pushed around `drawing`; contexts the
    /// drawing pushed and never popped are popped with a report (`invalidDrawingUse`).
    static func popBalanced(to context: CGContext, after drawing: String) {
        let contexts = contexts
        guard contexts.stack.contains(where: { $0 === context }) else {
            PortableUIKitDiagnostics.reportFromAnyThread(
                .invalidDrawingUse,
                "\(drawing) popped the context UIKit pushed for it (UIGraphicsPopContext() once too often)",
                fix: "pop only the contexts you pushed", spec: "18.15")
            return
        }
        var leftOver = 0
        while let top = contexts.stack.popLast(), top !== context { leftOver += 1 }
        if leftOver > 0 {
            PortableUIKitDiagnostics.reportFromAnyThread(
                .invalidDrawingUse, "\(drawing) left \(leftOver) pushed graphics context(s) unpopped; they were popped",
                fix: "pair every UIGraphicsPushContext(_:) with a UIGraphicsPopContext()", spec: "18.15")
        }
    }

    /// Forgets every context the calling thread pushed (a new process, on the main thread).
    static func forgetAll() { contexts.stack = [] }

    /// The current context, or nil after reporting `invalidDrawingUse` for `api` (UIKit logs
    /// "invalid context 0x0" and draws nothing).
    static func contextForDrawing(_ api: String) -> CGContext? {
        if let current { return current }
        PortableUIKitDiagnostics.reportFromAnyThread(
            .invalidDrawingUse, "\(api) was called with no current graphics context; nothing was drawn",
            fix: "draw inside draw(_:), an image renderer's actions, or after UIGraphicsPushContext(_:)", spec: "18.15")
        return nil
    }
}

/// The current graphics context: the one UIKit pushed for `draw(_:)` or an image renderer, or
/// one pushed with ``UIGraphicsPushContext(_:)``; nil outside drawing.
public func UIGraphicsGetCurrentContext() -> CGContext? { UIGraphicsContextStack.current }

/// Makes `context` the current graphics context (balance with ``UIGraphicsPopContext()``).
public func UIGraphicsPushContext(_ context: CGContext) { UIGraphicsContextStack.push(context) }

/// Restores the context that was current before the last ``UIGraphicsPushContext(_:)``. With
/// nothing pushed, reports `invalidDrawingUse` and does nothing.
public func UIGraphicsPopContext() {
    guard UIGraphicsContextStack.pop() else {
        PortableUIKitDiagnostics.reportFromAnyThread(
            .invalidDrawingUse, "UIGraphicsPopContext() was called with no pushed context; nothing changed",
            fix: "pair every UIGraphicsPopContext() with a UIGraphicsPushContext(_:)", spec: "18.15")
        return
    }
}

/// Fills `rect` with the current context's fill colour.
public func UIRectFill(_ rect: CGRect) {
    UIGraphicsContextStack.contextForDrawing("UIRectFill(_:)")?.fill(rect)
}

/// Strokes a one-point frame just inside `rect` with the current fill colour (UIKit fills the
/// frame's four edges rather than stroking a path).
public func UIRectFrame(_ rect: CGRect) {
    guard let context = UIGraphicsContextStack.contextForDrawing("UIRectFrame(_:)") else { return }
    let r = rect.standardized
    guard r.width > 0, r.height > 0 else { return }
    let w = min(1, r.width), h = min(1, r.height)
    context.fill([
        CGRect(x: r.minX, y: r.minY, width: r.width, height: h),
        CGRect(x: r.minX, y: r.maxY - h, width: r.width, height: h),
        CGRect(x: r.minX, y: r.minY + h, width: w, height: max(r.height - 2 * h, 0)),
        CGRect(x: r.maxX - w, y: r.minY + h, width: w, height: max(r.height - 2 * h, 0)),
    ])
}

/// Intersects the current context's clip with `rect`.
public func UIRectClip(_ rect: CGRect) {
    UIGraphicsContextStack.contextForDrawing("UIRectClip(_:)")?.clip(to: rect)
}
#endif

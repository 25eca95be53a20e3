import Foundation
import Testing
@_spi(Rendering) @testable import PortableUIKit
import ContainmentTestTraits

/// What a background thread drew: the image's size and scale, the commands recorded, and what
/// the thread saw as its current context before, inside and after the renderer's actions.
private struct BackgroundDrawing: Sendable {
    var size: CGSize
    var scale: CGFloat
    var commandCount: Int
    var currentBefore: Bool
    var currentInsideIsRenderers: Bool
    var currentAfter: Bool
}

/// Draws with an image renderer and UIKit's drawing methods from nonisolated code (this compiles
/// in the Swift 6 language mode only while none of them is main-actor).
private func drawInTheBackground() -> BackgroundDrawing {
    let currentBefore = UIGraphicsGetCurrentContext() != nil
    let format = UIGraphicsImageRendererFormat.preferred()
    format.scale = 2
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 6), format: format)
    var insideIsRenderers = false
    let image = renderer.image { context in
        insideIsRenderers = UIGraphicsGetCurrentContext() === context.cgContext
        UIColor.red.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 8, height: 6)).stroke()
        context.cgContext.fillEllipse(in: CGRect(x: 1, y: 1, width: 2, height: 2))
    }
    var commands = 0
    if case .drawing(let list, _) = image.renderingContent { commands = list.commands.count }
    return BackgroundDrawing(
        size: image.size, scale: image.scale, commandCount: commands, currentBefore: currentBefore,
        currentInsideIsRenderers: insideIsRenderers, currentAfter: UIGraphicsGetCurrentContext() != nil)
}

/// Image renderers and Core Graphics contexts off the main thread (UIKit's are not main-actor).
@MainActor
@Suite("Drawing off the main thread", .isolatedRuntime)
struct DrawingOffTheMainThreadTests {
    @Test("20.51 an image renderer draws on a background thread and returns the image")
    func rendererOffTheMainActor() async {
        let drawing = await Task.detached { drawInTheBackground() }.value
        #expect(drawing.size == CGSize(width: 8, height: 6) && drawing.scale == 2)
        #expect(drawing.commandCount >= 4, "the fill, the stroke and the ellipse were recorded")
        #expect(drawing.currentInsideIsRenderers)
        #expect(!drawing.currentAfter)
    }

    @Test("20.52 each thread has its own context stack: a background thread does not see the main thread's context")
    func contextStackPerThread() async {
        let mains = CGContext(bounds: CGRect(x: 0, y: 0, width: 1, height: 1), scale: 1)
        UIGraphicsPushContext(mains)
        let drawing = await Task.detached { drawInTheBackground() }.value
        #expect(!drawing.currentBefore, "the main thread's pushed context is not current elsewhere")
        #expect(drawing.currentInsideIsRenderers)
        #expect(UIGraphicsGetCurrentContext() === mains, "the background drawing left the main thread's stack alone")
        UIGraphicsPopContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
    }
}

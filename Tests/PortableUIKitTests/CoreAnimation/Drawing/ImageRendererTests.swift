import Foundation
import Testing
@_spi(Rendering) @testable import PortableUIKit
import ContainmentTestTraits

/// UIGraphicsImageRenderer and its format and contexts (issue 21, spec 18.15's contexts).
@MainActor
@Suite("UIGraphicsImageRenderer", .isolatedRuntime)
struct ImageRendererTests {
    @Test(
        "18.15 format defaults: the main screen's scale, not opaque, automatic range; init(for:) takes the traits' scale"
    )
    func formatDefaults() {
        let format = UIGraphicsImageRendererFormat.default()
        #expect(format.scale == UIScreen.main.scale)
        #expect(!format.opaque && format.preferredRange == .automatic)
        #expect(UIGraphicsImageRendererFormat(for: UITraitCollection(displayScale: 2)).scale == 2)
        #expect(UIGraphicsImageRendererFormat.preferred().scale == UIScreen.main.scale)
    }

    @Test(
        "18.15 image(actions:) pushes its context as current, and returns an image of the size and scale whose content is the drawing"
    )
    func image() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: format)
        #expect(renderer.format.bounds == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(format.bounds == .zero, "the renderer keeps a copy")
        var current: CGContext?
        let image = renderer.image { context in
            current = UIGraphicsGetCurrentContext()
            #expect(current === context.cgContext)
            #expect(context.cgContext.ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: -2, tx: 0, ty: 40))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        #expect(current != nil)
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(image.size == CGSize(width: 40, height: 20) && image.scale == 2)
        guard case .drawing(let list, let bounds) = image.renderingContent else {
            Issue.record("not a drawing"); return
        }
        #expect(bounds == CGRect(x: 0, y: 0, width: 40, height: 20))
        let fills = list.commands.compactMap { command -> DrawingPaint? in
            if case .fill(_, _, let paint) = command { return paint } else { return nil }
        }
        #expect(fills.map(\.color) == [UIColor.blue.cgColor])
    }

    @Test("18.15 currentImage shows what was drawn so far; a renderer with bounds draws in those coordinates")
    func currentImageAndBounds() {
        let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 10, y: 10, width: 10, height: 10))
        var midway: UIImage?
        _ = renderer.image { context in
            context.fill(CGRect(x: 10, y: 10, width: 5, height: 5))
            midway = context.currentImage
            context.stroke(CGRect(x: 10, y: 10, width: 10, height: 10))
        }
        guard case .drawing(let list, let bounds)? = midway?.renderingContent else { Issue.record("no image"); return }
        #expect(list.commands.count == 3, "save, fill, restore: the later stroke is not in it")
        #expect(bounds.origin == CGPoint(x: 10, y: 10))
    }

    @Test("18.15 contexts pushed and not popped by the actions are popped with invalidDrawingUse")
    func unbalancedActions() {
        let other = CGContext(bounds: CGRect(x: 0, y: 0, width: 1, height: 1), scale: 1)
        expectDiagnostic(.invalidDrawingUse) {
            _ = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { _ in UIGraphicsPushContext(other) }
        }
        #expect(UIGraphicsGetCurrentContext() == nil)
    }
}

/// The older image-context functions.
@MainActor
@Suite("UIGraphics image contexts", .isolatedRuntime)
struct ImageContextTests {
    @Test(
        "18.15 UIGraphicsBeginImageContextWithOptions makes a current context (scale 0 = the screen's); the image holds the drawing; End pops it"
    )
    func imageContext() {
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 2), false, 0)
        #expect(UIGraphicsGetCurrentContext()?.ctm == CGAffineTransform(a: 3, b: 0, c: 0, d: -3, tx: 0, ty: 6))
        UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(image?.size == CGSize(width: 4, height: 2) && image?.scale == 3)
        guard case .drawing(let list, _)? = image?.renderingContent else { Issue.record("no drawing"); return }
        #expect(list.commands.count == 1)
    }

    @Test("18.15 UIGraphicsEndImageContext without an image context is refused (invalidDrawingUse) and pops nothing")
    func endWithoutBegin() {
        let other = CGContext(bounds: .zero, scale: 1)
        UIGraphicsPushContext(other)
        expectDiagnostic(.invalidDrawingUse) { UIGraphicsEndImageContext() }
        #expect(UIGraphicsGetCurrentContext() === other)
        UIGraphicsPopContext()
    }
}

import Foundation
import Testing
@_spi(Rendering) @testable import PortableUIKit
import ContainmentTestTraits

/// `CALayer.contentsGravity` (Apple: `core animation-calayer-contentsgravity.md`,
/// `core animation-calayercontentsgravity.md`) and how a view's `contentMode` sets it.
@MainActor
@Suite("CALayer contentsGravity", .isolatedRuntime)
struct ContentsGravityTests {
    @Test("contentsGravity defaults to .resize; the constants carry Core Animation's strings; init(layer:) copies it")
    func defaultsAndRawValues() {
        let layer = CALayer()
        #expect(layer.contentsGravity == .resize)
        let all: [CALayerContentsGravity] = [
            .center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft,
            .bottomRight, .resize, .resizeAspect, .resizeAspectFill,
        ]
        #expect(
            all.map(\.rawValue) == [
                "center", "top", "bottom", "left", "right", "topLeft", "topRight", "bottomLeft",
                "bottomRight", "resize", "resizeAspect", "resizeAspectFill",
            ])
        layer.contentsGravity = .resizeAspect
        #expect(CALayer(layer: layer).contentsGravity == .resizeAspect)
    }

    @Test(
        "UIView.contentMode sets the layer's gravity: scale modes to resize*, UNC: vertical names swap (.top → .bottom)"
    )
    func contentModeMapsToGravity() {
        let view = UIView()
        let expected: [(UIView.ContentMode, CALayerContentsGravity)] = [
            (.scaleAspectFit, .resizeAspect), (.scaleAspectFill, .resizeAspectFill), (.redraw, .resize),
            (.center, .center),
            (.top, .bottom), (.bottom, .top), (.left, .left), (.right, .right), (.topLeft, .bottomLeft),
            (.topRight, .bottomRight), (.bottomLeft, .topLeft), (.bottomRight, .topRight), (.scaleToFill, .resize),
        ]
        for (mode, gravity) in expected {
            view.contentMode = mode
            #expect(view.layer.contentsGravity == gravity, "\(mode)")
        }
    }

    @Test(
        "UNC gravity placement, y down: .bottom puts 20 × 10 contents at the top of 100 × 50 bounds, .top at the bottom"
    )
    func placement() {
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        let size = CGSize(width: 20, height: 10)
        func at(_ g: CALayerContentsGravity) -> CGRect {
            ImageContentLayout.rect(contentsSize: size, in: bounds, gravity: g)
        }
        #expect(at(.resize) == bounds)
        #expect(at(.center) == CGRect(x: 40, y: 20, width: 20, height: 10))
        #expect(at(.bottom) == CGRect(x: 40, y: 0, width: 20, height: 10))
        #expect(at(.top) == CGRect(x: 40, y: 40, width: 20, height: 10))
        #expect(at(.bottomLeft) == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(at(.topRight) == CGRect(x: 80, y: 40, width: 20, height: 10))
        #expect(at(.resizeAspect) == CGRect(x: 0, y: 0, width: 100, height: 50), "2:1 into 2:1 fills")
        #expect(at(.resizeAspectFill) == bounds)
        #expect(at(CALayerContentsGravity(rawValue: "sideways")) == bounds, "UNC: an unknown gravity resizes")
    }
}

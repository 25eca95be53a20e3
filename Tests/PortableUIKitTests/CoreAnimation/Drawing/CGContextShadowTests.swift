import Foundation
import Testing
@_spi(Rendering) @testable import PortableUIKit
import ContainmentTestTraits

/// `CGContext.setShadow` recorded in the display list (spec 18.15, issue 21; Apple:
/// `core graphics-cgcontext-setshadow(offset:blur:).md`, `…(offset:blur:color:).md`).
@MainActor
@Suite("CGContext shadows", .isolatedRuntime)
struct CGContextShadowTests {
    func context() -> CGContext { CGContext(bounds: CGRect(x: 0, y: 0, width: 100, height: 50), scale: 2) }

    func shadows(_ c: CGContext) -> [DrawingShadow?] {
        c.displayList.commands.compactMap { if case .shadow(let s) = $0 { s } else { nil } }
    }

    @Test("18.15 setShadow(offset:blur:) shadows in black at 1/3 alpha; the CTM does not change the offset")
    func defaultColour() {
        let c = context()
        c.scaleBy(x: 3, y: 3)
        c.setShadow(offset: CGSize(width: 4, height: 6), blur: 2)
        #expect(
            shadows(c) == [
                DrawingShadow(
                    offset: CGSize(width: 4, height: 6), blur: 2,
                    color: CGColor(red: 0, green: 0, blue: 0, alpha: 1.0 / 3.0))
            ])
        #expect(c.state.shadow?.offset == CGSize(width: 4, height: 6), "base space: not scaled by the CTM")
    }

    @Test("18.15 a shadow is graphics state: restoreGState brings back the one saved; nil or clear colour turns it off")
    func shadowIsGraphicsState() {
        let c = context()
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        c.setShadow(offset: CGSize(width: 1, height: 1), blur: 0, color: red)
        c.saveGState()
        c.setShadow(offset: .zero, blur: 5, color: nil)
        #expect(c.state.shadow == nil)
        c.restoreGState()
        #expect(c.state.shadow == DrawingShadow(offset: CGSize(width: 1, height: 1), blur: 0, color: red))
        c.setShadow(offset: .zero, blur: 1, color: CGColor(red: 1, green: 0, blue: 0, alpha: 0))
        #expect(c.state.shadow == nil, "a fully transparent colour disables shadowing")
        #expect(c.displayList.commands.count == 5, "shadow, save, shadow(nil), restore, shadow(nil)")
    }

    @Test(
        "18.15 a negative blur blurs nothing; NaN or infinite values are refused (invalidDrawingUse) and keep the shadow"
    )
    func badValues() {
        let c = context()
        c.setShadow(offset: .zero, blur: -3)
        #expect(c.state.shadow?.blur == 0)
        expectDiagnostic(.invalidDrawingUse) { c.setShadow(offset: CGSize(width: CGFloat.nan, height: 0), blur: 1) }
        expectDiagnostic(.invalidDrawingUse) { c.setShadow(offset: .zero, blur: .infinity, color: nil) }
        #expect(c.state.shadow?.blur == 0 && c.state.shadow?.offset == .zero)
        #expect(shadows(c).count == 1, "only the accepted call was recorded")
    }
}

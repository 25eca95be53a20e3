import Foundation
import Testing
@_spi(Rendering) @testable import PortableUIKit
import ContainmentTestTraits

/// `CGContext.setShouldAntialias(_:)` and `setAllowsAntialiasing(_:)` (spec 20.6; Apple:
/// `core graphics-cgcontext-setshouldantialias(_:).md`, `…-setallowsantialiasing(_:).md`).
@MainActor
@Suite("CGContext antialiasing", .isolatedRuntime)
struct CGContextAntialiasingTests {
    func context() -> CGContext { CGContext(bounds: CGRect(x: 0, y: 0, width: 100, height: 50), scale: 2) }

    func antialiasing(_ c: CGContext) -> [Bool] {
        c.displayList.commands.compactMap {
            switch $0 {
            case .fill(_, _, let paint), .stroke(_, _, let paint): paint.antialias
            default: nil
            }
        }
    }

    func paint(_ c: CGContext) { c.fill(CGRect(x: 0, y: 0, width: 10, height: 10)) }

    @Test("20.6 painting is antialiased by default; setShouldAntialias(false) paints hard edges")
    func shouldAntialias() {
        let c = context()
        paint(c)
        c.setShouldAntialias(false)
        paint(c)
        c.setShouldAntialias(true)
        paint(c)
        #expect(antialiasing(c) == [true, false, true])
    }

    @Test("20.6 shouldAntialias is graphics state: restoreGState brings back the saved setting")
    func shouldAntialiasIsGraphicsState() {
        let c = context()
        c.saveGState()
        c.setShouldAntialias(false)
        paint(c)
        c.restoreGState()
        paint(c)
        #expect(antialiasing(c) == [false, true])
    }

    @Test("20.6 both must allow it; allowsAntialiasing is not graphics state, so restoreGState keeps it")
    func allowsAntialiasing() {
        let c = context()
        c.saveGState()
        c.setAllowsAntialiasing(false)
        paint(c)
        c.restoreGState()
        paint(c)
        c.setAllowsAntialiasing(true)
        paint(c)
        #expect(antialiasing(c) == [false, false, true])
    }
}

import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTestTraits

/// `CALayer.value(forKey:)` / `setValue(_:forKey:)` and their key-path forms (spec 20.7; Apple:
/// Core Animation Programming Guide, "Key-Value Coding Extensions"; `CALayer`).
@MainActor
@Suite("CALayer key-value coding", .isolatedRuntime)
struct LayerKeyValueCodingTests {
    @Test("20.7 value(forKey:) boxes animatable properties as Core Animation does")
    func reading() {
        let layer = CALayer()
        layer.opacity = 0.25
        layer.position = CGPoint(x: 3, y: 4)
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 20)
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        layer.backgroundColor = red
        #expect((layer.value(forKey: "opacity") as? NSNumber)?.doubleValue == 0.25)
        #expect((layer.value(forKey: "position") as? NSValue)?.cgPointValue == CGPoint(x: 3, y: 4))
        #expect((layer.value(forKey: "bounds") as? NSValue)?.cgRectValue == CGRect(x: 0, y: 0, width: 10, height: 20))
        #expect((layer.value(forKey: "backgroundColor") as? CGColor) == red)
        #expect(layer.value(forKey: "position.x") == nil, "a key, not a key path")
        #expect((layer.value(forKeyPath: "position.x") as? NSNumber)?.doubleValue == 3)
        #expect((layer.value(forKeyPath: "bounds.size.height") as? NSNumber)?.doubleValue == 20)
    }

    @Test("20.7 setValue(_:forKey:) sets the property; key paths set one field")
    func writing() {
        let layer = CALayer()
        layer.setValue(0.5, forKey: "opacity")
        #expect(layer.opacity == 0.5)
        layer.setValue(NSValue(cgPoint: CGPoint(x: 7, y: 8)), forKey: "position")
        #expect(layer.position == CGPoint(x: 7, y: 8))
        layer.setValue(CGRect(x: 0, y: 0, width: 30, height: 40), forKey: "bounds")
        #expect(layer.bounds.size == CGSize(width: 30, height: 40))
        layer.setValue(12, forKeyPath: "position.y")
        #expect(layer.position == CGPoint(x: 7, y: 12))
        layer.setValue(Double.pi / 2, forKeyPath: "transform.rotation.z")
        #expect(
            abs(((layer.value(forKeyPath: "transform.rotation.z") as? NSNumber)?.doubleValue ?? 0) - Double.pi / 2)
                < 1e-9)
        layer.setValue(nil, forKey: "backgroundColor")
        #expect(layer.backgroundColor == nil)
    }

    @Test("20.7 a layer is a key-value container: other keys keep what is set")
    func arbitraryKeys() {
        let layer = CALayer()
        #expect(layer.value(forKey: "menuIndex") == nil)
        layer.setValue(3, forKey: "menuIndex")
        #expect(layer.value(forKey: "menuIndex") as? Int == 3)
        layer.setValue(nil, forKey: "menuIndex")
        #expect(layer.value(forKey: "menuIndex") == nil)
    }

    @Test("20.7 a value of the wrong kind is refused with invalidAnimation and changes nothing")
    func wrongKind() {
        let layer = CALayer()
        layer.opacity = 0.3
        expectDiagnostic(.invalidAnimation) { layer.setValue("opaque", forKey: "opacity") }
        expectDiagnostic(.invalidAnimation) { layer.setValue(nil, forKey: "position") }
        expectDiagnostic(.invalidAnimation) { layer.setValue(Double.nan, forKey: "opacity") }
        #expect(layer.opacity == 0.3)
    }
}

#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

extension TabStrip {
    /// Reports a refused setting of the strip (a length or motion value that is not one) and
    /// returns `oldValue`, which the property keeps.
    func refused<Value>(_ name: String, _ value: Value, keeping oldValue: Value) -> Value {
        reportContainerMisuse(
            .invalidContainerUse, "TabStrip.\(name) \(value) was refused",
            fix: "use a finite \(name) in its documented range (the previous \(oldValue) is kept)", spec: "issue 17")
        return oldValue
    }
}

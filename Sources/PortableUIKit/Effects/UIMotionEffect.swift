#if !canImport(UIKit)
import Foundation

/// The abstract base of effects that move a view's properties with the device's tilt (UIKit's
/// `UIMotionEffect`, spec 23.10). PortableUIKit runs on a device without motion, as the Simulator
/// does: views keep their motion effects, and no effect ever changes a property.
@preconcurrency @MainActor
open class UIMotionEffect: NSObject, @preconcurrency NSCopying, @preconcurrency NSCoding {
    /// Creates a motion effect.
    public override init() { super.init() }

    /// Creates a motion effect from an archive (the base class has no state to read).
    public required init?(coder: NSCoder) { super.init() }

    /// Archives the effect (the base class has no state to write).
    open func encode(with coder: NSCoder) {}

    /// A copy of the effect; subclasses copy their state.
    open func copy(with zone: NSZone? = nil) -> Any { UIMotionEffect() }

    /// The key paths of the target view and the values relative to them for a viewer at
    /// `viewerOffset` (each dimension in −1…1, (0, 0) facing the viewer). The base class is
    /// abstract and answers nil.
    open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? { nil }
}
#endif

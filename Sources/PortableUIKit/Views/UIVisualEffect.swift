#if !canImport(UIKit)
import Foundation

/// The base class of the visual effects a `UIVisualEffectView` or a table's separators apply
/// (UIKit's `UIVisualEffect`). It has no members of its own; effects are immutable, so a copy is
/// the effect itself.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject, @preconcurrency NSCopying, @preconcurrency NSSecureCoding {
    /// Creates an effect.
    public override init() { super.init() }

    /// Creates an effect from an archive (it has no state to read).
    public required init?(coder: NSCoder) { super.init() }

    /// Archives the effect (it has no state to write).
    open func encode(with coder: NSCoder) {}

    /// Effects decode securely.
    public class var supportsSecureCoding: Bool { true }

    /// The effect itself: effects are immutable.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}
#endif

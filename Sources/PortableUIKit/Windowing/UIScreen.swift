#if !canImport(UIKit)
import Foundation

/// The device's screen (UIKit's `UIScreen`): an iPhone-sized 390 × 844 pt screen at 3×.
@preconcurrency @MainActor
open class UIScreen: NSObject, UITraitEnvironment {
    /// The main screen.
    public static let main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: mainScale)

    /// The main screen's scale, readable from any thread: drawing off the main thread (an image
    /// renderer's default format, an image context of scale 0) uses it. A constant, so sharing
    /// it is safe.
    nonisolated static let mainScale: CGFloat = 3

    /// The screen's bounds in points.
    public let bounds: CGRect
    /// Pixels per point.
    public let scale: CGFloat
    /// Pixels per point of the physical screen.
    open var nativeScale: CGFloat { scale }

    /// The screen's traits: the phone idiom, its scale, the size classes of its bounds
    /// (`HostSizeClassRule`), light, left to right.
    open var traitCollection: UITraitCollection {
        let sizeClasses = HostSizeClassRule.sizeClasses(for: bounds.size)
        return UITraitCollection.screenDefault.modifyingTraits { traits in
            traits.displayScale = scale
            traits.horizontalSizeClass = sizeClasses.horizontal
            traits.verticalSizeClass = sizeClasses.vertical
        }
    }

    /// The screen's traits changed; a PortableUIKit screen never changes, so this is not called.
    @available(
        iOS, introduced: 8.0, deprecated: 17.0,
        message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol"
    )
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    init(bounds: CGRect, scale: CGFloat) {
        self.bounds = bounds
        self.scale = scale
        super.init()
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// The device's screen (UIKit's `UIScreen`): an iPhone-sized 390 × 844 pt screen at 3×.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    /// The main screen.
    public static let main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3)

    /// The screen's bounds in points.
    public let bounds: CGRect
    /// Pixels per point.
    public let scale: CGFloat
    /// Pixels per point of the physical screen.
    open var nativeScale: CGFloat { scale }

    init(bounds: CGRect, scale: CGFloat) {
        self.bounds = bounds
        self.scale = scale
        super.init()
    }
}
#endif

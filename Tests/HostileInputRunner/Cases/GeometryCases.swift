#if !canImport(UIKit)
import Foundation
import PortableUIKit

/// Non-finite and huge geometry on views in a window: UIKit lets NaN flow through as NaN frames
/// without trapping (it logs nothing for most of it); PortableUIKit must do the same, and every
/// later layout pass, hit test and conversion must survive.
extension HostileCatalog {
    static let geometry: [HostileCase] = [
        HostileCase("geometry/frame-nan-in-window", .tolerated) { world in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            world.window.addSubview(view)
            view.frame = CGRect(x: CGFloat.nan, y: 0, width: 100, height: 100)
            world.host.runUntilIdle()
            _ = world.window.hitTest(CGPoint(x: 50, y: 50), with: nil)
        },
    ]
}
#endif

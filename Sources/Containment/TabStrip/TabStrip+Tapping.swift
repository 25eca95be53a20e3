#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// Taps on tabs. A tap recognizer on the strip sees touches on every tab, including while the
/// tabs scroll (the scroll view's pan takes drags; a tap does not move), which `UIControl`
/// tracking would not: the touches go to the scroll view, not to the strip.
extension TabStrip {
    func installTapRecognizer() {
        let tap = UITapGestureRecognizer { [weak self] recognizer in
            guard let self, recognizer.state == .ended else { return }
            self.tapped(at: recognizer.location(in: self.scrollView))
        }
        addGestureRecognizer(tap)
    }

    /// A tap at `point` in the scroll view's coordinates (content coordinates): selects the tab
    /// under it, if the point is on one.
    func tapped(at point: CGPoint) {
        guard isEnabled, let layout = tabLayout, point.y >= 0, point.y < bounds.height,
            let index = layout.tabIndex(atContentX: point.x)
        else { return }
        selectByUser(index)
    }
}

#if !canImport(UIKit)
import Foundation

/// Auto Layout's results on the pixel grid (spec 17.15a): UIKit gives views frames whose edges are
/// multiples of 1/scale of the window's screen, never residues such as 2.8e-14. Each edge (origin
/// and origin + size, per axis) goes to the nearest pixel and the size follows from the edges
/// (the rule is UNC; this is the spec's recommendation). A negative size stays negative. The
/// engine keeps exact values.
extension CGRect {
    @MainActor
    func onPixelGrid(of view: UIView) -> CGRect {
        onPixelGrid(scale: view.window?.screen.scale ?? UIScreen.main.scale)
    }

    func onPixelGrid(scale: CGFloat) -> CGRect {
        let (x, y, width, height) = (origin.x, origin.y, size.width, size.height)
        guard scale > 0, scale.isFinite, x.isFinite, y.isFinite, width.isFinite, height.isFinite else { return self }
        func round(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
        let left = round(x), top = round(y)
        return CGRect(x: left, y: top, width: round(x + width) - left, height: round(y + height) - top)
    }
}
#endif

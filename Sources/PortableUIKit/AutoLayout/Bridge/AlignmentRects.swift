#if !canImport(UIKit)
import Foundation

/// Alignment rectangles (spec 17.2): the frame inset by `alignmentRectInsets`.
extension UIView {
    func alignmentRectFromFrame(_ frame: CGRect) -> CGRect { frame.inset(by: alignmentRectInsets) }

    func frameFromAlignmentRect(_ rect: CGRect) -> CGRect {
        let i = alignmentRectInsets
        return rect.inset(by: UIEdgeInsets(top: -i.top, left: -i.left, bottom: -i.bottom, right: -i.right))
    }
}
#endif

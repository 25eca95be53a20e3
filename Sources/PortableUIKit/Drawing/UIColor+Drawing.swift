#if !canImport(UIKit)
import Foundation

/// Setting the current context's paint from a colour.
extension UIColor {
    /// Sets the fill and stroke colours of the current graphics context to this colour.
    public func set() {
        guard let context = UIGraphicsContextStack.contextForDrawing("UIColor.set()") else { return }
        context.setFillColor(cgColor)
        context.setStrokeColor(cgColor)
    }

    /// Sets the fill colour of the current graphics context to this colour.
    public func setFill() {
        UIGraphicsContextStack.contextForDrawing("UIColor.setFill()")?.setFillColor(cgColor)
    }

    /// Sets the stroke colour of the current graphics context to this colour.
    public func setStroke() {
        UIGraphicsContextStack.contextForDrawing("UIColor.setStroke()")?.setStrokeColor(cgColor)
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// Records a layer tree into a `CGContext` as it looks now (facts 20.44, 20.45): what a
/// snapshot captures. Each layer, back to front: its background (rounded by `cornerRadius`), its
/// drawn `contents`, a label's text or an image view's image, its sublayers (clipped when
/// `masksToBounds`), then its border; hidden and fully transparent layers are skipped, opacity
/// multiplies down the tree. The recording is a value, so later changes to the views do not
/// reach it.
@MainActor
enum LayerTreeRecorder {
    /// Records `layer` (in its own bounds coordinates) and its sublayers into `context`.
    static func record(_ layer: CALayer, in context: CGContext, alpha: CGFloat = 1) {
        guard !layer.isHidden, layer.opacity > 0 else { return }
        let alpha = alpha * CGFloat(layer.opacity)
        let bounds = layer.bounds
        let outline = CGPath(
            roundedRect: bounds, cornerWidth: layer.cornerRadius, cornerHeight: layer.cornerRadius, transform: nil)
        context.saveGState()
        context.setAlpha(alpha)
        if let background = layer.backgroundColor {
            context.setFillColor(background)
            context.addPath(outline)
            context.fillPath()
        }
        if layer.masksToBounds {
            context.addPath(outline)
            context.clip()
        }
        recordContents(of: layer, in: context, alpha: alpha)
        let sublayers = (layer.sublayers ?? []).enumerated().sorted {
            $0.element.zPosition != $1.element.zPosition
                ? $0.element.zPosition < $1.element.zPosition : $0.offset < $1.offset
        }
        for (_, sublayer) in sublayers {
            context.saveGState()
            context.concatenate(toSuperlayer(sublayer))
            record(sublayer, in: context, alpha: alpha)
            context.restoreGState()
        }
        if layer.borderWidth > 0, let border = layer.borderColor {
            let inset = layer.borderWidth / 2
            let rect = bounds.insetBy(dx: inset, dy: inset)
            let radius = max(0, layer.cornerRadius - inset)
            context.setStrokeColor(border)
            context.setLineWidth(layer.borderWidth)
            context.addPath(CGPath(roundedRect: rect, cornerWidth: radius, cornerHeight: radius, transform: nil))
            context.strokePath()
        }
        context.restoreGState()
    }

    /// The layer's bounds coordinates → its superlayer's: `position`, `transform` about the
    /// anchor point, and the bounds origin.
    static func toSuperlayer(_ layer: CALayer) -> CGAffineTransform {
        let bounds = layer.bounds
        let anchor = CGPoint(
            x: bounds.minX + bounds.width * layer.anchorPoint.x, y: bounds.minY + bounds.height * layer.anchorPoint.y)
        return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(layer.affineTransform())
            .concatenating(CGAffineTransform(translationX: layer.position.x, y: layer.position.y))
    }

    /// What the layer shows inside its bounds: its display's drawing, a label's text, an image
    /// view's image.
    private static func recordContents(of layer: CALayer, in context: CGContext, alpha: CGFloat) {
        let bounds = layer.bounds
        if let store = layer.contents as? LayerBackingStore, !store.displayList.isEmpty {
            let drawing = UIImage(
                size: store.bounds.size, scale: layer.contentsScale, renderingMode: .alwaysOriginal,
                content: .drawing(store.displayList, bounds: store.bounds))
            drawing.draw(in: bounds)
        }
        if let label = layer.delegate as? UILabel, let text = label.text, !text.isEmpty {
            let paragraph = NSMutableParagraphStyle()
            paragraph.alignment = label.textAlignment
            let attributes: [NSAttributedString.Key: Any] = [
                .font: label.font as Any, .foregroundColor: label.textColor as Any, .paragraphStyle: paragraph,
            ]
            let rect = label.textRect(forBounds: bounds, limitedToNumberOfLines: label.numberOfLines)
            (text as NSString).draw(in: rect, withAttributes: attributes)
        }
        if let imageView = layer.delegate as? UIImageView, let image = imageView.displayedImage {
            image.draw(in: bounds)
        }
    }
}
#endif

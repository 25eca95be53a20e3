#if !canImport(UIKit)
import Foundation

/// Snapshots (facts 20.44, 20.45): a view showing an image of the receiver's rendered contents
/// at the time of the call. The image is a recording of the layer tree (`LayerTreeRecorder`),
/// so later changes to the receiver do not show in it.
extension UIView {
    /// A new view, the size of the receiver's bounds, showing what the receiver shows now (empty
    /// for a view outside any window). `afterScreenUpdates` true first applies pending layout
    /// and display.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        snapshot(of: bounds, afterScreenUpdates: afterUpdates, capInsets: .zero)
    }

    /// A new view showing the part `rect` of the receiver (its bounds coordinates) as it is now;
    /// `capInsets` mark the edges that stay unstretched when the view is resized.
    public func resizableSnapshotView(
        from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets
    ) -> UIView? {
        snapshot(of: rect, afterScreenUpdates: afterUpdates, capInsets: capInsets)
    }

    private func snapshot(of rect: CGRect, afterScreenUpdates afterUpdates: Bool, capInsets: UIEdgeInsets)
        -> UIView?
    {
        let rect = rect.standardized
        guard rect.width.isFinite, rect.height.isFinite, rect.minX.isFinite, rect.minY.isFinite else {
            PortableUIKitDiagnostics.report(
                .invalidDrawingUse, "a snapshot of \(type(of: self)) was asked for the rectangle \(rect)",
                fix: "pass a finite rectangle of the view's bounds", spec: "20.45")
            return nil
        }
        if afterUpdates {
            layoutIfNeeded()
            if let window { LayerDisplayQueue.displayPass(in: window) }
        }
        let scale = window?.screen.scale ?? UIScreen.main.scale
        let context = CGContext(bounds: rect, scale: scale)
        // A view that is not on screen has not been rendered: the snapshot shows nothing.
        if window != nil {
            // Contents, text and images draw into UIKit's current context.
            UIGraphicsContextStack.push(context)
            LayerTreeRecorder.record(layer, in: context)
            UIGraphicsContextStack.popBalanced(to: context, after: "a snapshot of \(type(of: self))")
        }
        context.restoreAllStates()
        let image = UIImage(
            size: rect.size, scale: scale, renderingMode: .alwaysOriginal,
            content: .drawing(context.displayList, bounds: rect))
        let view = SnapshotView(frame: CGRect(origin: .zero, size: rect.size))
        // Cap insets make the image resizable: resized, the view keeps the caps and stretches
        // the rest (spec 20.67).
        view.snapshotImage =
            capInsets == .zero ? image : image.resizableImage(withCapInsets: capInsets, resizingMode: .stretch)
        view.capInsets = capInsets
        return view
    }
}

/// The view a snapshot returns: it shows its image, a resizable one when it has cap insets, so
/// that resized it keeps the caps and stretches the rest (UIKit returns a private view class too).
final class SnapshotView: UIImageView {
    var snapshotImage: UIImage? {
        get { image }
        set { image = newValue }
    }
    var capInsets: UIEdgeInsets = .zero
}
#endif

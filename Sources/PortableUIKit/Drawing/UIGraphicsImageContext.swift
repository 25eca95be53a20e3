#if !canImport(UIKit)
import Foundation

/// Creates an image context of `size` points and makes it current (the older API that
/// `UIGraphicsImageRenderer` replaces): opaque is recorded as given; a `scale` of 0 means the
/// main screen's. End it with ``UIGraphicsEndImageContext()``.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let context = CGContext(bounds: CGRect(origin: .zero, size: size), scale: scale == 0 ? UIScreen.mainScale : scale)
    context.isImageContext = true
    UIGraphicsContextStack.push(context)
}

/// Creates an image context of `size` points at scale 1 and makes it current.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// An image of what the current image context holds; nil when the current context is not an
/// image context (or there is none).
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let context = UIGraphicsContextStack.current, context.isImageContext else { return nil }
    return UIImage(
        size: context.baseBounds.size, scale: context.deviceTransform.a, renderingMode: .automatic,
        content: .drawing(context.displayList, bounds: context.baseBounds))
}

/// Pops the current image context. When the current context is not an image context, reports
/// `invalidDrawingUse` and changes nothing.
public func UIGraphicsEndImageContext() {
    guard let context = UIGraphicsContextStack.current, context.isImageContext else {
        PortableUIKitDiagnostics.reportFromAnyThread(
            .invalidDrawingUse,
            "UIGraphicsEndImageContext() was called when the current context is not an image context; nothing changed",
            fix: "pair it with UIGraphicsBeginImageContextWithOptions(_:_:_:)", spec: "18.15")
        return
    }
    UIGraphicsContextStack.pop()
}
#endif

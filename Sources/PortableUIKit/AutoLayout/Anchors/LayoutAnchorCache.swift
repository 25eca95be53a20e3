#if !canImport(UIKit)
import Foundation

/// The anchors of one view or layout guide, one object per attribute, made on first read (spec
/// 17.6): on iOS `v.topAnchor === v.topAnchor`, and a constraint's `firstAnchor` is that same
/// object. An anchor holds its item weakly, so the item keeping its anchors makes no cycle.
@MainActor
final class LayoutAnchorCache {
    private var anchors: [Int: NSObject] = [:]

    func anchor<Anchor: NSObject>(_ attribute: NSLayoutConstraint.Attribute, make: () -> Anchor) -> Anchor {
        if let anchor = anchors[attribute.rawValue] as? Anchor { return anchor }
        let anchor = make()
        anchors[attribute.rawValue] = anchor
        return anchor
    }
}

extension NSLayoutAnchor where AnchorType == AnyObject {
    /// The anchor a constraint term stands for: the item's own anchor for an attribute it has one
    /// for (typed as on iOS: a width's is an `NSLayoutDimension`), a new anchor otherwise (a
    /// margin attribute, a distance).
    static func anchor(for term: LayoutAnchorTerm) -> NSLayoutAnchor<AnyObject> {
        guard case .attribute(let reference, let attribute) = term, let item = reference.object,
            let anchor = itemAnchor(item, attribute)
        else { return NSLayoutAnchor<AnyObject>(term: term) }
        // UIKit's `firstAnchor` is `NSLayoutAnchor<AnyObject>` (Objective-C generics are erased);
        // Swift's generic classes are not covariant, so the same object is handed out under that
        // static type. Its layout is the same for every `AnchorType` (one stored term), and the
        // dynamic type stays the subclass, so `as? NSLayoutDimension` holds as on iOS. (Not
        // `unsafeDowncast`: its debug check would refuse the other specialization.) The item's
        // cache keeps the object alive.
        let address = Unmanaged.passUnretained(anchor).toOpaque()
        return Unmanaged<NSLayoutAnchor<AnyObject>>.fromOpaque(address).takeUnretainedValue()
    }

    private static func itemAnchor(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) -> NSObject? {
        if let view = item as? UIView {
            switch attribute {
            case .firstBaseline: return view.firstBaselineAnchor
            case .lastBaseline: return view.lastBaselineAnchor
            default: break
            }
            return edgeAnchor(
                attribute, left: view.leftAnchor, right: view.rightAnchor, leading: view.leadingAnchor,
                trailing: view.trailingAnchor, centerX: view.centerXAnchor, top: view.topAnchor,
                bottom: view.bottomAnchor, centerY: view.centerYAnchor, width: view.widthAnchor,
                height: view.heightAnchor)
        }
        if let guide = item as? UILayoutGuide {
            return edgeAnchor(
                attribute, left: guide.leftAnchor, right: guide.rightAnchor, leading: guide.leadingAnchor,
                trailing: guide.trailingAnchor, centerX: guide.centerXAnchor, top: guide.topAnchor,
                bottom: guide.bottomAnchor, centerY: guide.centerYAnchor, width: guide.widthAnchor,
                height: guide.heightAnchor)
        }
        return nil
    }

    private static func edgeAnchor(
        _ attribute: NSLayoutConstraint.Attribute, left: @autoclosure () -> NSObject,
        right: @autoclosure () -> NSObject,
        leading: @autoclosure () -> NSObject, trailing: @autoclosure () -> NSObject,
        centerX: @autoclosure () -> NSObject, top: @autoclosure () -> NSObject, bottom: @autoclosure () -> NSObject,
        centerY: @autoclosure () -> NSObject, width: @autoclosure () -> NSObject, height: @autoclosure () -> NSObject
    ) -> NSObject? {
        switch attribute {
        case .left: left()
        case .right: right()
        case .leading: leading()
        case .trailing: trailing()
        case .centerX: centerX()
        case .top: top()
        case .bottom: bottom()
        case .centerY: centerY()
        case .width: width()
        case .height: height()
        default: nil
        }
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// A view's anchors (spec 17.6). Margins have none: use ``UIView/layoutMarginsGuide``. An anchor
/// has identity, as in UIKit: each read of one property gives the same object
/// (`v.topAnchor === v.topAnchor`), kept by the view (`LayoutAnchorCache`).
extension UIView {
    /// The leading edge of the view's alignment rectangle.
    public var leadingAnchor: NSLayoutXAxisAnchor {
        anchorCache.anchor(.leading) { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    }
    /// The trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor {
        anchorCache.anchor(.trailing) { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor {
        anchorCache.anchor(.left) { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor {
        anchorCache.anchor(.right) { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor {
        anchorCache.anchor(.top) { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor {
        anchorCache.anchor(.bottom) { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    }
    /// The width.
    public var widthAnchor: NSLayoutDimension {
        anchorCache.anchor(.width) { NSLayoutDimension(item: self, attribute: .width) }
    }
    /// The height.
    public var heightAnchor: NSLayoutDimension {
        anchorCache.anchor(.height) { NSLayoutDimension(item: self, attribute: .height) }
    }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor {
        anchorCache.anchor(.centerX) { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor {
        anchorCache.anchor(.centerY) { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    }
    /// The baseline of the topmost line of text (the view's ``forFirstBaselineLayout``).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor {
        anchorCache.anchor(.firstBaseline) { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    }
    /// The baseline of the bottommost line of text (the view's ``forLastBaselineLayout``).
    public var lastBaselineAnchor: NSLayoutYAxisAnchor {
        anchorCache.anchor(.lastBaseline) { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
    }

    /// The view's anchors, one per attribute.
    var anchorCache: LayoutAnchorCache { autoLayout.anchorCache }

    /// What a margin attribute stands for, for the engine bridge (spec 17.13): `.leadingMargin` …
    /// `.centerYWithinMargins` are the matching attribute of ``layoutMarginsGuide`` (made on
    /// first use); any other attribute is the view's own.
    func marginAttributeTerm(_ attribute: NSLayoutConstraint.Attribute) -> LayoutAnchorTerm {
        guard let plain = attribute.withoutMargin else {
            return .attribute(LayoutItemReference(object: self), attribute)
        }
        return .attribute(LayoutItemReference(object: layoutMarginsGuide), plain)
    }
}

/// A layout guide's anchors (spec 17.12): the view's set without baselines.
extension UILayoutGuide {
    /// The leading edge of the guide.
    public var leadingAnchor: NSLayoutXAxisAnchor {
        anchorCache.anchor(.leading) { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    }
    /// The trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor {
        anchorCache.anchor(.trailing) { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor {
        anchorCache.anchor(.left) { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor {
        anchorCache.anchor(.right) { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor {
        anchorCache.anchor(.top) { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor {
        anchorCache.anchor(.bottom) { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    }
    /// The width.
    public var widthAnchor: NSLayoutDimension {
        anchorCache.anchor(.width) { NSLayoutDimension(item: self, attribute: .width) }
    }
    /// The height.
    public var heightAnchor: NSLayoutDimension {
        anchorCache.anchor(.height) { NSLayoutDimension(item: self, attribute: .height) }
    }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor {
        anchorCache.anchor(.centerX) { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor {
        anchorCache.anchor(.centerY) { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    }
}
#endif

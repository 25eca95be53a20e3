#if !canImport(UIKit)
import Foundation

/// What an anchor stands for, the form the engine bridge reads: one attribute of one item, or the
/// distance between two anchors (`anchorWithOffset(to:)`, spec 17.6).
indirect enum LayoutAnchorTerm {
    case attribute(LayoutItemReference, NSLayoutConstraint.Attribute)
    /// `to − from`.
    case distance(from: LayoutAnchorTerm, to: LayoutAnchorTerm)

    /// The item of the first attribute in the term.
    @MainActor var item: AnyObject? {
        switch self {
        case .attribute(let reference, _): reference.object
        case .distance(let from, _): from.item
        }
    }

    /// Every item the term refers to.
    @MainActor var items: [AnyObject] {
        switch self {
        case .attribute(let reference, _): reference.object.map { [$0] } ?? []
        case .distance(let from, let to): from.items + to.items
        }
    }

    /// The attribute, or `.notAnAttribute` for a distance.
    var attribute: NSLayoutConstraint.Attribute {
        if case .attribute(_, let attribute) = self { return attribute }
        return .notAnAttribute
    }
}

/// A weak reference to a view or layout guide.
struct LayoutItemReference {
    weak var object: AnyObject?
}

/// A factory for constraints between one attribute of a view or layout guide and another
/// (spec 17.6). Use the subclasses: ``NSLayoutXAxisAnchor``, ``NSLayoutYAxisAnchor``,
/// ``NSLayoutDimension``. The constraint methods are in AutoLayout/Anchors/.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    let term: LayoutAnchorTerm

    init(term: LayoutAnchorTerm) {
        self.term = term
        super.init()
    }

    /// An anchor for `attribute` of `item`.
    convenience init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        self.init(term: .attribute(LayoutItemReference(object: item), attribute))
    }

    /// The view or layout guide the anchor belongs to (nil for a distance).
    open var item: AnyObject? {
        if case .attribute(let reference, _) = term { return reference.object }
        return nil
    }
}

/// An anchor on the x axis: leading, trailing, left, right, centerX.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// An anchor on the y axis: top, bottom, centerY, firstBaseline, lastBaseline.
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// A width, height, or distance between two anchors.
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {}
#endif

#if !canImport(UIKit)
import Foundation

extension NSLayoutConstraint {
    /// What a constraint relates: its attributes, relation and multiplier, the terms the engine
    /// bridge reads, and why UIKit would have refused it.
    struct Definition {
        var firstAttribute: NSLayoutConstraint.Attribute
        var secondAttribute: NSLayoutConstraint.Attribute
        var relation: NSLayoutConstraint.Relation
        var multiplier: CGFloat
        var invalidReason: String?
        var firstTerm: LayoutAnchorTerm
        var secondTerm: LayoutAnchorTerm?

        /// The definition of a constraint made with `init()` alone: no items, never installed.
        static var empty: Definition {
            Definition(
                firstAttribute: .notAnAttribute, secondAttribute: .notAnAttribute, relation: .equal, multiplier: 1,
                invalidReason: "it relates nothing (it was made with init() and no items)",
                firstTerm: .attribute(LayoutItemReference(object: nil), .notAnAttribute), secondTerm: nil)
        }
    }
}
#endif

#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// Where a floating panel's inner edge rests in one state.
///
/// - ``inset(_:from:referenceGuide:)``: a fixed distance from an edge of the reference rectangle
///   (`.inset(16, from: .top, referenceGuide: .safeArea)` is a bottom panel 16 pt below the safe
///   area's top; `.inset(69, from: .bottom, …)` shows 69 pt of it).
/// - ``fraction(_:from:referenceGuide:)``: the same, as a fraction of the reference rectangle's
///   length along the panel's axis (0.5 from the bottom is half of it).
/// - ``fitting(offset:referenceGuide:)`` and ``fitting(fractionalOffset:referenceGuide:)``: as much
///   of the panel as its content's fitting size, measured from the reference edge the panel
///   rises from, less an offset (absolute, or a fraction of the fitting size).
///
/// Non-finite numbers count as 0, so every anchor resolves to a place.
public struct FloatingPanelLayoutAnchor: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case inset(CGFloat, FloatingPanelReferenceEdge)
        case fraction(CGFloat, FloatingPanelReferenceEdge)
        case fitting(offset: CGFloat, isFractional: Bool)
    }

    let kind: Kind
    /// The rectangle the anchor is measured in.
    public let referenceGuide: FloatingPanelLayoutReferenceGuide

    /// `inset` points from `edge` of the reference rectangle.
    public static func inset(
        _ inset: CGFloat, from edge: FloatingPanelReferenceEdge,
        referenceGuide: FloatingPanelLayoutReferenceGuide = .superview
    ) -> FloatingPanelLayoutAnchor {
        FloatingPanelLayoutAnchor(kind: .inset(inset, edge), referenceGuide: referenceGuide)
    }

    /// `fraction` of the reference rectangle's length from `edge`.
    public static func fraction(
        _ fraction: CGFloat, from edge: FloatingPanelReferenceEdge,
        referenceGuide: FloatingPanelLayoutReferenceGuide = .superview
    ) -> FloatingPanelLayoutAnchor {
        FloatingPanelLayoutAnchor(kind: .fraction(fraction, edge), referenceGuide: referenceGuide)
    }

    /// The content's fitting length, less `offset` points.
    public static func fitting(
        offset: CGFloat = 0, referenceGuide: FloatingPanelLayoutReferenceGuide = .safeArea
    ) -> FloatingPanelLayoutAnchor {
        FloatingPanelLayoutAnchor(kind: .fitting(offset: offset, isFractional: false), referenceGuide: referenceGuide)
    }

    /// The content's fitting length, less `fractionalOffset` of it.
    public static func fitting(
        fractionalOffset: CGFloat, referenceGuide: FloatingPanelLayoutReferenceGuide = .safeArea
    ) -> FloatingPanelLayoutAnchor {
        FloatingPanelLayoutAnchor(
            kind: .fitting(offset: fractionalOffset, isFractional: true), referenceGuide: referenceGuide)
    }

    /// Whether the anchor depends on the content's fitting size.
    public var dependsOnContentSize: Bool {
        if case .fitting = kind { return true }
        return false
    }
}

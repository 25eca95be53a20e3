#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// A layout's anchors resolved for one container: where the panel rests in each state, as a
/// pure value (issue 41's anchor resolution).
///
/// Every place is an **extent**: how far the panel reaches into its container from the edge it
/// rises from (a bottom panel with extent 300 has its top edge 300 pt above the container's
/// bottom). Extents make one rule serve all four positions: a larger extent is always more
/// expanded, and a positive velocity always expands.
///
/// The panel rests only at its layout's anchors, and a release chooses among them; `.hidden`
/// is one of them only when the layout gives it an anchor. The panel can always be moved to
/// `.hidden` in code, to ``hiddenExtent``: the layout's anchor, or extent 0 (just out of
/// sight). A layout without anchors rests at `.hidden`. Anchors resolve against the container's `size`, its `safeArea`
/// insets and the content's `fittingSize`; negative, NaN or infinite inputs count as 0, so the
/// resolution is total.
public struct FloatingPanelAnchorResolution: Equatable, Sendable {
    /// The states in order of extent, least expanded first; ties are broken by ``FloatingPanelState/order``.
    public let states: [FloatingPanelState]
    /// Each state's extent, in the order of ``states``.
    public let extents: [CGFloat]
    /// The container's length along the panel's axis.
    public let axisLength: CGFloat
    /// Where `.hidden` is: the layout's anchor for it, or 0.
    public let hiddenExtent: CGFloat

    /// Resolves `anchors` for a panel at `position` (already resolved for the layout direction:
    /// `.leading`/`.trailing` are read as `.left`/`.right`).
    public init(
        anchors: [FloatingPanelState: FloatingPanelLayoutAnchor], position: FloatingPanelPosition,
        size: CGSize, safeArea: UIEdgeInsets, fittingSize: CGSize = .zero,
        layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight
    ) {
        let axis = Axis(
            position: position.resolved(for: layoutDirection), size: size, safeArea: safeArea,
            fittingSize: fittingSize)
        var resolved = anchors.map { (state: $0.key, extent: axis.extent(of: $0.value, direction: layoutDirection)) }
        if resolved.isEmpty { resolved.append((.hidden, 0)) }
        resolved.sort { $0.extent != $1.extent ? $0.extent < $1.extent : $0.state.order < $1.state.order }
        states = resolved.map(\.state)
        extents = resolved.map(\.extent)
        axisLength = axis.length
        hiddenExtent = anchors[.hidden].map { axis.extent(of: $0, direction: layoutDirection) } ?? 0
    }

    /// The extent of `state`: its anchor's, ``hiddenExtent`` for `.hidden`, or nil when the layout
    /// has no anchor for it.
    public func extent(of state: FloatingPanelState) -> CGFloat? {
        if let index = states.firstIndex(of: state) { return extents[index] }
        return state == .hidden ? hiddenExtent : nil
    }

    /// The most expanded state and its extent.
    public var mostExpanded: (state: FloatingPanelState, extent: CGFloat) { (states.last!, extents.last!) }

    /// The least expanded anchor that is not `.hidden`, and its extent (`.hidden` when it is the only one).
    public var leastExpandedShown: (state: FloatingPanelState, extent: CGFloat) {
        let index = states.firstIndex { $0 != .hidden } ?? 0
        return (states[index], extents[index])
    }

    /// The state whose extent is nearest to `extent` (the more expanded on a tie).
    public func nearestState(to extent: CGFloat) -> FloatingPanelState {
        let target = extent.isFinite ? extent : 0
        var best = 0
        for index in extents.indices where abs(extents[index] - target) <= abs(extents[best] - target) {
            best = index
        }
        return states[best]
    }

    /// The reference rectangle and content size along the panel's axis.
    struct Axis {
        let position: FloatingPanelPosition
        let length: CGFloat
        /// Where the reference rectangles start and end along the axis (top or left first).
        let superview: ClosedRange<CGFloat>
        let safeArea: ClosedRange<CGFloat>
        let fittingLength: CGFloat

        init(position: FloatingPanelPosition, size: CGSize, safeArea insets: UIEdgeInsets, fittingSize: CGSize) {
            self.position = position
            let vertical = position.isVertical
            length = Self.length(vertical ? size.height : size.width)
            let start = Self.length(vertical ? insets.top : insets.left)
            let end = Self.length(vertical ? insets.bottom : insets.right)
            superview = 0...length
            let safeStart = min(start, length)
            safeArea = safeStart...max(safeStart, length - end)
            fittingLength = Self.length(vertical ? fittingSize.height : fittingSize.width)
        }

        /// Whether the panel rises from the end of the axis (bottom or right).
        var risesFromEnd: Bool { position == .bottom || position == .right }

        func extent(of anchor: FloatingPanelLayoutAnchor, direction: UIUserInterfaceLayoutDirection) -> CGFloat {
            let reference = anchor.referenceGuide == .safeArea ? safeArea : superview
            let coordinate: CGFloat
            switch anchor.kind {
            case .inset(let inset, let edge):
                coordinate = Self.coordinate(Self.finite(inset), from: edge.resolved(for: direction), in: reference)
            case .fraction(let fraction, let edge):
                let inset = Self.finite(fraction) * (reference.upperBound - reference.lowerBound)
                coordinate = Self.coordinate(inset, from: edge.resolved(for: direction), in: reference)
            case .fitting(let offset, let isFractional):
                let shown = fittingLength - (isFractional ? Self.finite(offset) * fittingLength : Self.finite(offset))
                coordinate = risesFromEnd ? reference.upperBound - shown : reference.lowerBound + shown
            }
            return risesFromEnd ? length - coordinate : coordinate
        }

        /// The coordinate `inset` from `edge`: the start edges (top, left) count forward, the end edges back.
        static func coordinate(
            _ inset: CGFloat, from edge: FloatingPanelReferenceEdge, in reference: ClosedRange<CGFloat>
        )
            -> CGFloat
        {
            switch edge {
            case .top, .left, .leading: return reference.lowerBound + inset
            case .bottom, .right, .trailing: return reference.upperBound - inset
            }
        }

        static func length(_ value: CGFloat) -> CGFloat { value.isFinite ? max(value, 0) : 0 }
        static func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
    }
}

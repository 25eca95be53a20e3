#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// The card a floating panel's content sits on: a container view with rounded (continuous)
/// corners, a border and a shadow, inset by ``containerMargins`` from the surface and holding
/// the content inset by ``contentPadding``; and a grabber handle centred on the edge that faces
/// the container's interior.
///
/// The shadow is drawn by the surface's own layer (unclipped); the corners clip the container
/// view, so content never draws outside them.
@MainActor
public final class FloatingPanelSurfaceView: UIView {
    /// The view the content controller's view fills (less ``contentPadding``).
    public let containerView = UIView(frame: .zero)
    /// The small bar users grab; hidden with `grabberHandle.isHidden`.
    public let grabberHandle = UIView(frame: .zero)
    /// The grabber's size (36 × 5 pt).
    public var grabberHandleSize = CGSize(width: 36, height: 5) { didSet { setNeedsLayout() } }
    /// The grabber's distance from the surface's inner edge (6 pt).
    public var grabberHandlePadding: CGFloat = 6 { didSet { setNeedsLayout() } }
    /// The edge the panel rises from, which puts the grabber on the opposite edge.
    public internal(set) var position: FloatingPanelPosition = .bottom { didSet { setNeedsLayout() } }
    /// The container's corner radius, with continuous corners (0 by default).
    public var cornerRadius: CGFloat = 0 {
        didSet {
            containerView.layer.cornerRadius = cornerRadius.isFinite ? max(cornerRadius, 0) : 0
            containerView.layer.cornerCurve = .continuous
        }
    }
    /// The container's inset from the surface.
    public var containerMargins: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    /// The content's inset from the container.
    public var contentPadding: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    /// The container's border.
    public var borderColor: UIColor? { didSet { containerView.layer.borderColor = borderColor?.cgColor } }
    public var borderWidth: CGFloat = 0 {
        didSet { containerView.layer.borderWidth = borderWidth.isFinite ? max(borderWidth, 0) : 0 }
    }

    /// The content view placed in the container, if any.
    weak var contentView: UIView?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        containerView.backgroundColor = .systemBackground
        containerView.clipsToBounds = true
        addSubview(containerView)
        grabberHandle.backgroundColor = UIColor(white: 0.76, alpha: 1)
        grabberHandle.layer.cornerRadius = 2.5
        addSubview(grabberHandle)
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.2
        layer.shadowOffset = CGSize(width: 0, height: 1)
        layer.shadowRadius = 3
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        containerView.frame = bounds.inset(by: containerMargins)
        contentView?.frame = containerView.bounds.inset(by: contentPadding)
        let size = grabberHandleSize
        let origin: CGPoint
        switch position {
        case .top:
            origin = CGPoint(x: bounds.midX - size.width / 2, y: bounds.maxY - grabberHandlePadding - size.height)
        case .left, .leading:
            origin = CGPoint(x: bounds.maxX - grabberHandlePadding - size.height, y: bounds.midY - size.width / 2)
        case .right, .trailing: origin = CGPoint(x: grabberHandlePadding, y: bounds.midY - size.width / 2)
        case .bottom: origin = CGPoint(x: bounds.midX - size.width / 2, y: grabberHandlePadding)
        }
        let vertical = position.isVertical
        grabberHandle.frame = CGRect(
            origin: origin,
            size: vertical ? size : CGSize(width: size.height, height: size.width))
        bringSubviewToFront(grabberHandle)
    }

    /// Whether `point` (in the surface's coordinates) is on the grabber's strip: the band along
    /// the inner edge as deep as the grabber and its padding twice.
    func grabberAreaContains(_ point: CGPoint) -> Bool {
        let depth = grabberHandlePadding * 2 + grabberHandleSize.height
        switch position {
        case .top: return point.y >= bounds.maxY - depth
        case .left, .leading: return point.x >= bounds.maxX - depth
        case .right, .trailing: return point.x <= depth
        case .bottom: return point.y <= depth
        }
    }
}

/// The view behind a floating panel's surface: black, its alpha the layout's backdrop alpha for
/// where the panel is (interpolated between anchors). It takes touches only when visible; a tap
/// on it dismisses a modally presented panel.
@MainActor
public final class FloatingPanelBackdropView: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .black
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// The panel controller's root view: it fills the parent but lets through every touch that does
/// not land on one of its subviews, so the content under the panel stays interactive.
@MainActor
final class FloatingPanelPassthroughView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}

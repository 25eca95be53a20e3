#if !canImport(UIKit)
import Foundation

/// The sheet's card: the presented controller's view's ancestor (the sheet's `presentedView`,
/// spec 13.11), rounded at its top corners, clipping its content, with the grabber on top.
@MainActor
final class SheetCardView: UIView {
    /// The grabber's size, 36 × 5 pt, and its distance from the card's top, 5 pt (iOS 15+).
    static let grabberSize = CGSize(width: 36, height: 5)
    static let grabberTopInset: CGFloat = 5

    weak var sheet: UISheetPresentationController?
    let grabber = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        layer.masksToBounds = true
        grabber.backgroundColor = UIColor(white: 0.55, alpha: 0.5)
        grabber.layer.cornerRadius = Self.grabberSize.height / 2
        grabber.isHidden = true
        grabber.isUserInteractionEnabled = false
        addSubview(grabber)
    }

    required init?(coder: NSCoder) { nil }

    /// Puts the presented controller's view in the card, filling it, below the grabber.
    func embed(_ content: UIView) {
        if content.superview !== self { insertSubview(content, at: 0) }
        content.frame = bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    /// Applies the corner radius (at most half the card's width) and the grabber's visibility.
    func applyChrome(cornerRadius: CGFloat, grabberVisible: Bool) {
        layer.cornerRadius = min(cornerRadius, bounds.width / 2)
        grabber.isHidden = !grabberVisible
        bringSubviewToFront(grabber)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        grabber.frame = CGRect(
            x: bounds.midX - Self.grabberSize.width / 2, y: Self.grabberTopInset,
            width: Self.grabberSize.width, height: Self.grabberSize.height)
        if let sheet { applyChrome(cornerRadius: sheet.cornerRadius, grabberVisible: sheet.prefersGrabberVisible) }
    }
}

/// The black view under the card that dims the presenter; a tap on it may dismiss the sheet.
@MainActor
final class SheetDimmingView: UIView {
    weak var sheet: UISheetPresentationController?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .black
        alpha = 0
        addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.sheet?.dimmingViewTapped() })
    }

    required init?(coder: NSCoder) { nil }
}
#endif

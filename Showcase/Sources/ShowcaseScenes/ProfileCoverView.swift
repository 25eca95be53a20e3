import Foundation
import PortableUIKit

/// The profile header's cover band: a view backed by a `CAGradientLayer` (issue 21), running
/// diagonally from a lighter indigo at the top left to the cover colour at the bottom right. The
/// gradient fills the layer's bounds, so it follows the cover as the header stretches.
@MainActor
final class ProfileCoverView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }

    override init(frame: CGRect) {
        super.init(frame: frame)
        guard let gradient = layer as? CAGradientLayer else { return }
        gradient.colors = [
            UIColor(red: 0.42, green: 0.36, blue: 0.85, alpha: 1).cgColor, ProfileHeaderView.coverColor.cgColor,
        ]
        gradient.startPoint = CGPoint(x: 0, y: 0)
        gradient.endPoint = CGPoint(x: 1, y: 1)
    }

    required init?(coder: NSCoder) { nil }
}

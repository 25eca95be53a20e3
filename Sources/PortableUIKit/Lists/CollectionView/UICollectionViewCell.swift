#if !canImport(UIKit)
import Foundation

/// A cell of a collection view (UIKit's `UICollectionViewCell`): content goes in `contentView`,
/// above the optional `backgroundView` and `selectedBackgroundView` (shown while the cell is
/// selected or highlighted).
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    private let storedContentView = UIView()

    /// The view to add content to; it fills the cell.
    open var contentView: UIView { storedContentView }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        installContentView()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installContentView()
    }

    private func installContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// Whether the cell is selected; shows or hides `selectedBackgroundView`.
    open var isSelected = false { didSet { updateSelectedBackground() } }

    /// Whether the cell is highlighted (a finger is on it); shows or hides `selectedBackgroundView`.
    open var isHighlighted = false { didSet { updateSelectedBackground() } }

    /// A view behind the content.
    open var backgroundView: UIView? {
        didSet {
            guard oldValue !== backgroundView else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView { placeBehindContent(backgroundView) }
        }
    }

    /// A view behind the content, above `backgroundView`, shown while selected or highlighted.
    open var selectedBackgroundView: UIView? {
        didSet {
            guard oldValue !== selectedBackgroundView else { return }
            oldValue?.removeFromSuperview()
            updateSelectedBackground()
        }
    }

    private func placeBehindContent(_ view: UIView) {
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(view, belowSubview: contentView)
    }

    private func updateSelectedBackground() {
        guard let selectedBackgroundView else { return }
        if isSelected || isHighlighted {
            if selectedBackgroundView.superview !== self { placeBehindContent(selectedBackgroundView) }
        } else {
            selectedBackgroundView.removeFromSuperview()
        }
    }
}
#endif

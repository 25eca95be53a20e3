import Foundation
import PortableUIKit

extension UIView {
    /// Adds a label of the scenes' kind: `text` in the system font at `size`/`weight`, in
    /// `color`, stretching with this view's width (and height, if asked).
    @discardableResult
    func addShowcaseLabel(
        _ text: String, frame: CGRect, size: CGFloat, weight: UIFont.Weight = .regular,
        color: UIColor = .white, alignment: NSTextAlignment = .natural,
        autoresizing: UIView.AutoresizingMask = [.flexibleWidth]
    ) -> UILabel {
        let label = UILabel(frame: frame)
        label.text = text
        label.font = .systemFont(ofSize: size, weight: weight)
        label.textColor = color
        label.textAlignment = alignment
        label.autoresizingMask = autoresizing
        addSubview(label)
        return label
    }
}

#if !canImport(UIKit)
import Foundation

// CONTRACT PLACEHOLDERS: the guides helper replaces these with margins per spec 17.13 and the
// view's own guides.
extension UIView {
    var resolvedLayoutMargins: UIEdgeInsets { UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
    func setLayoutMargins(_ margins: UIEdgeInsets) {}
    var resolvedDirectionalLayoutMargins: NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    }
    func setDirectionalLayoutMargins(_ margins: NSDirectionalEdgeInsets) {}
    var preservesSuperviewMarginsFlag: Bool { false }
    func setPreservesSuperviewMargins(_ value: Bool) {}
    var insetsMarginsFromSafeAreaFlag: Bool { true }
    func setInsetsMarginsFromSafeArea(_ value: Bool) {}
    func systemLayoutGuide(_ role: SystemLayoutGuideRole) -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.systemRole = role
        return guide
    }
}
#endif

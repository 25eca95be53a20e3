#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif
extension DrawerController {
    func centerNavigationBarFrame(in view: UIView) -> CGRect? { nil }
}

#if !canImport(UIKit)
import Foundation

extension UIViewController {
    func performPresent(_ presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        ContainmentDiagnostics.report(.invalidPresentation, "present(_:animated:completion:) is being built",
                                      fix: "wait for the presentation engine", spec: "13.3")
    }

    func performDismiss(animated: Bool, completion: (() -> Void)?) {
        ContainmentDiagnostics.report(.invalidPresentation, "dismiss(animated:completion:) is being built",
                                      fix: "wait for the presentation engine", spec: "13.4")
    }

    func performShow(_ controller: UIViewController, sender: Any?) {
        present(controller, animated: true)
    }

    func performShowDetail(_ controller: UIViewController, sender: Any?) {
        present(controller, animated: true)
    }
}
#endif

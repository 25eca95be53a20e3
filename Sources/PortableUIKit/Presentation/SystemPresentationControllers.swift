#if !canImport(UIKit)
import Foundation

/// The presentation controller the engine uses for every style other than `.custom` (UIKit creates
/// its own private classes for them). `style` is the resolved style (never `.automatic`).
///
/// The full-screen and current-context styles use the plain `UIPresentationController`: its
/// presented view fills the container, which covers the window (full screen) or the context
/// controller's view (current context). Page and form sheets (and `.automatic`, which resolves to
/// `.formSheet`) get a `UISheetPresentationController`, laid out as the compact-width sheet.
@MainActor
func makeSystemPresentationController(
    for presented: UIViewController, presenting: UIViewController?, style: UIModalPresentationStyle
) -> UIPresentationController {
    let controller: UIPresentationController
    switch style {
    case .pageSheet, .formSheet, .automatic:
        controller = UISheetPresentationController(presentedViewController: presented, presenting: presenting)
    default:
        controller = UIPresentationController(presentedViewController: presented, presenting: presenting)
    }
    controller.resolvedPresentationStyle = style
    return controller
}
#endif

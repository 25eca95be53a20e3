#if !canImport(UIKit)
import Foundation

/// The navigation controller's interactive pop recognizer (spec 5.4): a left-edge pan that
/// delays touches-began and fails at touch-down (so recognizers that require its failure go
/// ahead at once) when its navigation controller cannot pop interactively; it also refuses to
/// begin if that changed before the finger moved far enough.
@MainActor
final class NavigationInteractivePopGestureRecognizer: UIScreenEdgePanGestureRecognizer {
    weak var navigationController: UINavigationController?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if state == .possible, navigationController?.canBeginInteractivePop != true { state = .failed }
    }

    override func shouldBeginAfterMoving(_ movement: CGVector) -> Bool {
        super.shouldBeginAfterMoving(movement) && navigationController?.canBeginInteractivePop == true
    }
}
#endif

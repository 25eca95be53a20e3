#if !canImport(UIKit)
import Foundation

/// Attaching and detaching gesture recognizers.
extension UIView {
    func attachGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        guard recognizer._view !== self else { return }
        recognizer._view?.detachGestureRecognizer(recognizer)
        _gestureRecognizers.append(recognizer)
        recognizer._view = self
    }

    func detachGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        guard recognizer._view === self else { return }
        GestureEnvironment.abandon(recognizer)
        GestureEnvironment.forget(recognizer)
        _gestureRecognizers.removeAll { $0 === recognizer }
        recognizer._view = nil
    }

    func replaceGestureRecognizers(with recognizers: [UIGestureRecognizer]) {
        for recognizer in _gestureRecognizers where !recognizers.contains(where: { $0 === recognizer }) {
            detachGestureRecognizer(recognizer)
        }
        for recognizer in recognizers { attachGestureRecognizer(recognizer) }
        _gestureRecognizers = recognizers
    }
}
#endif

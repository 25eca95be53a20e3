#if !canImport(UIKit)
import Foundation

/// A view's motion effects (spec 23.10): kept in the order added, each once. This device reports
/// no motion, as the Simulator does, so no effect ever changes the view.
extension UIView {
    /// Keeps `effect` unless the view has it already.
    func attachMotionEffect(_ effect: UIMotionEffect) {
        guard !_motionEffects.contains(where: { $0 === effect }) else { return }
        _motionEffects.append(effect)
    }

    /// Drops `effect`; nothing happens when the view does not have it.
    func detachMotionEffect(_ effect: UIMotionEffect) {
        _motionEffects.removeAll { $0 === effect }
    }
}
#endif

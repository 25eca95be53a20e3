#if !canImport(UIKit)
import Foundation

/// The part of a `UIVisualEffectView` that stands for its effect (UIKit's private
/// `_UIVisualEffectBackdropView`): it draws nothing itself; renderers draw ``shownEffect`` over
/// what lies behind it, as strongly as its presented alpha says (1 with an effect, 0 without,
/// faded by an animation block that changes the effect; spec 23.5). Not UIKit API.
@_spi(Rendering) @preconcurrency @MainActor
public final class VisualEffectBackdropView: UIView {
    /// The effect to draw: the effect view's effect, or the last one it had while it fades out
    /// after being set to nil. Nil until the effect view has had an effect.
    @_spi(Rendering) public internal(set) var shownEffect: UIVisualEffect?
}
#endif

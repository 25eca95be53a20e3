#if !canImport(UIKit)
import Foundation

/// Options of a scene destruction request (UIKit's `UISceneDestructionRequestOptions`); it has no
/// properties.
@preconcurrency @MainActor
open class UISceneDestructionRequestOptions: NSObject {
    /// Creates empty options.
    public override init() { super.init() }
}
#endif

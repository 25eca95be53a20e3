#if !canImport(UIKit)
import Foundation

extension UISwitch {
    /// How a switch looks (UIKit's `UISwitch.Style`, with UIKit's raw values).
    public enum Style: Int, Sendable {
        /// The style that suits the idiom: sliding on iPhone and iPad.
        case automatic = 0
        /// A checkbox (Mac idiom only).
        case checkbox = 1
        /// The sliding on/off switch.
        case sliding = 2
    }
}
#endif

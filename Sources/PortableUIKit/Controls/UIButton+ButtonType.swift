#if !canImport(UIKit)
import Foundation

extension UIButton {
    /// The style of a button, fixed when it is created (UIKit's `UIButton.ButtonType`, with
    /// UIKit's raw values; `plain`, 6, exists only on tvOS and is left out).
    public enum ButtonType: Int, Sendable {
        /// No style: the title is white unless set otherwise.
        case custom = 0
        /// The standard style: the title takes the tint colour, dims while highlighted and turns
        /// grey while disabled.
        case system = 1
        /// A detail-disclosure button (styled as `.system` here: PortableUIKit has no images).
        case detailDisclosure = 2
        /// An information button on a light background (styled as `.system`).
        case infoLight = 3
        /// An information button on a dark background (styled as `.system`).
        case infoDark = 4
        /// A contact-add button (styled as `.system`).
        case contactAdd = 5
        /// A close button (styled as `.system`).
        case close = 7

        /// The old name of ``system``.
        public static var roundedRect: ButtonType { .system }

        /// Whether the type draws its title the system way (tinted, dimmed, greyed).
        var isSystemStyled: Bool { self != .custom }
    }
}
#endif

#if !canImport(UIKit)
import Foundation

// The system traits PortableUIKit carries, as UIKit's Swift trait types (iOS 17). Their default
// values are the "unspecified" ones a trait collection reports when it does not set them.

/// The horizontal size class trait.
public struct UITraitHorizontalSizeClass: UITraitDefinition {
    /// `.unspecified`.
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    /// The trait's identifier.
    public static let identifier = "UITraitHorizontalSizeClass"
    /// The trait's name.
    public static let name = "HorizontalSizeClass"
}

/// The vertical size class trait.
public struct UITraitVerticalSizeClass: UITraitDefinition {
    /// `.unspecified`.
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    /// The trait's identifier.
    public static let identifier = "UITraitVerticalSizeClass"
    /// The trait's name.
    public static let name = "VerticalSizeClass"
}

/// The user interface idiom trait.
public struct UITraitUserInterfaceIdiom: UITraitDefinition {
    /// `.unspecified`.
    public static let defaultValue = UIUserInterfaceIdiom.unspecified
    /// The trait's identifier.
    public static let identifier = "UITraitUserInterfaceIdiom"
    /// The trait's name.
    public static let name = "UserInterfaceIdiom"
}

/// The user interface style (light or dark) trait; it affects colour appearance.
public struct UITraitUserInterfaceStyle: UITraitDefinition {
    /// `.unspecified`.
    public static let defaultValue = UIUserInterfaceStyle.unspecified
    /// The trait's identifier.
    public static let identifier = "UITraitUserInterfaceStyle"
    /// The trait's name.
    public static let name = "UserInterfaceStyle"
    /// `true`.
    public static let affectsColorAppearance = true
}

/// The display scale trait.
public struct UITraitDisplayScale: UITraitDefinition {
    /// `0`: unspecified.
    public static let defaultValue: CGFloat = 0
    /// The trait's identifier.
    public static let identifier = "UITraitDisplayScale"
    /// The trait's name.
    public static let name = "DisplayScale"
}

/// The layout direction trait.
public struct UITraitLayoutDirection: UITraitDefinition {
    /// `.unspecified`.
    public static let defaultValue = UITraitEnvironmentLayoutDirection.unspecified
    /// The trait's identifier.
    public static let identifier = "UITraitLayoutDirection"
    /// The trait's name.
    public static let name = "LayoutDirection"
}

/// The preferred content size category (Dynamic Type) trait.
public struct UITraitPreferredContentSizeCategory: UITraitDefinition {
    /// `.unspecified`.
    public static let defaultValue = UIContentSizeCategory.unspecified
    /// The trait's identifier.
    public static let identifier = "UITraitPreferredContentSizeCategory"
    /// The trait's name.
    public static let name = "PreferredContentSizeCategory"
}
#endif

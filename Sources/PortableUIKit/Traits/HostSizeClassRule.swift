#if !canImport(UIKit)
import Foundation

/// The size classes PortableUIKit gives a window of a size (spec 14.7: "size classes change only
/// if the host defines a mapping"). UIKit takes them from the device; a resizable host has none,
/// so the rule follows the iPhone table by size:
/// - vertical: compact when the height is under 500 pt (every iPhone in landscape: 320–440 pt),
///   else regular (every iPhone in portrait: 568 pt and more);
/// - horizontal: regular when the width is at least 896 pt (the large iPhones in landscape:
///   896, 926, 932 pt) or at least 700 pt with a regular height (wider than any phone in
///   portrait: a tablet- or desktop-sized window); else compact.
/// So 390 × 844 is compact/regular, 844 × 390 compact/compact, 932 × 430 regular/compact, as on
/// the devices. The one device it misses is the iPhone 8 Plus in landscape (736 × 414: regular
/// width on the device, compact here).
enum HostSizeClassRule {
    static let compactHeightBelow: CGFloat = 500
    static let regularWidthFrom: CGFloat = 896
    static let regularWidthWithRegularHeightFrom: CGFloat = 700

    static func sizeClasses(for size: CGSize) -> (
        horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass
    ) {
        let vertical: UIUserInterfaceSizeClass = size.height < compactHeightBelow ? .compact : .regular
        let wide =
            size.width >= regularWidthFrom
            || (vertical == .regular && size.width >= regularWidthWithRegularHeightFrom)
        return (wide ? .regular : .compact, vertical)
    }
}
#endif

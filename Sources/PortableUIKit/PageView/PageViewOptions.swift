#if !canImport(UIKit)
import Foundation

/// The options dictionary of `UIPageViewController.init(transitionStyle:navigationOrientation:options:)`
/// read as UIKit reads it (16.1): `.spineLocation` for page curl (default `.min`; always `.none`
/// for the scroll style) and `.interPageSpacing` for the scroll style (default 0). Values are
/// `NSNumber`s; Swift numbers are accepted too. A value that is no number, no spine location,
/// or a spacing that is not finite and non-negative is reported and the default used.
@MainActor
struct PageViewOptions {
    var spineLocation: UIPageViewController.SpineLocation
    var interPageSpacing: CGFloat

    init(_ options: [UIPageViewController.OptionsKey: Any]?, style: UIPageViewController.TransitionStyle) {
        spineLocation = style == .pageCurl ? .min : .none
        interPageSpacing = 0
        guard let options else { return }
        if style == .pageCurl, let value = options[.spineLocation] {
            if let raw = Self.number(value), raw.isFinite,
                let location = UIPageViewController.SpineLocation(rawValue: Int(exactly: raw.rounded()) ?? -1),
                location != .none
            {
                spineLocation = location
            } else {
                PageViewDiagnostics.refuse(
                    "spineLocation option \(value) is not a spine location; .min is used",
                    fix: "pass NSNumber(value: UIPageViewController.SpineLocation.min.rawValue) (or .mid, .max)",
                    spec: "16.1")
            }
        }
        if style == .scroll, let value = options[.interPageSpacing] {
            if let spacing = Self.number(value), spacing.isFinite, spacing >= 0 {
                interPageSpacing = CGFloat(spacing)
            } else {
                PageViewDiagnostics.refuse(
                    "interPageSpacing option \(value) is not a finite, non-negative number of points; 0 is used",
                    fix: "pass the spacing in points as an NSNumber, e.g. NSNumber(value: 8)", spec: "16.1")
            }
        }
    }

    private static func number(_ value: Any) -> Double? {
        switch value {
        case let number as NSNumber: return number.doubleValue
        case let value as CGFloat: return Double(value)
        case let value as Double: return value
        case let value as Float: return Double(value)
        case let value as Int: return Double(value)
        default: return nil
        }
    }
}

/// The page view controller's one diagnostic rule.
enum PageViewDiagnostics {
    @MainActor
    static func refuse(_ message: String, fix: String, spec: String) {
        PortableUIKitDiagnostics.report(.invalidPageViewControllerUse, message, fix: fix, spec: spec)
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// The properties PortableUIKit posts key-value changes for (§L5.1).
enum ObservedKey: String, CaseIterable, Sendable {
    case frame, bounds, center, alpha, isHidden
    case contentOffset, contentSize, contentInset

    /// The supported key paths, for diagnostics.
    static let supportedList = "UIView's \\.frame, \\.bounds, \\.center, \\.alpha, \\.isHidden and UIScrollView's \\.contentOffset, \\.contentSize, \\.contentInset"

    /// The key `keyPath` (rooted at `rootType`) names, or nil when it names nothing PortableUIKit
    /// posts. Key paths rooted at a subclass are not equal to the base class's, so the root type's
    /// metatype is opened and the key path compared with `\Root.property`.
    @MainActor
    static func resolve(_ keyPath: AnyKeyPath, rootType: Any.Type) -> ObservedKey? {
        if let scrollType = rootType as? any ScrollGeometryKeyed.Type, let key = scrollKey(scrollType, keyPath) {
            return key
        }
        if let viewType = rootType as? any ViewGeometryKeyed.Type { return viewKey(viewType, keyPath) }
        return nil
    }

    @MainActor
    private static func scrollKey<Root: ScrollGeometryKeyed>(_: Root.Type, _ keyPath: AnyKeyPath) -> ObservedKey? {
        switch keyPath {
        case \Root.contentOffset: .contentOffset
        case \Root.contentSize: .contentSize
        case \Root.contentInset: .contentInset
        default: nil
        }
    }

    @MainActor
    private static func viewKey<Root: ViewGeometryKeyed>(_: Root.Type, _ keyPath: AnyKeyPath) -> ObservedKey? {
        switch keyPath {
        case \Root.frame: .frame
        case \Root.bounds: .bounds
        case \Root.center: .center
        case \Root.alpha: .alpha
        case \Root.isHidden: .isHidden
        default: nil
        }
    }
}

/// Views, so a view class's metatype can be opened to form its key paths.
protocol ViewGeometryKeyed: UIView {}
extension UIView: ViewGeometryKeyed {}

/// Scroll views, likewise.
protocol ScrollGeometryKeyed: UIScrollView {}
extension UIScrollView: ScrollGeometryKeyed {}
#endif

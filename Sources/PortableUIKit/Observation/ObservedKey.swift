#if !canImport(UIKit)
import Foundation

/// The properties PortableUIKit posts key-value changes for (§L5.1, spec 20.9). A layer's
/// `frame` and `bounds` use the view's keys: each object has its own registry.
enum ObservedKey: String, CaseIterable, Sendable {
    case frame, bounds, center, alpha, isHidden
    case safeAreaInsets, layoutMargins
    case contentOffset, contentSize, contentInset, adjustedContentInset
    case isEditing

    /// The supported key paths, for diagnostics.
    static let supportedList =
        "UIView's \\.frame, \\.bounds, \\.center, \\.alpha, \\.isHidden, \\.safeAreaInsets, \\.layoutMargins, UIScrollView's \\.contentOffset, \\.contentSize, \\.contentInset, \\.adjustedContentInset, UITableView's \\.isEditing and CALayer's \\.frame, \\.bounds"

    /// The key `keyPath` (rooted at `rootType`) names, or nil when it names nothing PortableUIKit
    /// posts. Key paths rooted at a subclass are not equal to the base class's, so the root type's
    /// metatype is opened and the key path compared with `\Root.property`.
    @MainActor
    static func resolve(_ keyPath: AnyKeyPath, rootType: Any.Type) -> ObservedKey? {
        if let tableType = rootType as? any TableEditingKeyed.Type, let key = tableKey(tableType, keyPath) {
            return key
        }
        if let scrollType = rootType as? any ScrollGeometryKeyed.Type, let key = scrollKey(scrollType, keyPath) {
            return key
        }
        if let viewType = rootType as? any ViewGeometryKeyed.Type { return viewKey(viewType, keyPath) }
        if let layerType = rootType as? any LayerGeometryKeyed.Type { return layerKey(layerType, keyPath) }
        return nil
    }

    @MainActor
    private static func scrollKey<Root: ScrollGeometryKeyed>(_: Root.Type, _ keyPath: AnyKeyPath) -> ObservedKey? {
        switch keyPath {
        case \Root.contentOffset: .contentOffset
        case \Root.contentSize: .contentSize
        case \Root.contentInset: .contentInset
        case \Root.adjustedContentInset: .adjustedContentInset
        default: nil
        }
    }

    @MainActor
    private static func tableKey<Root: TableEditingKeyed>(_: Root.Type, _ keyPath: AnyKeyPath) -> ObservedKey? {
        keyPath == \Root.isEditing ? .isEditing : nil
    }

    @MainActor
    private static func viewKey<Root: ViewGeometryKeyed>(_: Root.Type, _ keyPath: AnyKeyPath) -> ObservedKey? {
        switch keyPath {
        case \Root.frame: .frame
        case \Root.bounds: .bounds
        case \Root.center: .center
        case \Root.alpha: .alpha
        case \Root.isHidden: .isHidden
        case \Root.safeAreaInsets: .safeAreaInsets
        case \Root.layoutMargins: .layoutMargins
        default: nil
        }
    }

    @MainActor
    private static func layerKey<Root: LayerGeometryKeyed>(_: Root.Type, _ keyPath: AnyKeyPath) -> ObservedKey? {
        switch keyPath {
        case \Root.frame: .frame
        case \Root.bounds: .bounds
        default: nil
        }
    }
}

/// Views, so a view class's metatype can be opened to form its key paths.
protocol ViewGeometryKeyed: UIView {}
extension UIView: ViewGeometryKeyed {}

/// Layers, likewise.
protocol LayerGeometryKeyed: CALayer {}
extension CALayer: LayerGeometryKeyed {}

/// Table views, likewise.
protocol TableEditingKeyed: UITableView {}
extension UITableView: TableEditingKeyed {}

/// Scroll views, likewise.
protocol ScrollGeometryKeyed: UIScrollView {}
extension UIScrollView: ScrollGeometryKeyed {}
#endif

#if !canImport(UIKit)
import Foundation

/// What the system keeps about one scene of the app (UIKit's `UISceneSession`): its role, its
/// configuration and its scene while connected.
@preconcurrency @MainActor
open class UISceneSession: NSObject {
    /// The role of the session's scenes.
    open private(set) var role: UISceneSession.Role
    /// The configuration the app chose for the session.
    open internal(set) var configuration: UISceneConfiguration
    /// A stable identifier of the session.
    open private(set) var persistentIdentifier: String
    /// The scene, while connected.
    open internal(set) weak var scene: UIScene?
    /// The app's own data about the session.
    open var userInfo: [String: Any]?

    init(role: UISceneSession.Role, configuration: UISceneConfiguration, persistentIdentifier: String) {
        self.role = role
        self.configuration = configuration
        self.persistentIdentifier = persistentIdentifier
        super.init()
    }
}

extension UISceneSession {
    /// The role of a scene.
    public struct Role: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// An interactive window on the device's main screen.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }
}

/// How the app creates a scene (UIKit's `UISceneConfiguration`): a name, a role, and the classes
/// of the scene and of its delegate.
///
/// Linux has no Objective-C runtime to create an object from a class: PortableUIKit creates the
/// delegate with the class's `init()`, which every `UIResponder` subclass has (UIKit's scene
/// delegates are `UIResponder` subclasses conforming to `UIWindowSceneDelegate`). A
/// `delegateClass` that is not a `UIResponder` subclass conforming to `UISceneDelegate` is
/// reported (`invalidApplicationUse`) and the scene gets no delegate. `sceneClass` may be nil or
/// `UIWindowScene`; PortableUIKit connects window scenes only.
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject {
    /// The configuration's name, as in the `Info.plist` manifest.
    open private(set) var name: String?
    /// The role of the scenes it creates.
    open private(set) var role: UISceneSession.Role
    /// The class of the scene; nil means `UIWindowScene`.
    open var sceneClass: AnyClass?
    /// The class of the scene's delegate; nil for none.
    open var delegateClass: AnyClass?

    /// Creates a configuration.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
        super.init()
    }
}
#endif

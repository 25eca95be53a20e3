#if !canImport(UIKit)
import CPortableUIKitInitializers
import Foundation

/// Creates a scene's delegate from its configuration's `delegateClass` (`AnyClass?`, as in
/// UIKit), as UIKit's Objective-C runtime does with `alloc`/`init`.
///
/// Linux has no Objective-C runtime, and Swift calls a non-`required` initializer only on a
/// statically known type; so the class must be a `UIResponder` subclass (as UIKit's scene
/// delegates are) and is created with its own `init()` through `CPortableUIKitInitializers`
/// (`NSObject.init()`'s vtable entry of the dynamic class). A class that is not a responder, or
/// does not conform to `UISceneDelegate`, is reported (`invalidApplicationUse`) and no delegate
/// is made.
@MainActor
enum SceneDelegateClass {
    static func makeDelegate(of type: AnyClass) -> (any UISceneDelegate)? {
        guard let responderType = type as? UIResponder.Type, responderType is any UISceneDelegate.Type else {
            PortableUIKitDiagnostics.report(
                .invalidApplicationUse,
                "the scene configuration's delegateClass \(type) is not a UIResponder subclass conforming to UISceneDelegate; the scene gets no delegate",
                fix: "declare the scene delegate as `class SceneDelegate: UIResponder, UIWindowSceneDelegate`",
                spec: "19.2")
            return nil
        }
        let object = portable_uikit_make_object(unsafeBitCast(responderType, to: UnsafeRawPointer.self))
        return Unmanaged<UIResponder>.fromOpaque(object).takeRetainedValue() as? any UISceneDelegate
    }
}
#endif

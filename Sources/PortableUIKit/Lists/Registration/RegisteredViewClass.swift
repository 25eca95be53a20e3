#if !canImport(UIKit)
import CPortableUIKitInitializers
import Foundation

/// Creates instances of classes registered with a table or collection view
/// (`register(_:forCellWithReuseIdentifier:)` and friends take `AnyClass`), through the class's
/// own override of the initializer UIKit calls, exactly as UIKit's `alloc`/`init…` does.
///
/// Swift calls a non-`required` initializer only on a statically known type; the C module
/// `CPortableUIKitInitializers` calls the dynamic class's vtable entry instead (see its header).
/// A subclass that does not inherit or override the initializer traps in its own vtable stub
/// ("Use of unimplemented initializer"), as the same class does under UIKit.
///
/// To add another initializer (`init(style:reuseIdentifier:)`, `init(reuseIdentifier:)`): declare
/// its class and method descriptors in `Initializers.c` by mangling (`nm -g` on the object file of
/// the class shows the `…fCTq` method descriptor and the `…CMn` class descriptor), add a
/// `swiftcall` function type with the Swift-lowered parameters (an enum without payload → its
/// integer tag, `String?` → two words, retained once because initializers consume their
/// arguments: `swift_bridgeObjectRetain` on the second word), and a test that creates a subclass.
@MainActor
enum RegisteredViewClass {
    /// `type.init(frame: frame)` for the dynamic class `type`.
    static func makeView(of type: UIView.Type, frame: CGRect) -> UIView {
        let metatype = unsafeBitCast(type, to: UnsafeRawPointer.self)
        let view = portable_uikit_make_view_with_frame(
            metatype, Double(frame.origin.x), Double(frame.origin.y),
            Double(frame.size.width), Double(frame.size.height))
        return Unmanaged<UIView>.fromOpaque(view).takeRetainedValue()
    }
}
#endif

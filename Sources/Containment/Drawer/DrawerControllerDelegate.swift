#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// Hears a ``DrawerController``'s drawers move. Every method is optional.
///
/// A `will` call announces a movement when it starts (a pan or an animation); the matching
/// `did` call reports where the drawer settled, which need not be where it was heading: an
/// abandoned pan that started to open the left drawer ends with `didClose(.left)`. Each `will`
/// is followed by exactly one `did` for the same side.
@MainActor
public protocol DrawerControllerDelegate: AnyObject {
    /// `side`'s drawer starts to open.
    func drawerController(_ drawerController: DrawerController, willOpen side: DrawerSide)
    /// `side`'s drawer settled open.
    func drawerController(_ drawerController: DrawerController, didOpen side: DrawerSide)
    /// `side`'s drawer starts to close.
    func drawerController(_ drawerController: DrawerController, willClose side: DrawerSide)
    /// `side`'s drawer settled closed.
    func drawerController(_ drawerController: DrawerController, didClose side: DrawerSide)
    /// The visible drawer moved (every frame of a pan or an animation): `percentVisible` is 0
    /// closed, 1 open, above 1 stretched; `side` is `.none` when the center is home.
    func drawerController(_ drawerController: DrawerController, didUpdate percentVisible: CGFloat, for side: DrawerSide)
}

extension DrawerControllerDelegate {
    public func drawerController(_ drawerController: DrawerController, willOpen side: DrawerSide) {}
    public func drawerController(_ drawerController: DrawerController, didOpen side: DrawerSide) {}
    public func drawerController(_ drawerController: DrawerController, willClose side: DrawerSide) {}
    public func drawerController(_ drawerController: DrawerController, didClose side: DrawerSide) {}
    public func drawerController(
        _ drawerController: DrawerController, didUpdate percentVisible: CGFloat, for side: DrawerSide
    ) {}
}

#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

extension DrawerController {
    /// The key under which the open side is saved.
    static let openSideRestorationKey = "Containment.DrawerController.openSide"

    /// The saved names of the sides.
    private static func restorationName(of side: DrawerSide) -> String {
        switch side {
        case .none: return "none"
        case .left: return "left"
        case .right: return "right"
        }
    }

    /// Saves the open side by name.
    func encodeOpenSide(with coder: NSCoder) {
        coder.encode(Self.restorationName(of: openSide) as NSString, forKey: Self.openSideRestorationKey)
    }

    /// Opens the saved side without animation. Nothing saved leaves the drawer as it is; a value
    /// that is not a side, or names a side with no drawer, is ignored with a diagnostic.
    func decodeOpenSide(with coder: NSCoder) {
        guard coder.containsValue(forKey: Self.openSideRestorationKey) else { return }
        let saved = coder.decodeObject(forKey: Self.openSideRestorationKey)
        guard let name = saved as? String,
            let side = DrawerSide.allCases.first(where: { Self.restorationName(of: $0) == name })
        else {
            return reportContainerMisuse(
                .unreadableRestorationArchive,
                "the saved open side \(String(describing: saved)) is not none, left or right",
                fix: "restore from an archive written by DrawerController.encodeRestorableState(with:)",
                spec: "restoration")
        }
        guard side == .none || drawerViewController(for: side) != nil else {
            return reportContainerMisuse(
                .unreadableRestorationArchive, "the saved open side \(name) has no drawer now",
                fix: "set the \(name) drawer before restoring, or restore into a matching drawer controller",
                spec: "restoration")
        }
        move(to: side, animated: false, completion: nil)
    }
}

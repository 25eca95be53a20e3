import Foundation
#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// State restoration for tests: what UIKit does with a controller's restorable state when the
/// app is suspended and relaunched, with the archive in memory.
///
/// ``archive(_:)`` encodes one controller's state (`encodeRestorableState(with:)`) into a keyed
/// archive; ``restore(_:into:)`` decodes it into a controller (`decodeRestorableState(with:)`),
/// then tells it restoration finished (`applicationFinishedRestoringState()`). Only the one
/// controller takes part: children are archived by the parent's own encoding, if at all.
/// Archives are not secure-coded, as UIKit's restoration archives are not. A key that was never
/// encoded decodes as nil, 0 or false, as on Darwin. Public UIKit and Foundation API only, so it
/// works on iOS too.
@MainActor
public enum RestorationArchive {
    /// The controller's restorable state as a keyed archive.
    public static func archive(_ controller: UIViewController) -> Data {
        let coder = NSKeyedArchiver(requiringSecureCoding: false)
        controller.encodeRestorableState(with: coder)
        coder.finishEncoding()
        return coder.encodedData
    }

    /// Decodes `data` into `controller`, then calls its `applicationFinishedRestoringState()`.
    /// Data that is not a keyed archive is reported (`unreadableRestorationArchive`) and the
    /// controller is left alone: neither method is called.
    public static func restore(_ data: Data, into controller: UIViewController) {
        let coder: NSKeyedUnarchiver
        do {
            coder = try NSKeyedUnarchiver(forReadingFrom: data)
        } catch {
            reportUnreadable(data, for: controller, error)
            return
        }
        coder.requiresSecureCoding = false
        // Darwin's init(forReadingFrom:) sets this policy; swift-corelibs-foundation leaves
        // .raiseException, which aborts on decodeObject(forKey:) of a key that was never encoded
        // (Darwin returns nil). With it, a missing object reads as nil on both.
        coder.decodingFailurePolicy = .setErrorAndReturn
        controller.decodeRestorableState(with: coder)
        coder.finishDecoding()
        controller.applicationFinishedRestoringState()
    }

    /// Reports data that is not a keyed archive: through PortableUIKit's diagnostics on Linux
    /// (tests can collect it), printed on Darwin, where that channel does not exist.
    private static func reportUnreadable(_ data: Data, for controller: UIViewController, _ error: any Error) {
        let message = "\(data.count) bytes given to restore \(controller) are not a keyed archive (\(error))"
        let fix = "restore only data produced by RestorationArchive.archive(_:)"
        #if canImport(UIKit)
        print("[ContainmentTesting] unreadableRestorationArchive: \(message). Fix: \(fix)")
        #else
        PortableUIKitDiagnostics.report(
            PortableUIKitDiagnostic(
                rule: .unreadableRestorationArchive, message: message, fix: fix, specItem: "RestorationArchive"))
        #endif
    }
}

#if !canImport(UIKit)
import Foundation
import PortableUIKit

/// Positive controls for the harness (HostileInputTests runs them by name; they are not in
/// ``HostileCatalog/all``): a case that crashes, one that hangs, one with a diagnostic it does
/// not expect, and one that passes.
extension HostileCatalog {
    static let controls: [HostileCase] = [
        HostileCase("control/crash", .tolerated) { _ in
            let values: [Int] = []
            print(values[Int(ProcessInfo.processInfo.processIdentifier) % 7 + 1])
        },
        HostileCase("control/hang", .tolerated) { _ in
            while ProcessInfo.processInfo.processIdentifier > 0 { usleep(1_000) }
        },
        HostileCase("control/unexpected-diagnostic", .tolerated) { world in
            world.window.addSubview(world.window)
        },
        HostileCase("control/pass", .tolerated) { world in
            world.window.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        },
    ]
}
#endif

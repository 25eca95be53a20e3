#if !canImport(UIKit)
import Foundation
import PortableUIKit
import ContainmentTesting

/// Auto Layout under misuse (spec §17): invalid constraints, bad priorities, activation without a
/// common ancestor, unsatisfiable sets, bad visual formats; each refused or recovered with a named
/// diagnostic, leaving layout working.
extension HostileCatalog {
    static let autoLayout: [HostileCase] = autoLayoutBridge + autoLayoutSurface
}
#endif

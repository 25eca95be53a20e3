#if !canImport(UIKit)
import Foundation
import PortableUIKit
import ContainmentTesting

/// `UIStackView` under misuse: bad spacing, arranging itself, arranged views moved elsewhere.
extension HostileCatalog {
    static let stackView: [HostileCase] = []
}
#endif

import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// A constant the engine cannot hold (beyond ±1e10 pt) is not a conflict: it is reported as
/// `invalidConstraint`, left out of the layout, and taken again when a usable constant comes back.
@MainActor
@Suite("Constants beyond the engine", .isolatedRuntime)
struct HugeConstantTests {
    @Test("17.5 a width of 1e300 is reported as invalidConstraint and left out; a constant of 100 brings it back")
    func hugeThenUsable() {
        let host = HeadlessHost()
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        host.window.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: host.window.leadingAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: host.window.topAnchor, constant: 20),
            view.heightAnchor.constraint(equalToConstant: 30),
        ])
        let width = view.widthAnchor.constraint(equalToConstant: 40)
        width.isActive = true
        host.runTurn()
        #expect(view.frame == CGRect(x: 10, y: 20, width: 40, height: 30))
        expectDiagnostic(.invalidConstraint) {
            width.constant = 1e300
            host.runTurn()
        }
        #expect(width.isActive && view.frame.origin == CGPoint(x: 10, y: 20) && view.frame.width.isFinite)
        width.constant = 100
        host.runTurn()
        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 30))
    }
}

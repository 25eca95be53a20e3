import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTestTraits

fileprivate func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-6 }
fileprivate func v(_ x: LayoutVariable) -> LayoutExpression { LayoutExpression(x) }
fileprivate func c(_ value: Double) -> LayoutExpression { LayoutExpression(constant: value) }

@MainActor
@Suite("LayoutEngine: Cassowary solver (spec 17.22)", .isolatedRuntime) struct LayoutEngineTests {
    @Test("17.22 required equalities solve a linear system: x + y = 10, x - y = 2 gives x 6, y 4")
    func equalities() throws {
        let x = LayoutVariable("x"), y = LayoutVariable("y")
        var engine = LayoutEngine()
        try engine.addConstraint(LayoutConstraint(v(x) + v(y), .equal, c(10)))
        try engine.addConstraint(LayoutConstraint(v(x) - v(y), .equal, c(2)))
        engine.updateVariables()
        #expect(close(engine.value(of: x), 6))
        #expect(close(engine.value(of: y), 4))
    }

    @Test("17.22 a weak preference yields to a required inequality: x >= 100 beats weak x == 20")
    func inequalityBeatsWeak() throws {
        let x = LayoutVariable("x")
        var engine = LayoutEngine()
        try engine.addConstraint(LayoutConstraint(v(x), .equal, c(20), strength: .weak))
        engine.updateVariables()
        #expect(close(engine.value(of: x), 20))
        try engine.addConstraint(LayoutConstraint(v(x), .greaterThanOrEqual, c(100)))
        engine.updateVariables()
        #expect(close(engine.value(of: x), 100))
        let cap = LayoutConstraint(v(x), .lessThanOrEqual, c(10), strength: .strong)
        #expect(throws: Never.self) { try engine.addConstraint(cap) }
        engine.updateVariables()
        #expect(close(engine.value(of: x), 100), "a strong cap cannot break the required floor")
    }

    @Test("17.3 strengths trade off: strong x == 50 beats weak x == 10, and a medium width wins over weak")
    func strengthsTradeOff() throws {
        let x = LayoutVariable("x")
        var engine = LayoutEngine()
        try engine.addConstraint(LayoutConstraint(v(x), .equal, c(10), strength: .weak))
        try engine.addConstraint(LayoutConstraint(v(x), .equal, c(50), strength: .strong))
        engine.updateVariables()
        #expect(close(engine.value(of: x), 50))
        let left = LayoutVariable("left"), width = LayoutVariable("width")
        var row = LayoutEngine()
        try row.addConstraint(LayoutConstraint(v(left), .equal, c(0)))
        try row.addConstraint(LayoutConstraint(v(left) + v(width), .lessThanOrEqual, c(300)))
        try row.addConstraint(LayoutConstraint(v(width), .equal, c(400), strength: LayoutStrength(priority: 750)))
        try row.addConstraint(LayoutConstraint(v(width), .equal, c(100), strength: LayoutStrength(priority: 250)))
        row.updateVariables()
        #expect(close(row.value(of: width), 300), "the 750 width presses to the required limit")
    }

    @Test("17.22 priority mapping: 1000 is required, weights rise with priority, 500 is kiwi medium")
    func priorityMapping() {
        #expect(LayoutStrength(priority: 1000).isRequired)
        #expect(!LayoutStrength(priority: 999).isRequired)
        #expect(close(LayoutStrength(priority: 500).weight, LayoutStrength.medium.weight))
        #expect(LayoutStrength(priority: 250) < LayoutStrength(priority: 251))
        #expect(LayoutStrength(priority: 999) < LayoutStrength.strong)
        #expect(LayoutStrength(priority: 1) > LayoutStrength.weak)
    }

    @Test("17.22 edit variables: suggestValue moves x within required bounds and clamps at them")
    func editVariables() throws {
        let x = LayoutVariable("x"), y = LayoutVariable("y")
        var engine = LayoutEngine()
        try engine.addConstraint(LayoutConstraint(v(y), .equal, v(x) + c(10)))
        try engine.addConstraint(LayoutConstraint(v(x), .lessThanOrEqual, c(100)))
        try engine.addEditVariable(x, strength: .strong)
        try engine.suggestValue(x, 40)
        engine.updateVariables()
        #expect(close(engine.value(of: x), 40))
        #expect(close(engine.value(of: y), 50))
        try engine.suggestValue(x, 250)
        engine.updateVariables()
        #expect(close(engine.value(of: x), 100))
        #expect(close(engine.value(of: y), 110))
        try engine.suggestValue(x, -5)
        engine.updateVariables()
        #expect(close(engine.value(of: x), -5))
        try engine.removeEditVariable(x)
        #expect(!engine.hasEditVariable(x))
        #expect(throws: LayoutEngineError.unknownEditVariable) { try engine.suggestValue(x, 1) }
    }

    @Test("17.22 edit misuse is refused: duplicate edit, required edit, unknown removal")
    func editMisuse() throws {
        let x = LayoutVariable("x")
        var engine = LayoutEngine()
        #expect(throws: LayoutEngineError.requiredEditVariable) { try engine.addEditVariable(x, strength: .required) }
        try engine.addEditVariable(x, strength: .medium)
        #expect(throws: LayoutEngineError.duplicateEditVariable) { try engine.addEditVariable(x, strength: .weak) }
        #expect(throws: LayoutEngineError.unknownEditVariable) { try engine.removeEditVariable(LayoutVariable()) }
    }

    @Test("17.22 removing a constraint restores the previous solution")
    func removalRestores() throws {
        let x = LayoutVariable("x")
        var engine = LayoutEngine()
        try engine.addConstraint(LayoutConstraint(v(x), .equal, c(20), strength: .weak))
        let floor = LayoutConstraint(v(x), .greaterThanOrEqual, c(80))
        let pin = LayoutConstraint(v(x), .equal, c(120), strength: .medium)
        try engine.addConstraint(floor)
        try engine.addConstraint(pin)
        engine.updateVariables()
        #expect(close(engine.value(of: x), 120))
        try engine.removeConstraint(pin)
        engine.updateVariables()
        #expect(close(engine.value(of: x), 80))
        try engine.removeConstraint(floor)
        engine.updateVariables()
        #expect(close(engine.value(of: x), 20))
        #expect(throws: LayoutEngineError.unknownConstraint) { try engine.removeConstraint(floor) }
        #expect(throws: LayoutEngineError.duplicateConstraint) {
            let again = LayoutConstraint(v(x), .lessThanOrEqual, c(500))
            try engine.addConstraint(again)
            try engine.addConstraint(again)
        }
    }

    @Test("17.22 an unsatisfiable required constraint is reported, not trapped, and the engine stays usable")
    func unsatisfiableRequired() throws {
        let x = LayoutVariable("x"), y = LayoutVariable("y")
        var engine = LayoutEngine()
        let floor = LayoutConstraint(v(x), .greaterThanOrEqual, c(10))
        try engine.addConstraint(floor)
        try engine.addConstraint(LayoutConstraint(v(y), .equal, v(x) + c(5)))
        try engine.addConstraint(LayoutConstraint(v(x), .equal, c(30), strength: .weak))
        let conflict = LayoutConstraint(v(x), .lessThanOrEqual, c(5))
        #expect(throws: LayoutEngineError.unsatisfiableConstraint) { try engine.addConstraint(conflict) }
        #expect(!engine.hasConstraint(conflict))
        let equalConflict = LayoutConstraint(c(1), .equal, c(2))
        #expect(throws: LayoutEngineError.unsatisfiableConstraint) { try engine.addConstraint(equalConflict) }
        engine.updateVariables()
        #expect(close(engine.value(of: x), 30))
        #expect(close(engine.value(of: y), 35))
        try engine.removeConstraint(floor)
        try engine.addConstraint(LayoutConstraint(v(x), .lessThanOrEqual, c(5)))
        engine.updateVariables()
        #expect(close(engine.value(of: x), 5), "the refused cap is accepted once the floor is gone")
        #expect(close(engine.value(of: y), 10))
    }

    @Test("17.22 a chain taken apart front to back: each removal frees its view and keeps the links after it")
    func chainRemovedFrontToBack() throws {
        let count = 24
        let xs = (0..<count).map { LayoutVariable("x\($0)") }, ws = (0..<count).map { LayoutVariable("w\($0)") }
        var engine = LayoutEngine()
        var links: [[LayoutConstraint]] = []
        for index in 0..<count {
            let position =
                index == 0
                ? LayoutConstraint(v(xs[0]), .equal, c(0))
                : LayoutConstraint(v(xs[index]), .equal, v(xs[index - 1]) + v(ws[index - 1]))
            let width = LayoutConstraint(v(ws[index]), .equal, c(10))
            // A weak pull to 1000 decides where a view goes once its link is gone.
            try engine.addConstraint(LayoutConstraint(v(xs[index]), .equal, c(1000), strength: .weak))
            try engine.addConstraint(position)
            try engine.addConstraint(width)
            links.append([position, width])
        }
        engine.updateVariables()
        #expect((0..<count).allSatisfy { close(engine.value(of: xs[$0]), 10 * Double($0)) })
        for removed in 0..<count {
            for constraint in links[removed] { try engine.removeConstraint(constraint) }
            engine.updateVariables()
            // Views up to `removed` are free (the last one's width too): the weak pull puts them at
            // 1000. The chain after it keeps its links, 10 apart.
            for index in 0...removed { #expect(close(engine.value(of: xs[index]), 1000)) }
            for index in (removed + 1)..<max(removed + 1, count - 1) {
                #expect(close(engine.value(of: xs[index + 1]) - engine.value(of: xs[index]), 10))
            }
        }
    }
}

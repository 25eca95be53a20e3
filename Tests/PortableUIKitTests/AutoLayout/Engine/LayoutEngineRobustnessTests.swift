import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTestTraits

fileprivate func v(_ x: LayoutVariable) -> LayoutExpression { LayoutExpression(x) }
fileprivate func c(_ value: Double) -> LayoutExpression { LayoutExpression(constant: value) }

/// The published values of `variables`, bit for bit.
fileprivate func bits(_ engine: LayoutEngine, _ variables: [LayoutVariable]) -> [UInt64] {
    var engine = engine
    engine.updateVariables()
    return variables.map { engine.value(of: $0).bitPattern }
}

/// A small layout with inequalities, preferences and an edit variable, solved to a unique point.
fileprivate func sampleLayout() throws -> (LayoutEngine, [LayoutVariable]) {
    let x = LayoutVariable("x"), w = LayoutVariable("w"), y = LayoutVariable("y")
    var engine = LayoutEngine()
    try engine.addConstraint(LayoutConstraint(v(x), .greaterThanOrEqual, c(10)))
    try engine.addConstraint(LayoutConstraint(v(x) + v(w), .lessThanOrEqual, c(300)))
    try engine.addConstraint(LayoutConstraint(v(w), .equal, c(120), strength: LayoutStrength(priority: 750)))
    try engine.addConstraint(LayoutConstraint(v(y), .equal, v(x) * 2 + c(5)))
    try engine.addEditVariable(x, strength: .strong)
    try engine.suggestValue(x, 250)
    return (engine, [x, w, y])
}

@MainActor
@Suite("LayoutEngine: refusals, hostile inputs, determinism and bounded work (spec 17.22)", .isolatedRuntime)
struct LayoutEngineRobustnessTests {
    @Test("17.22 positive control: the sample layout solves to x 250, w 50, y 505 (strong edit beats w @750)")
    func sampleLayoutSolves() throws {
        var (engine, variables) = try sampleLayout()
        engine.updateVariables()
        #expect(variables.map { engine.value(of: $0) } == [250, 50, 505])
    }

    @Test("17.22 refused requests (duplicate, unknown, required edit, unknown suggest) leave every value bit-identical")
    func refusedRequestsChangeNothing() throws {
        var (engine, variables) = try sampleLayout()
        let before = bits(engine, variables)
        let installed = LayoutConstraint(v(variables[0]), .lessThanOrEqual, c(500))
        try engine.addConstraint(installed)
        #expect(throws: LayoutEngineError.duplicateConstraint) { try engine.addConstraint(installed) }
        try engine.removeConstraint(installed)
        #expect(throws: LayoutEngineError.unknownConstraint) { try engine.removeConstraint(installed) }
        #expect(throws: LayoutEngineError.duplicateEditVariable) {
            try engine.addEditVariable(variables[0], strength: .weak)
        }
        #expect(throws: LayoutEngineError.requiredEditVariable) {
            try engine.addEditVariable(variables[1], strength: .required)
        }
        #expect(throws: LayoutEngineError.unknownEditVariable) { try engine.suggestValue(variables[1], 3) }
        #expect(throws: LayoutEngineError.unknownEditVariable) { try engine.removeEditVariable(variables[1]) }
        #expect(bits(engine, variables) == before)
    }

    @Test("17.22 removing what was added restores the earlier solution bit for bit (inequality, preference, edit)")
    func removalRestoresExactly() throws {
        var (engine, variables) = try sampleLayout()
        let (x, w) = (variables[0], variables[1])
        let before = bits(engine, variables)
        let cap = LayoutConstraint(v(x), .lessThanOrEqual, c(100))
        let preference = LayoutConstraint(v(w), .equal, c(10), strength: .strong)
        try engine.addConstraint(cap)
        try engine.addConstraint(preference)
        try engine.addEditVariable(w, strength: .medium)
        try engine.suggestValue(w, 77)
        #expect(bits(engine, variables) != before, "positive control: the additions moved the solution")
        try engine.removeEditVariable(w)
        try engine.removeConstraint(preference)
        try engine.removeConstraint(cap)
        #expect(bits(engine, variables) == before)
    }

    @Test("17.17 unsatisfiable required inequalities are refused and leave every value bit-identical")
    func unsatisfiableInequalitiesChangeNothing() throws {
        var (engine, variables) = try sampleLayout()
        let (x, w, y) = (variables[0], variables[1], variables[2])
        let before = bits(engine, variables)
        let conflicts = [
            LayoutConstraint(v(x), .lessThanOrEqual, c(5)),  // x >= 10 installed
            LayoutConstraint(v(w), .greaterThanOrEqual, c(400)),  // x + w <= 300, x >= 10
            LayoutConstraint(v(y) - v(x) * 2, .greaterThanOrEqual, c(6)),  // y == 2x + 5
            LayoutConstraint(v(x) + v(w) * 0.5, .greaterThanOrEqual, c(301) - v(w) * 0.5),  // x + w <= 300
        ]
        for conflict in conflicts {
            #expect(throws: LayoutEngineError.unsatisfiableConstraint) { try engine.addConstraint(conflict) }
            #expect(!engine.hasConstraint(conflict))
            #expect(bits(engine, variables) == before)
        }
        // Positive control: a satisfiable inequality of the same shape is accepted and moves x.
        try engine.addConstraint(LayoutConstraint(v(x), .lessThanOrEqual, c(100)))
        #expect(bits(engine, variables) != before)
    }

    @Test(
        "17.22 NaN or infinite coefficients, constants, strengths and suggestions, huge values and empty expressions are refused"
    )
    func hostileInputsAreRefused() throws {
        var (engine, variables) = try sampleLayout()
        let x = variables[0]
        let before = bits(engine, variables)
        let hostile = [
            LayoutConstraint(v(x) * .nan, .equal, c(1)),
            LayoutConstraint(v(x), .equal, c(.infinity)),
            LayoutConstraint(v(x), .lessThanOrEqual, c(-.infinity), strength: .weak),
            LayoutConstraint(v(x), .equal, c(1e300)),
            LayoutConstraint(v(x) * 1e11, .greaterThanOrEqual, c(0)),
            LayoutConstraint(LayoutExpression(constant: 0), .equal),
            LayoutConstraint(v(x), .equal, c(1), strength: LayoutStrength(weight: .nan)),
        ]
        for constraint in hostile {
            do {
                try engine.addConstraint(constraint)
                Issue.record("accepted a hostile constraint \(constraint.expression)")
            } catch {
                guard case .invalidConstraint = error else { Issue.record("wrong error \(error)"); continue }
            }
            #expect(!engine.hasConstraint(constraint))
        }
        for value in [Double.nan, .infinity, -.infinity, 1e11] {
            do {
                try engine.suggestValue(x, value)
                Issue.record("accepted the suggestion \(value)")
            } catch {
                guard case .invalidValue = error else { Issue.record("wrong error \(error)"); continue }
            }
        }
        #expect(throws: LayoutEngineError.invalidConstraint("the edit strength is not a number")) {
            try engine.addEditVariable(variables[1], strength: LayoutStrength(weight: .nan))
        }
        #expect(bits(engine, variables) == before)
        // Positive control: the largest accepted magnitude still solves.
        try engine.addConstraint(LayoutConstraint(v(variables[1]), .lessThanOrEqual, c(LayoutEngine.maximumMagnitude)))
    }

    @Test("17.22 one variable repeated 10,000 times in an expression adds up (x·10,000 == 5,000 gives x 0.5)")
    func repeatedVariableAddsUp() throws {
        let x = LayoutVariable("x")
        var engine = LayoutEngine()
        let terms = Array(repeating: LayoutTerm(variable: x, coefficient: 1), count: 10_000)
        try engine.addConstraint(LayoutConstraint(LayoutExpression(terms, constant: -5_000), .equal))
        engine.updateVariables()
        #expect(abs(engine.value(of: x) - 0.5) < 1e-12)
        // Terms that cancel leave no variable: 0 == 3 is unsatisfiable, 0 == 0 holds.
        let cancelling = [LayoutTerm(variable: x, coefficient: 2), LayoutTerm(variable: x, coefficient: -2)]
        #expect(throws: LayoutEngineError.unsatisfiableConstraint) {
            try engine.addConstraint(LayoutConstraint(LayoutExpression(cancelling, constant: 3), .equal))
        }
        try engine.addConstraint(LayoutConstraint(LayoutExpression(cancelling), .equal))
    }

    @Test("17.22 determinism: the same operations give bit-identical values whatever the hash tables' layouts")
    func sameOperationsSameBits() throws {
        func run(reserving capacity: Int) throws -> ([UInt64], [LayoutVariable]) {
            var engine = LayoutEngine()
            engine.constraints.reserveCapacity(capacity)
            engine.variableSymbols.reserveCapacity(capacity)
            engine.edits.reserveCapacity(capacity)
            var random = EngineTestGenerator(state: 99)
            let variables = (0..<12).map { LayoutVariable("v\($0)") }
            var installed: [LayoutConstraint] = []
            for step in 0..<80 {
                let a = variables[random.next(0...11)], b = variables[random.next(0...11)]
                let strength = [LayoutStrength.required, .weak, .medium, .strong][random.next(0...3)]
                let relation = [LayoutRelation.equal, .lessThanOrEqual, .greaterThanOrEqual][random.next(0...2)]
                let constraint = LayoutConstraint(
                    v(a) * Double(random.next(1...3)), relation,
                    v(b) + c(Double(random.next(-50...50))), strength: strength)
                if (try? engine.addConstraint(constraint)) != nil { installed.append(constraint) }
                if step % 7 == 6, !installed.isEmpty {
                    try engine.removeConstraint(installed.remove(at: random.next(0...(installed.count - 1))))
                }
            }
            try engine.addEditVariable(variables[0], strength: .strong)
            for _ in 0..<20 { try engine.suggestValue(variables[0], Double(random.next(-80...80))) }
            return (bits(engine, variables), Array(engine.variableSymbols.keys))
        }
        let (first, firstOrder) = try run(reserving: 0)
        let (second, secondOrder) = try run(reserving: 0)
        let (third, thirdOrder) = try run(reserving: 4096)
        #expect(first == second)
        #expect(first == third)
        // Positive control: the third run's dictionaries really iterate in another order.
        #expect(firstOrder.map(\.name) != thirdOrder.map(\.name))
        _ = secondOrder
    }

    @Test("17.22 bounded work: a pivot cap ends a simplex run with internalSolverError, state restored, never a hang")
    func pivotCapEndsRun() throws {
        let x = LayoutVariable("x")
        var engine = LayoutEngine()
        try engine.addConstraint(LayoutConstraint(v(x), .equal, c(10), strength: .weak))
        let before = bits(engine, [x])
        engine.pivotLimitOverride = 0
        // x >= 100 has no subject: the artificial objective must pivot, which the cap forbids.
        let floor = LayoutConstraint(v(x), .greaterThanOrEqual, c(100))
        do {
            try engine.addConstraint(floor)
            Issue.record("no pivot was needed: the control did not exercise the cap")
        } catch {
            guard case .internalSolverError = error else { Issue.record("wrong error \(error)"); return }
        }
        #expect(!engine.hasConstraint(floor))
        #expect(bits(engine, [x]) == before)
        // Positive control: with the default cap the same request succeeds.
        engine.pivotLimitOverride = nil
        try engine.addConstraint(floor)
        engine.updateVariables()
        #expect(engine.value(of: x) == 100)
    }

    @Test("17.22 bounded work: an unbounded objective ends with internalSolverError, never a hang")
    func unboundedObjectiveThrows() throws {
        let x = LayoutVariable("x")
        var engine = LayoutEngine()
        try engine.addConstraint(LayoutConstraint(v(x), .greaterThanOrEqual, c(0)))
        // Strengths are clipped to be non-negative, so only a corrupted objective can be unbounded:
        // make the slack of x >= 0 profitable to grow without limit.
        guard let symbol = engine.variableSymbols[x], let slack = engine.rows[symbol]?.cells.first?.symbol else {
            Issue.record("x is not basic over its slack"); return
        }
        engine.objective.insert(slack, -1)
        engine.objectiveCandidates.append(slack)
        engine.objectiveNeedsOptimizing = true
        #expect(throws: LayoutEngineError.internalSolverError("the objective is unbounded")) {
            try engine.optimize(.objective)
        }
    }
}

import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTestTraits

/// One randomized system: the engine and the same constraints for the brute force, side by side.
@MainActor
private struct CrossCheckedSystem {
    let variables: [LayoutVariable]
    var engine = LayoutEngine()
    var boxes: [DenseConstraint] = []
    var installed: [(LayoutConstraint, DenseConstraint)] = []
    var checked = 0, unique = 0
    var dense: [DenseConstraint] { boxes + installed.map(\.1) }

    init(dimension: Int) throws {
        variables = (0..<dimension).map { LayoutVariable("x\($0)") }
        // A required box keeps every system bounded, so the brute force's vertices cover the optimum.
        for index in 0..<dimension {
            for (bound, relation) in [(-200.0, LayoutRelation.greaterThanOrEqual), (200, .lessThanOrEqual)] {
                var coefficients = Array(repeating: 0.0, count: dimension)
                coefficients[index] = 1
                let box = DenseConstraint(coefficients: coefficients, constant: -bound, relation: relation, weight: nil)
                try engine.addConstraint(box.engineConstraint(variables))
                boxes.append(box)
            }
        }
    }

    func snapshot() -> [UInt64] {
        var engine = engine
        engine.updateVariables()
        return variables.map { engine.value(of: $0).bitPattern }
    }

    /// Adds `constraint`; on refusal, checks the brute force agrees and that nothing moved.
    mutating func add(_ constraint: DenseConstraint) -> Bool {
        let before = snapshot()
        let engineConstraint = constraint.engineConstraint(variables)
        do {
            try engine.addConstraint(engineConstraint)
        } catch {
            #expect(error == .unsatisfiableConstraint)
            #expect(constraint.weight == nil, "only a required constraint may be refused")
            #expect(
                BruteForceLP(dimension: variables.count, constraints: dense + [constraint]).solve() == nil,
                "refused a satisfiable constraint")
            #expect(snapshot() == before, "a refused constraint changed the solution")
            return false
        }
        installed.append((engineConstraint, constraint))
        return true
    }

    mutating func remove(at index: Int) throws {
        let (engineConstraint, _) = installed.remove(at: index)
        try engine.removeConstraint(engineConstraint)
    }

    /// The engine's solution is feasible, its error equals the brute-force minimum, and it is the point
    /// when the optimum is unique. `extra` are optional constraints the engine holds otherwise (edits).
    mutating func check(_ context: String, extra: [DenseConstraint] = []) {
        engine.updateVariables()
        let point = variables.map { engine.value(of: $0) }
        let problem = BruteForceLP(dimension: variables.count, constraints: dense + extra)
        guard let isUnique = expectBruteForceOptimum(point, of: problem, context) else { return }
        if isUnique { unique += 1 }
        checked += 1
    }
}

@MainActor
@Suite("LayoutEngine: cross-checked against a brute-force LP (spec 17.22)", .isolatedRuntime)
struct LayoutEngineBruteForceTests {
    static let weights = [
        LayoutStrength.weak.weight, LayoutStrength.medium.weight,
        LayoutStrength(priority: 750).weight, LayoutStrength.strong.weight,
    ]

    private static func randomConstraint(_ random: inout EngineTestGenerator, dimension: Int) -> DenseConstraint {
        var coefficients = (0..<dimension).map { _ in Double(random.next(-2...2)) }
        if coefficients.allSatisfy({ $0 == 0 }) { coefficients[random.next(0...(dimension - 1))] = 1 }
        let relation = [LayoutRelation.equal, .lessThanOrEqual, .greaterThanOrEqual][random.next(0...2)]
        let weight: Double? = random.next(0...2) == 0 ? nil : weights[random.next(0...3)]
        return DenseConstraint(
            coefficients: coefficients, constant: Double(random.next(-100...100)),
            relation: relation, weight: weight)
    }

    @Test("17.22 random 2–4 variable systems (=, <=, >=, required and four strengths) match the brute-force optimum")
    func randomSystemsMatchBruteForce() throws {
        var random = EngineTestGenerator(state: 20)
        var checked = 0, unique = 0, refused = 0
        for _ in 0..<120 {
            let dimension = random.next(2...4)
            var system = try CrossCheckedSystem(dimension: dimension)
            for _ in 0..<random.next(2...6) {
                if !system.add(Self.randomConstraint(&random, dimension: dimension)) { refused += 1 }
            }
            system.check("after adding")
            if !system.installed.isEmpty {
                try system.remove(at: random.next(0...(system.installed.count - 1)))
                system.check("after a removal")
            }
            // An edit variable is an optional equality whose constant moves.
            let edited = random.next(0...(dimension - 1))
            let weight = Self.weights[random.next(0...3)]
            try system.engine.addEditVariable(system.variables[edited], strength: LayoutStrength(weight: weight))
            for _ in 0..<3 {
                let target = Double(random.next(-150...150))
                try system.engine.suggestValue(system.variables[edited], target)
                var coefficients = Array(repeating: 0.0, count: dimension)
                coefficients[edited] = 1
                system.check(
                    "after suggesting \(target)",
                    extra: [
                        DenseConstraint(coefficients: coefficients, constant: -target, relation: .equal, weight: weight)
                    ])
            }
            try system.engine.removeEditVariable(system.variables[edited])
            system.check("after removing the edit")
            checked += system.checked
            unique += system.unique
        }
        #expect(checked >= 600, "positive control: every stage was checked")
        #expect(unique > 100, "positive control: many optima were unique, so values were compared too")
        #expect(refused >= 3, "positive control: some required constraints conflicted (inequalities included)")
    }

    @Test("17.22 a dragged divider: each suggestValue equals re-solving from scratch with the divider fixed")
    func draggedDividerMatchesFreshSolve() throws {
        // Left pane [0, d], right pane [d + 1, 600]; each pane prefers 300 (medium) and must be >= 100.
        let divider = LayoutVariable("d"), left = LayoutVariable("left"), right = LayoutVariable("right")
        func constraints() -> [LayoutConstraint] {
            [
                LayoutConstraint(LayoutExpression(left), .equal, LayoutExpression(divider)),
                LayoutConstraint(
                    LayoutExpression(right), .equal, LayoutExpression(constant: 599) - LayoutExpression(divider)),
                LayoutConstraint(LayoutExpression(left), .greaterThanOrEqual, LayoutExpression(constant: 100)),
                LayoutConstraint(LayoutExpression(right), .greaterThanOrEqual, LayoutExpression(constant: 100)),
                LayoutConstraint(LayoutExpression(left), .equal, LayoutExpression(constant: 300), strength: .medium),
            ]
        }
        var engine = LayoutEngine()
        for constraint in constraints() { try engine.addConstraint(constraint) }
        try engine.addEditVariable(divider, strength: .strong)
        var random = EngineTestGenerator(state: 7)
        var clamped = 0
        for step in 0..<200 {
            let target = Double(random.next(0...600)) + 0.25
            try engine.suggestValue(divider, target)
            engine.updateVariables()
            var fresh = LayoutEngine()
            for constraint in constraints() { try fresh.addConstraint(constraint) }
            try fresh.addConstraint(
                LayoutConstraint(
                    LayoutExpression(divider), .equal,
                    LayoutExpression(constant: target), strength: .strong))
            fresh.updateVariables()
            for variable in [divider, left, right] {
                #expect(abs(engine.value(of: variable) - fresh.value(of: variable)) < 1e-9, "step \(step), \(variable)")
            }
            if engine.value(of: divider) != target { clamped += 1 }
        }
        #expect(clamped > 10, "positive control: some drags hit the 100-point minimums")
    }
}

import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTestTraits

/// `LayoutEngine.replaceConstant(of:with:)`: a constraint's constant moves in place (spec 17.5, a
/// constant change re-solves incrementally) and the result is the optimum of the new system.
@MainActor
@Suite("LayoutEngine: constants changed in place (spec 17.5, 17.22)", .isolatedRuntime)
struct LayoutEngineConstantTests {
    private static let weights = [
        LayoutStrength.weak.weight, LayoutStrength.medium.weight,
        LayoutStrength(priority: 750).weight, LayoutStrength.strong.weight,
    ]

    private static func values(_ engine: LayoutEngine, _ variables: [LayoutVariable]) -> [Double] {
        var engine = engine
        engine.updateVariables()
        return variables.map { engine.value(of: $0) }
    }

    @Test(
        "17.5 random systems: every in-place constant change reaches the brute-force optimum, refusals only for a real conflict"
    )
    func randomConstantChangesMatchBruteForce() throws {
        var random = EngineTestGenerator(state: 517)
        var checked = 0, refused = 0, unique = 0
        for _ in 0..<150 {
            let dimension = random.next(2...4)
            let variables = (0..<dimension).map { LayoutVariable("x\($0)") }
            var engine = LayoutEngine()
            var dense: [DenseConstraint] = []
            var installed: [LayoutConstraint] = []
            // A required box keeps every system bounded.
            for index in 0..<dimension {
                for (bound, relation) in [(-200.0, LayoutRelation.greaterThanOrEqual), (200, .lessThanOrEqual)] {
                    var coefficients = Array(repeating: 0.0, count: dimension)
                    coefficients[index] = 1
                    let box = DenseConstraint(
                        coefficients: coefficients, constant: -bound, relation: relation, weight: nil)
                    try engine.addConstraint(box.engineConstraint(variables))
                    dense.append(box)
                    installed.append(box.engineConstraint(variables))
                }
            }
            let boxCount = dense.count
            for _ in 0..<random.next(2...6) {
                var coefficients = (0..<dimension).map { _ in Double(random.next(-2...2)) }
                if coefficients.allSatisfy({ $0 == 0 }) { coefficients[random.next(0...(dimension - 1))] = 1 }
                let relation = [LayoutRelation.equal, .lessThanOrEqual, .greaterThanOrEqual][random.next(0...2)]
                let weight: Double? = random.next(0...2) == 0 ? nil : Self.weights[random.next(0...3)]
                let candidate = DenseConstraint(
                    coefficients: coefficients, constant: Double(random.next(-100...100)),
                    relation: relation, weight: weight)
                let constraint = candidate.engineConstraint(variables)
                if (try? engine.addConstraint(constraint)) != nil {
                    dense.append(candidate)
                    installed.append(constraint)
                }
            }
            guard installed.count > boxCount else { continue }
            let symbolsBefore = engine.nextSymbolID
            for _ in 0..<8 {
                let index = random.next(boxCount...(installed.count - 1))
                var changed = dense[index]
                changed.constant = Double(random.next(-150...150))
                let replacement = changed.engineConstraint(variables)
                let before = Self.values(engine, variables)
                do {
                    try engine.replaceConstant(of: installed[index], with: replacement)
                    dense[index] = changed
                    installed[index] = replacement
                } catch {
                    refused += 1
                    #expect(error == .unsatisfiableConstraint)
                    #expect(changed.weight == nil, "only a required constraint may be refused")
                    var conflicting = dense
                    conflicting[index] = changed
                    #expect(
                        BruteForceLP(dimension: dimension, constraints: conflicting).solve() == nil,
                        "refused a satisfiable constant")
                    #expect(engine.hasConstraint(installed[index]), "the old constraint stays installed")
                    #expect(
                        bruteForceDistance(Self.values(engine, variables), before) < 1e-9,
                        "a refused constant leaves the solution as it was")
                }
                let point = Self.values(engine, variables)
                let problem = BruteForceLP(dimension: dimension, constraints: dense)
                guard let isUnique = expectBruteForceOptimum(point, of: problem, "after a constant change") else {
                    continue
                }
                if isUnique { unique += 1 }
                checked += 1
            }
            #expect(engine.nextSymbolID == symbolsBefore, "an in-place constant makes no new symbols")
        }
        #expect(checked >= 800, "positive control: every change was checked")
        #expect(unique > 150, "positive control: many optima were unique, so values were compared too")
        #expect(refused >= 5, "positive control: some required constants conflicted")
    }

    @Test("17.5 a redundant required equality given a different constant is refused, and the old one stays")
    func redundantEqualityConflicts() throws {
        let x = LayoutVariable("x")
        var engine = LayoutEngine()
        let first = LayoutConstraint(LayoutExpression(x), .equal, LayoutExpression(constant: 10))
        let second = LayoutConstraint(LayoutExpression(x), .equal, LayoutExpression(constant: 10))
        try engine.addConstraint(first)
        try engine.addConstraint(second)
        let moved = LayoutConstraint(LayoutExpression(x), .equal, LayoutExpression(constant: 20))
        #expect(throws: LayoutEngineError.unsatisfiableConstraint) {
            try engine.replaceConstant(of: second, with: moved)
        }
        #expect(engine.hasConstraint(second) && !engine.hasConstraint(moved))
        #expect(Self.values(engine, [x]) == [10])
        // Once the first is gone, the same change is taken.
        try engine.removeConstraint(first)
        try engine.replaceConstant(of: second, with: moved)
        #expect(Self.values(engine, [x]) == [20])
    }

    @Test("17.5 a replacement with other terms, relation or strength is refused as invalid; unknown and duplicate too")
    func mismatchedReplacementsAreRefused() throws {
        let x = LayoutVariable("x"), y = LayoutVariable("y")
        var engine = LayoutEngine()
        let installed = LayoutConstraint(LayoutExpression(x), .equal, LayoutExpression(constant: 10))
        try engine.addConstraint(installed)
        let others = [
            LayoutConstraint(LayoutExpression(y), .equal, LayoutExpression(constant: 5)),
            LayoutConstraint(LayoutExpression(x), .greaterThanOrEqual, LayoutExpression(constant: 5)),
            LayoutConstraint(LayoutExpression(x), .equal, LayoutExpression(constant: 5), strength: .strong),
            LayoutConstraint(LayoutExpression(x) * 2, .equal, LayoutExpression(constant: 5)),
        ]
        for other in others {
            #expect(throws: LayoutEngineError.self) { try engine.replaceConstant(of: installed, with: other) }
            #expect(engine.hasConstraint(installed))
        }
        let stranger = LayoutConstraint(LayoutExpression(x), .equal, LayoutExpression(constant: 1))
        #expect(throws: LayoutEngineError.unknownConstraint) {
            try engine.replaceConstant(of: stranger, with: others[0])
        }
        #expect(throws: LayoutEngineError.duplicateConstraint) {
            try engine.replaceConstant(of: installed, with: installed)
        }
        let infinite = LayoutConstraint(LayoutExpression(x), .equal, LayoutExpression(constant: .infinity))
        #expect(throws: LayoutEngineError.self) { try engine.replaceConstant(of: installed, with: infinite) }
        #expect(Self.values(engine, [x]) == [10])
    }

    @Test("17.5 ten thousand constant changes of one constraint leave the symbol count where it was")
    func constantChurnMakesNoSymbols() throws {
        let x = LayoutVariable("x"), w = LayoutVariable("w")
        var engine = LayoutEngine()
        try engine.addConstraint(
            LayoutConstraint(LayoutExpression(w), .greaterThanOrEqual, LayoutExpression(constant: 20)))
        var current = LayoutConstraint(
            LayoutExpression(x) + LayoutExpression(w), .lessThanOrEqual, LayoutExpression(constant: 100))
        try engine.addConstraint(current)
        try engine.addConstraint(
            LayoutConstraint(LayoutExpression(w), .equal, LayoutExpression(constant: 60), strength: .medium))
        try engine.addConstraint(
            LayoutConstraint(LayoutExpression(x), .equal, LayoutExpression(constant: 50), strength: .weak))
        let symbols = engine.nextSymbolID
        for step in 0..<10_000 {
            let limit = Double(70 + step % 100)
            let next = LayoutConstraint(
                LayoutExpression(x) + LayoutExpression(w), .lessThanOrEqual, LayoutExpression(constant: limit))
            try engine.replaceConstant(of: current, with: next)
            current = next
        }
        #expect(engine.nextSymbolID == symbols)
        // The last limit is 169: w keeps 60 (medium beats weak), x takes 50 (weak, within the limit).
        #expect(Self.values(engine, [x, w]) == [50, 60])
    }
}

import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTestTraits

/// Deterministic generator so failures reproduce.
fileprivate struct SeededGenerator {
    var state: UInt64
    mutating func next(_ range: ClosedRange<Int>) -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return range.lowerBound + Int((state >> 33) % UInt64(range.count))
    }
}

fileprivate struct Bound { var value: Double; var isFloor: Bool }
fileprivate struct Preference { var target: Double; var weight: Double }

/// Brute force: the error is piecewise linear and convex in x, so its minimum over [lo, hi] is at a breakpoint.
fileprivate func bruteForceError(_ bounds: [Bound], _ preferences: [Preference]) -> Double? {
    let lo = bounds.filter(\.isFloor).map(\.value).max() ?? -1000
    let hi = bounds.filter { !$0.isFloor }.map(\.value).min() ?? 1000
    guard lo <= hi else { return nil }
    let candidates = [lo, hi] + preferences.map { min(max($0.target, lo), hi) }
    return candidates.map { x in preferences.reduce(0) { $0 + $1.weight * abs(x - $1.target) } }.min()
}

@MainActor
@Suite("LayoutEngine: randomized cross-check against brute force", .isolatedRuntime)
struct RandomLayoutEngineTests {
    @Test("17.22 random one-variable systems: engine error equals the brute-force minimum, removal included")
    func randomSystems() throws {
        var random = SeededGenerator(state: 2026)
        var checked = 0, refused = 0
        for _ in 0..<300 {
            let x = LayoutVariable("x"), y = LayoutVariable("y")
            var engine = LayoutEngine()
            let offset = Double(random.next(-20...20))
            try engine.addConstraint(LayoutConstraint(LayoutExpression(y), .equal, LayoutExpression(x) + offset))
            var bounds: [Bound] = [], preferences: [Preference] = []
            var added: [(LayoutConstraint, Int)] = []  // index into bounds (>= 0) or preferences (-1 - index)
            for _ in 0..<random.next(1...5) {
                if random.next(0...1) == 0 {
                    let bound = Bound(value: Double(random.next(-50...50)), isFloor: random.next(0...1) == 0)
                    let constraint = LayoutConstraint(
                        LayoutExpression(x), bound.isFloor ? .greaterThanOrEqual : .lessThanOrEqual,
                        LayoutExpression(constant: bound.value))
                    do {
                        try engine.addConstraint(constraint)
                        bounds.append(bound)
                        added.append((constraint, bounds.count - 1))
                    } catch {
                        #expect(error == .unsatisfiableConstraint)
                        #expect(bruteForceError(bounds + [bound], preferences) == nil, "refused a feasible bound")
                        refused += 1
                    }
                } else {
                    let strength = [LayoutStrength.weak, .medium, .strong, LayoutStrength(priority: 750)][
                        random.next(0...3)]
                    let preference = Preference(target: Double(random.next(-60...60)), weight: strength.weight)
                    let constraint = LayoutConstraint(
                        LayoutExpression(x), .equal,
                        LayoutExpression(constant: preference.target), strength: strength)
                    try engine.addConstraint(constraint)
                    preferences.append(preference)
                    added.append((constraint, -1 - (preferences.count - 1)))
                }
            }
            func check() {
                engine.updateVariables()
                let value = engine.value(of: x)
                #expect(abs(engine.value(of: y) - (value + offset)) < 1e-6)
                guard let expected = bruteForceError(bounds, preferences) else { return }
                let actual = preferences.reduce(0) { $0 + $1.weight * abs(value - $1.target) }
                #expect(abs(actual - expected) <= 1e-6 * max(1, expected), "x = \(value)")
                #expect(bounds.allSatisfy { $0.isFloor ? value >= $0.value - 1e-6 : value <= $0.value + 1e-6 })
                checked += 1
            }
            check()
            if let (constraint, slot) = added.randomElement(using: &random) {
                try engine.removeConstraint(constraint)
                if slot >= 0 { bounds.remove(at: slot) } else { preferences.remove(at: -1 - slot) }
                check()
            }
        }
        #expect(checked > 400, "positive control: most systems were checked")
        #expect(refused > 0, "positive control: some bounds conflicted")
    }
}

extension SeededGenerator: RandomNumberGenerator {
    mutating func next() -> UInt64 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return state
    }
}

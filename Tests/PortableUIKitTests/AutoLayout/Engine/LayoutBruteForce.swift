import Foundation
import Testing
@testable import PortableUIKit

/// A reproducible generator (a 64-bit LCG) so every randomized engine test replays exactly.
struct EngineTestGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return state
    }
    mutating func next(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int((next() >> 33) % UInt64(range.count))
    }
}

/// `Σ coefficients[i]·x[i] + constant`, relation 0, weight nil when required: one constraint of a tiny
/// system, kept beside the engine's copy so the brute force can solve the same system independently.
struct DenseConstraint {
    var coefficients: [Double]
    var constant: Double
    var relation: LayoutRelation
    var weight: Double?

    func value(at point: [Double]) -> Double {
        zip(coefficients, point).reduce(constant) { $0 + $1.0 * $1.1 }
    }

    /// How far `point` is from satisfying it (Cassowary's error for one constraint).
    func violation(at point: [Double]) -> Double {
        let value = value(at: point)
        switch relation {
        case .equal: return abs(value)
        case .lessThanOrEqual: return max(0, value)
        case .greaterThanOrEqual: return max(0, -value)
        }
    }

    func engineConstraint(_ variables: [LayoutVariable]) -> LayoutConstraint {
        let terms = zip(variables, coefficients).filter { $0.1 != 0 }.map {
            LayoutTerm(variable: $0.0, coefficient: $0.1)
        }
        return LayoutConstraint(
            LayoutExpression(terms, constant: constant), relation,
            strength: weight.map { LayoutStrength(weight: $0) } ?? .required)
    }
}

/// Vertex enumeration for systems of 2–4 variables. The weighted error is convex and piecewise linear,
/// so over a bounded feasible set its minimum is reached at a point where `n` of the constraints'
/// hyperplanes meet (required boundaries and the kinks of optional errors alike); the set of minima
/// is a face whose vertices are such points, so one optimal point means a unique optimum.
struct BruteForceLP {
    var dimension: Int
    var constraints: [DenseConstraint]

    struct Solution { var objective: Double; var optima: [[Double]] }

    func objective(at point: [Double]) -> Double {
        constraints.reduce(0) { sum, constraint in
            sum + (constraint.weight.map { $0 * constraint.violation(at: point) } ?? 0)
        }
    }

    func isFeasible(_ point: [Double], tolerance: Double = 1e-6) -> Bool {
        constraints.allSatisfy { $0.weight != nil || $0.violation(at: point) <= tolerance }
    }

    /// The minimum and every distinct point reaching it; nil when the required set is infeasible.
    func solve() -> Solution? {
        var best: Solution?
        forEachSubset(of: constraints.count, size: dimension) { subset in
            guard let point = intersection(subset.map { constraints[$0] }), isFeasible(point) else { return }
            let value = objective(at: point)
            let tolerance = 1e-7 * max(1, abs(value))
            if best == nil || value < best!.objective - tolerance {
                best = Solution(objective: value, optima: [point])
            } else if abs(value - best!.objective) <= tolerance,
                !best!.optima.contains(where: { bruteForceDistance($0, point) < 1e-6 })
            {
                best!.optima.append(point)
            }
        }
        return best
    }

    private func forEachSubset(of count: Int, size: Int, _ body: ([Int]) -> Void) {
        var indices = Array(0..<size)
        guard size <= count else { return }
        while true {
            body(indices)
            var i = size - 1
            while i >= 0 && indices[i] == count - size + i { i -= 1 }
            if i < 0 { return }
            indices[i] += 1
            for j in (i + 1)..<size { indices[j] = indices[j - 1] + 1 }
        }
    }

    /// Gaussian elimination with partial pivoting on `form(x) = 0` for each constraint; nil if singular.
    private func intersection(_ planes: [DenseConstraint]) -> [Double]? {
        var matrix = planes.map { $0.coefficients + [-$0.constant] }
        let n = dimension
        for column in 0..<n {
            guard let pivot = (column..<n).max(by: { abs(matrix[$0][column]) < abs(matrix[$1][column]) }),
                abs(matrix[pivot][column]) > 1e-9
            else { return nil }
            matrix.swapAt(column, pivot)
            for row in 0..<n where row != column {
                let factor = matrix[row][column] / matrix[column][column]
                if factor != 0 { for k in column...n { matrix[row][k] -= factor * matrix[column][k] } }
            }
        }
        return (0..<n).map { matrix[$0][n] / matrix[$0][$0] }
    }
}

func bruteForceDistance(_ a: [Double], _ b: [Double]) -> Double {
    zip(a, b).map { abs($0 - $1) }.max() ?? 0
}

/// Checks an engine's solution `point` against the brute-force optimum of `problem`: feasible,
/// with the minimal error, and the optimum itself when that is unique. Returns whether the
/// optimum was unique (its values were compared), or nil when the brute force found the
/// required constraints infeasible (recorded as an issue).
@discardableResult
func expectBruteForceOptimum(
    _ point: [Double], of problem: BruteForceLP, _ context: String,
    sourceLocation: SourceLocation = #_sourceLocation
) -> Bool? {
    guard let solution = problem.solve() else {
        Issue.record(
            "the brute force found the installed required set infeasible (\(context))", sourceLocation: sourceLocation)
        return nil
    }
    #expect(problem.isFeasible(point), "infeasible engine point \(point) (\(context))", sourceLocation: sourceLocation)
    let actual = problem.objective(at: point)
    #expect(
        abs(actual - solution.objective) <= 1e-6 * max(1, solution.objective),
        "error \(actual) vs brute force \(solution.objective) at \(point) (\(context))", sourceLocation: sourceLocation)
    guard solution.optima.count == 1 else { return false }
    #expect(
        bruteForceDistance(point, solution.optima[0]) < 1e-6, "unique optimum \(solution.optima[0]), engine \(point)",
        sourceLocation: sourceLocation)
    return true
}

@_spi(LayoutEngineBenchmark) import PortableUIKit

/// The benchmark's system, defined identically in Benchmarks/kiwi/bench_kiwi.py:
///
/// 1,000 views in 100 rows of 10, split by a divider `d` (an edit variable, strong). Each view has
/// variables x, y, w and four constraints:
/// - position (required): column 0 `x == 0`; columns 1–4 and 6–9 `x == prev.x + prev.w + 8`;
///   column 5 `x == d + 8`;
/// - `y == 44 · row` (required);
/// - `w >= 20` (required);
/// - `w == 40` at UIKit priority 750 (weight 1000^1.5 = 31,622.78, the engine's mapping).
/// Each row also keeps its left half left of the divider: `x4 + w4 + 8 <= d` (required).
/// Order: the edit variable d is added (strong) and suggested 300 first; then row by row, view by view,
/// the four constraints in the order above, then the row's divider constraint. 4,100 constraints.
struct SplitGrid {
    static let rows = 100, columns = 10

    var driver = LayoutEngineBenchmarkDriver()
    let divider: Int
    private(set) var xs: [Int] = [], ws: [Int] = []
    private(set) var constraints: [Int] = []

    init() throws {
        divider = driver.makeVariable("d")
        let preferredWidth = LayoutEngineBenchmarkDriver.weight(forPriority: 750)
        for row in 0..<Self.rows {
            var previous: (x: Int, w: Int)?
            for column in 0..<Self.columns {
                let x = driver.makeVariable("x\(row).\(column)"), y = driver.makeVariable("y\(row).\(column)")
                let w = driver.makeVariable("w\(row).\(column)")
                if column == 0 {
                    constraints.append(try driver.prepareConstraint([(x, 1)], constant: 0, .equal))
                } else if column == 5 {
                    constraints.append(try driver.prepareConstraint([(x, 1), (divider, -1)], constant: -8, .equal))
                } else if let previous {
                    constraints.append(
                        try driver.prepareConstraint(
                            [(x, 1), (previous.x, -1), (previous.w, -1)],
                            constant: -8, .equal))
                }
                constraints.append(try driver.prepareConstraint([(y, 1)], constant: -44 * Double(row), .equal))
                constraints.append(try driver.prepareConstraint([(w, 1)], constant: -20, .greaterThanOrEqual))
                constraints.append(
                    try driver.prepareConstraint([(w, 1)], constant: -40, .equal, weight: preferredWidth))
                if column == 4 {
                    constraints.append(
                        try driver.prepareConstraint(
                            [(x, 1), (w, 1), (divider, -1)], constant: 8,
                            .lessThanOrEqual))
                }
                xs.append(x)
                ws.append(w)
                previous = (x, w)
            }
        }
    }

    /// Drops the engine (outside the timing: kiwi's run also frees its previous solver first).
    mutating func reset() { driver.resetEngine() }

    /// The first solve, on a fresh engine: the divider at 300, every constraint, values published.
    mutating func solve() throws {
        try driver.addEditVariable(divider, weight: LayoutEngineBenchmarkDriver.strongWeight)
        try driver.suggestValue(divider, 300)
        for constraint in constraints { try driver.addConstraint(constraint) }
        driver.updateVariables()
    }

    /// One drag step: the divider to `position`, values published.
    mutating func drag(to position: Double) throws {
        try driver.suggestValue(divider, position)
        driver.updateVariables()
    }

    /// The divider's position at drag step `step`: a triangle wave 150 → 447 → 150 (3 pt a step).
    static func dragPosition(_ step: Int) -> Double {
        let phase = step % 200
        return 150 + 3 * Double(phase < 100 ? phase : 200 - phase)
    }

    /// A checksum of the solution: Σ (x + w) over all views.
    var checksum: Double { zip(xs, ws).reduce(0) { $0 + driver.value(of: $1.0) + driver.value(of: $1.1) } }
}

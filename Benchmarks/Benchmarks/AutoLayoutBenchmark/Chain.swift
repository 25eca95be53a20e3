@_spi(LayoutEngineBenchmark) import PortableUIKit

/// The chain of issue 42, defined identically in Benchmarks/kiwi/bench_kiwi.py: N/4 views, each with
/// variables x, y, w, h and four required constraints, in this order: `x0 == 0` for the first view
/// and `x == prev.x + prev.w` for the others, `y == 0`, `w == 10`, `h == 10`. Every position depends
/// on all the ones before it, so the tableau holds O(N²) cells. Measured: adding the N constraints
/// (values published), then removing them front to back, in the order they were added.
struct Chain {
    var driver = LayoutEngineBenchmarkDriver()
    private(set) var xs: [Int] = []
    private(set) var constraints: [Int] = []

    init(constraints count: Int) throws {
        var previous: (x: Int, w: Int)?
        for index in 0..<count / 4 {
            let x = driver.makeVariable("x\(index)"), y = driver.makeVariable("y\(index)")
            let w = driver.makeVariable("w\(index)"), h = driver.makeVariable("h\(index)")
            if let previous {
                constraints.append(
                    try driver.prepareConstraint(
                        [(x, 1), (previous.x, -1), (previous.w, -1)],
                        constant: 0, .equal))
            } else {
                constraints.append(try driver.prepareConstraint([(x, 1)], constant: 0, .equal))
            }
            constraints.append(try driver.prepareConstraint([(y, 1)], constant: 0, .equal))
            constraints.append(try driver.prepareConstraint([(w, 1)], constant: -10, .equal))
            constraints.append(try driver.prepareConstraint([(h, 1)], constant: -10, .equal))
            xs.append(x)
            previous = (x, w)
        }
    }

    mutating func activate() throws {
        driver.resetEngine()
        for constraint in constraints { try driver.addConstraint(constraint) }
        driver.updateVariables()
    }

    mutating func deactivate() throws {
        for constraint in constraints { try driver.removeConstraint(constraint) }
        driver.updateVariables()
    }

    /// Σ x after `activate()`: 10 · Σ i.
    var checksum: Double { xs.reduce(0) { $0 + driver.value(of: $1) } }
}

import Benchmark

/// The memory-flatness measurement the list, paging and sticky-header benchmarks share: one
/// iteration runs 100,000 steps (frames, pages) on a fresh scene and reports the resident size
/// after step 10, after the last step, and the growth between them (KiB), with ordo-one's
/// process-wide peak resident size.
public struct ResidentGrowth: Sendable {
    public let afterTen: BenchmarkMetric
    public let afterAll: BenchmarkMetric
    public let growth: BenchmarkMetric

    /// Metrics named after what a step is (`"frames"`, `"pages"`).
    public init(steps: String) {
        afterTen = .custom("resident after 10 \(steps) (KiB)", polarity: .prefersSmaller, useScalingFactor: false)
        afterAll = .custom("resident after 100,000 \(steps) (KiB)", polarity: .prefersSmaller, useScalingFactor: false)
        growth = .custom(
            "resident growth 10 → 100,000 \(steps) (KiB)", polarity: .prefersSmaller, useScalingFactor: false)
    }

    /// Three iterations at most, no warm-up, within a minute.
    public var configuration: Benchmark.Configuration {
        .init(
            metrics: [.wallClock, .peakMemoryResident, afterTen, afterAll, growth],
            timeUnits: .milliseconds,
            units: [afterTen: .count, afterAll: .count, growth: .count],
            warmupIterations: 0, maxDuration: .seconds(60), maxIterations: 3)
    }

    /// Measures `run`, which makes its scene, calls `step(n)` after each step n, and returns the
    /// scene: the last resident size is read while the scene is still alive.
    @MainActor
    public func measure(_ benchmark: Benchmark, _ run: (_ step: (Int) -> Void) -> AnyObject) {
        var tenth = 0
        benchmark.startMeasurement()
        let scene = run { if $0 == 10 { tenth = residentKiB() } }
        let last = residentKiB()
        withExtendedLifetime(scene) {}
        benchmark.stopMeasurement()
        benchmark.measurement(afterTen, tenth)
        benchmark.measurement(afterAll, last)
        benchmark.measurement(growth, last - tenth)
    }
}

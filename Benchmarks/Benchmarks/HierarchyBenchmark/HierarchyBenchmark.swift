import Benchmark
import ContainmentTesting
import Foundation
import PortableUIKit

// Speed targets for hierarchy operations and the window tick (issue 14). See Benchmarks/README.md.
//
// This target depends only on the root package's products (PortableUIKit, ContainmentTesting), so
// `swift package benchmark --target HierarchyBenchmark` (`make benchmark BENCH=HierarchyBenchmark`)
// builds neither Cairo nor SDL.
//
// Everything goes through public API. The UI is main-actor code and the runner calls benchmarks off
// the main thread, so each benchmark is an `async` closure isolated to the main actor that starts
// and stops the measurement itself (the hop to the main thread is not measured). Work that only
// prepares or cleans up an iteration (fresh parent, views created in advance, removal) is outside
// the measurement.
//
// Names carry zero-padded counts (01k … 16k) so that the runner, which sorts by name, prints the
// scaling rows in order.

let benchmarks: @Sendable () -> Void = {
    // MARK: Scaling: addSubview of N plain views

    // Goal: 10,000 adds ≤ 5 ms, and a flat per-op cost (16k per-op / 1k per-op ≤ 1.5). The
    // "ns per op" metric is the iteration's wall clock divided by N.
    for (label, count, maxIterations) in [
        ("01k", 1_000, 200), ("04k", 4_000, 100), ("10k", 10_000, 50), ("16k", 16_000, 30),
    ] {
        Benchmark("addSubview plain \(label)", configuration: scalingConfiguration(maxIterations: maxIterations)) {
            @MainActor (benchmark: Benchmark, scene: PlainSubviewsScene) async in
            scene.measureAdding(count, benchmark)
        } setup: { @MainActor in
            PlainSubviewsScene()
        }
    }

    // MARK: Scaling: addChild + addSubview + didMove of N children, then one turn

    // Goal: 10,000 children ≤ 20 ms including the turn that delivers viewIsAppearing and the
    // deferred viewDidAppear; flat per-op cost.
    for (label, count, maxIterations) in [
        ("01k", 1_000, 100), ("04k", 4_000, 50), ("10k", 10_000, 20), ("16k", 16_000, 10),
    ] {
        Benchmark("addChild \(label)", configuration: scalingConfiguration(maxIterations: maxIterations)) {
            @MainActor (benchmark: Benchmark, scene: ChildControllersScene) async in
            scene.measureAdding(count, benchmark)
        } setup: { @MainActor in
            ChildControllersScene()
        }
    }

    // MARK: Scaling: Auto Layout activation, deactivation, removal of constrained views

    // Goal (issue 42): removing costs what adding cost, a flat per-op cost for each (16k per-op /
    // 1k per-op ≤ 1.5). N constraints on a grid of N/4 views (AutoLayoutScene.swift); per op is per
    // constraint for activation (with one layout pass) and deactivation, per view for removal.
    let churn: [(String, AutoLayoutChurnScene.Work)] = [
        ("constraints activate", .activate), ("constraints deactivate", .deactivate),
        ("constrained views remove", .removeViews), ("unconstrained views remove (control)", .removePlainViews),
    ]
    for (name, work) in churn {
        for (label, count, maxIterations) in [("01k", 1_000, 100), ("04k", 4_000, 50), ("16k", 16_000, 20)] {
            Benchmark("\(name) \(label)", configuration: scalingConfiguration(maxIterations: maxIterations)) {
                @MainActor (benchmark: Benchmark, scene: AutoLayoutChurnScene) async in
                scene.measure(work, constraints: count, benchmark)
            } setup: { @MainActor in
                AutoLayoutChurnScene()
            }
        }
    }

    // The chain (issue 42): N constraints on a chain of N/4 views, each on the previous one
    // (AutoLayoutScene.swift); per op is per constraint. A Cassowary tableau of a chain holds
    // O(N²) cells, so these rows show the growth rather than meet a flatness goal;
    // Benchmarks/README.md compares it with kiwisolver on the same chain.
    let chain: [(String, AutoLayoutChurnScene.Work)] = [
        ("constraints chain activate", .chainActivate), ("constraints chain deactivate", .chainDeactivate),
    ]
    for (name, work) in chain {
        for (label, count, maxIterations) in [("01k", 1_000, 20), ("02k", 2_000, 10), ("04k", 4_000, 5)] {
            Benchmark("\(name) \(label)", configuration: scalingConfiguration(maxIterations: maxIterations)) {
                @MainActor (benchmark: Benchmark, scene: AutoLayoutChurnScene) async in
                scene.measure(work, constraints: count, benchmark)
            } setup: { @MainActor in
                AutoLayoutChurnScene()
            }
        }
    }

    // MARK: First render of 1,000 rows

    // Goal: ≤ 3 ms (p50). One iteration: a visible window whose root controller's viewDidLoad adds
    // 1,000 rows (a UIView with a UILabel each, frames stacked), a layout pass, the first turn.
    Benchmark(
        "build 1,000 rows",
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds,
            warmupIterations: 3, maxDuration: .seconds(3), maxIterations: 300)
    ) { @MainActor (benchmark: Benchmark, scene: RowsScene) async in
        scene.measureFirstRender(benchmark)
    } setup: { @MainActor in
        RowsScene()
    }

    // MARK: Window tick

    // Goal: ≤ 100 µs p50 for one frame tick of a window of 2,000 views of which 200 animate (100
    // springs, 100 ease-in-out, each its own `UIView.animate` call, long enough to run through the
    // whole benchmark). Mallocs are per tick.
    Benchmark(
        "tick 2,000 views, 200 animating",
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds,
            warmupIterations: 60, maxDuration: .seconds(3), maxIterations: 10_000)
    ) { @MainActor (benchmark: Benchmark, scene: TickScene) async in
        scene.measureTick(benchmark)
    } setup: { @MainActor in
        TickScene(animating: true)
    }

    // Goal: 0 mallocs per tick when nothing changes (same 2,000 views, nothing animating, nothing
    // pending).
    Benchmark(
        "tick 2,000 views, nothing changes",
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal], timeUnits: .nanoseconds,
            warmupIterations: 60, maxDuration: .seconds(2), maxIterations: 10_000)
    ) { @MainActor (benchmark: Benchmark, scene: TickScene) async in
        scene.measureTick(benchmark)
    } setup: { @MainActor in
        TickScene(animating: false)
    }
}

/// The per-operation cost of a scaling benchmark: the iteration's wall clock over its N, in ns.
let nanosecondsPerOperation = BenchmarkMetric.custom("ns per op", polarity: .prefersSmaller, useScalingFactor: false)

/// A scaling benchmark: wall clock of the N operations, mallocs, and the per-op cost. One warm-up
/// iteration; bounded by time (the baseline's quadratic 16k rows take seconds an iteration) and by
/// iterations (each iteration also prepares and removes N objects outside the measurement).
func scalingConfiguration(maxIterations: Int) -> Benchmark.Configuration {
    .init(
        metrics: [.wallClock, .mallocCountTotal, nanosecondsPerOperation],
        timeUnits: .microseconds,
        units: [nanosecondsPerOperation: .count],
        warmupIterations: 1,
        maxDuration: .seconds(2),
        maxIterations: maxIterations
    )
}

/// Monotonic nanoseconds, for the per-op metric.
func monotonicNanoseconds() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

import Benchmark
import BenchmarkSupport
import ContainmentTesting
import Foundation
import PortableUIKit

// Speed and memory targets for UITableView (the lists issue). See Benchmarks/README.md.
//
// This target depends only on the root package's PortableUIKit and ContainmentTesting products, so
// `make benchmark BENCH=ListBenchmark` builds neither Cairo nor SDL. Each benchmark is a main-actor
// `async` closure that starts and stops the measurement itself.

let benchmarks: @Sendable () -> Void = {
    // Goal: ≤ 50 µs p50. One iteration: the content offset moves by a flick-sized 30 pt and the
    // table lays out (cells leaving go to the reuse pool, new rows dequeue and set textLabel).
    Benchmark(
        "scroll frame, 1,000,000 rows of 44 pt",
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds,
            warmupIterations: 20, maxDuration: .seconds(3), maxIterations: 50_000)
    ) { @MainActor (benchmark: Benchmark, scene: TableScene) async in
        scene.measureScrollFrame(benchmark)
    } setup: { @MainActor in
        TableScene()
    }

    // No goal in the issue; the same frame as the table's through a three-column flow layout of
    // 1,000,000 items (UICollectionView asks the layout for the attributes in the visible rect).
    Benchmark(
        "collection scroll frame, 1,000,000 items in a flow layout",
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds,
            warmupIterations: 20, maxDuration: .seconds(3), maxIterations: 50_000)
    ) { @MainActor (benchmark: Benchmark, scene: CollectionScene) async in
        scene.measureScrollFrame(benchmark)
    } setup: { @MainActor in
        CollectionScene()
    }

    // Goal: ≤ 5 ms p50. One iteration: reloadData() on the visible table of 1,000,000 constant
    // 44 pt rows and the layout pass after it (every visible cell is asked for again).
    Benchmark(
        "reloadData, 1,000,000 rows",
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds,
            warmupIterations: 5, maxDuration: .seconds(3), maxIterations: 5_000)
    ) { @MainActor (benchmark: Benchmark, scene: TableScene) async in
        scene.measureReload(benchmark)
    } setup: { @MainActor in
        TableScene()
    }

    // Goal: memory flat. One iteration: a fresh table scrolled through 100,000 frames; resident
    // size after 10 frames and after the last, and the growth (KiB).
    Benchmark(
        "scroll 100,000 frames, resident memory",
        configuration: residentGrowth.configuration
    ) { @MainActor benchmark async in
        TableScene.measureScrollingMemory(benchmark)
    }
}

/// The memory row's metrics (BenchmarkSupport).
let residentGrowth = ResidentGrowth(steps: "frames")

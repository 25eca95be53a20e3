import Benchmark
import BenchmarkSupport
import Containment
import ContainmentTesting
import Foundation
import PortableUIKit

// Speed and memory targets for StickyHeaderPagingController (issue 17). See Benchmarks/README.md.
//
// This target depends only on the root package's Containment and ContainmentTesting products
// (PortableUIKit comes with them), so `make benchmark BENCH=StickyHeaderBenchmark` builds neither
// Cairo nor SDL. Each benchmark is a main-actor `async` closure that starts and stops the
// measurement itself; wrapping back to the top of the list is outside the measurement.

let benchmarks: @Sendable () -> Void = {
    // Goal: ≤ 50 µs p50. One iteration: the shown list's content offset moves by a flick-sized
    // 30 pt (its observation moves the header and aligns the two live neighbours) and one window
    // turn lays the lists out (cells leaving go to the reuse pool, new rows dequeue and set
    // textLabel). Three lists of 10,000 rows of 44 pt, header 300 pt pinned at 44 pt.
    Benchmark(
        "scroll frame, three 10,000-row lists",
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds,
            warmupIterations: 20, maxDuration: .seconds(3), maxIterations: 50_000)
    ) { @MainActor (benchmark: Benchmark, scene: StickyHeaderScene) async in
        scene.measureScrollFrame(benchmark)
    } setup: { @MainActor in
        StickyHeaderScene()
    }

    // Goal: memory flat. One iteration: a fresh scene scrolled through 100,000 frames; resident
    // size after 10 frames and after the last, and the growth (KiB).
    Benchmark(
        "scroll 100,000 frames, three 10,000-row lists, resident memory",
        configuration: residentGrowth.configuration
    ) { @MainActor benchmark async in
        StickyHeaderScene.measureScrollingMemory(benchmark)
    }
}

/// The memory row's metrics (BenchmarkSupport).
let residentGrowth = ResidentGrowth(steps: "frames")

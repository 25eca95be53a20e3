import Benchmark
import BenchmarkSupport
import Containment
import ContainmentTesting
import Foundation
import PortableUIKit

// Speed and memory targets for PagingController in data-source mode (issue 15). See
// Benchmarks/README.md.
//
// This target depends only on the root package's Containment and ContainmentTesting products
// (PortableUIKit comes with them), so `make benchmark BENCH=PagingBenchmark` builds neither Cairo
// nor SDL. As in HierarchyBenchmark, each benchmark is a main-actor `async` closure that starts and
// stops the measurement itself; preparing an iteration is outside the measurement.

let benchmarks: @Sendable () -> Void = {
    // Goal: ≤ 20 µs p50. One iteration: `select(pageAt: selectedIndex + 1, animated: false)` on a
    // visible pager of 100,000 pages, then one turn (`host.runTurn()`), which delivers the
    // deferred viewDidAppear: the new page's controller is made by the data source, added,
    // appears; the page two back is removed and let go.
    Benchmark(
        "select next, not animated, 100,000 pages",
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds,
            warmupIterations: 20, maxDuration: .seconds(3), maxIterations: 20_000)
    ) { @MainActor (benchmark: Benchmark, scene: PagerScene) async in
        scene.measureSelectNext(benchmark)
    } setup: { @MainActor in
        PagerScene()
    }

    // Goal: ≤ 20 µs p50. One iteration: one frame of a drag in progress: the held finger moves
    // 4 pt (`window.sendTouch(.moved)`, which scrolls the pager's scroll view and so moves the
    // pages) and one frame tick (`host.advance(by: host.frameInterval)`). The finger stays on
    // the "next" side of where it went down, so every frame continues the same page change.
    Benchmark(
        "drag frame, 100,000 pages",
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds,
            warmupIterations: 20, maxDuration: .seconds(3), maxIterations: 20_000)
    ) { @MainActor (benchmark: Benchmark, scene: PagerScene) async in
        scene.measureDragFrame(benchmark)
    } setup: { @MainActor in
        let scene = PagerScene()
        scene.beginDrag()
        return scene
    }

    // Goal: resident memory after visiting all 100,000 pages within 1 MiB of that after 10. One
    // iteration: a fresh pager; 10 non-animated select-next + turn, resident size read from
    // /proc/self/statm; on to the last page; resident size again. Reported: both sizes and the
    // growth (KiB), plus ordo-one's process-wide peak resident size.
    Benchmark(
        "visit 100,000 pages, resident memory",
        configuration: residentGrowth.configuration
    ) { @MainActor benchmark async in
        PagerScene.measureVisitingAll(benchmark)
    }
}

/// The memory row's metrics (BenchmarkSupport).
let residentGrowth = ResidentGrowth(steps: "pages")

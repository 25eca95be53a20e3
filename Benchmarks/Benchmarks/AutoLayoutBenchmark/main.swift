@_spi(LayoutEngineBenchmark) import PortableUIKit

// Auto Layout engine speed (issue 20), side by side with kiwisolver (Benchmarks/kiwi/bench_kiwi.py,
// the same system and the same two measurements). See Benchmarks/README.md, "AutoLayoutBenchmark".
//
// The engine is internal to PortableUIKit; `@_spi(LayoutEngineBenchmark) LayoutEngineBenchmarkDriver`
// exposes it to this target only (it is not UIKit API). Constraints are built before the clock starts, in both implementations,
// so only solver calls are timed. Output: one `name<TAB>value` line per figure, for
// Benchmarks/kiwi/compare.py to print beside kiwisolver's.

let clock = ContinuousClock()
let runs = 21

func microseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

/// The chain's sizes (constraints) and runs per size (Chain.swift; the same in bench_kiwi.py).
let chainSizes = [1_000, 2_000, 4_000]
let chainRuns = 3

do {
    var grid = try SplitGrid()
    var firstSolve: [Double] = []
    for _ in 0..<runs {
        grid.reset()
        let start = clock.now
        try grid.solve()
        firstSolve.append(microseconds(clock.now - start))
    }
    let checksum = grid.checksum

    var perEdit: [Double] = []
    for _ in 0..<runs {
        let start = clock.now
        for step in 0..<1_000 { try grid.drag(to: SplitGrid.dragPosition(step)) }
        perEdit.append(microseconds(clock.now - start) / 1_000)
    }
    try grid.drag(to: 300)
    let checksumAfterDrag = grid.checksum

    print("implementation\tPortableUIKit LayoutEngine (Swift, release)")
    print("constraints\t\(grid.constraints.count)")
    print("first_solve_median_us\t\(median(firstSolve))")
    print("first_solve_best_us\t\(firstSolve.min() ?? 0)")
    print("edit_update_median_us\t\(median(perEdit))")
    print("edit_update_best_us\t\(perEdit.min() ?? 0)")
    print("checksum\t\(checksum)")
    print("checksum_after_drag\t\(checksumAfterDrag)")

    // The chain (issue 42): activation, then deactivation front to back; best of a few runs (the
    // 4k deactivation takes seconds).
    for count in chainSizes {
        var chain = try Chain(constraints: count)
        var activate: [Double] = [], deactivate: [Double] = []
        var chainChecksum = 0.0
        for _ in 0..<chainRuns {
            var start = clock.now
            try chain.activate()
            activate.append(microseconds(clock.now - start))
            chainChecksum = chain.checksum
            start = clock.now
            try chain.deactivate()
            deactivate.append(microseconds(clock.now - start))
        }
        print("chain_\(count)_activate_best_us\t\(activate.min() ?? 0)")
        print("chain_\(count)_deactivate_best_us\t\(deactivate.min() ?? 0)")
        print("chain_\(count)_checksum\t\(chainChecksum)")
    }
} catch {
    print("error\t\(error)")
}

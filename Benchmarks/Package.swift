// swift-tools-version:6.1
// Benchmarks: speed targets for Containment, measured with ordo-one/benchmark. A separate package so
// that `make test` never builds the benchmark's dependencies. Run from this directory:
//   swift package --allow-writing-to-package-directory benchmark
// or one target (`--target HierarchyBenchmark` builds the library only, no Cairo/SDL); from the
// root: `make benchmark`, `make benchmark BENCH=HierarchyBenchmark`. See README.md.
import PackageDescription

let package = Package(
    name: "Benchmarks",
    dependencies: [
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(name: "Showcase", path: "../Showcase"),
        .package(name: "Containment", path: ".."),
    ],
    targets: [
        // What several benchmark targets measure alike (resident memory).
        .target(
            name: "BenchmarkSupport", dependencies: [.product(name: "Benchmark", package: "benchmark")],
            path: "Benchmarks/BenchmarkSupport"),
        // Hierarchy operations and the window tick: the root package's products only, so running
        // this target alone never builds Showcase (Cairo, Pango, SDL).
        .executableTarget(
            name: "HierarchyBenchmark",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "PortableUIKit", package: "Containment"),
                .product(name: "ContainmentTesting", package: "Containment"),
            ],
            path: "Benchmarks/HierarchyBenchmark",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // PagingController in data-source mode (issue 15): Containment and ContainmentTesting
        // only, so running this target alone never builds Showcase either.
        .executableTarget(
            name: "PagingBenchmark",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                "BenchmarkSupport",
                .product(name: "Containment", package: "Containment"),
                .product(name: "ContainmentTesting", package: "Containment"),
            ],
            path: "Benchmarks/PagingBenchmark",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // StickyHeaderPagingController over three 10,000-row lists (issue 17): Containment and
        // ContainmentTesting only, so running this target alone never builds Showcase.
        .executableTarget(
            name: "StickyHeaderBenchmark",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                "BenchmarkSupport",
                .product(name: "Containment", package: "Containment"),
                .product(name: "ContainmentTesting", package: "Containment"),
            ],
            path: "Benchmarks/StickyHeaderBenchmark",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // UITableView over 1,000,000 rows (the lists issue): PortableUIKit and ContainmentTesting
        // only, so running this target alone never builds Showcase.
        .executableTarget(
            name: "ListBenchmark",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                "BenchmarkSupport",
                .product(name: "PortableUIKit", package: "Containment"),
                .product(name: "ContainmentTesting", package: "Containment"),
            ],
            path: "Benchmarks/ListBenchmark",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The Auto Layout engine against kiwisolver (issue 20): PortableUIKit only, through its
        // @_spi(LayoutEngineBenchmark) engine; a plain executable (no ordo-one runner) so that
        // `make benchmark-autolayout` can print its figures beside kiwisolver's from one run.
        .executableTarget(
            name: "AutoLayoutBenchmark",
            dependencies: [.product(name: "PortableUIKit", package: "Containment")],
            path: "Benchmarks/AutoLayoutBenchmark"
        ),
        // The Cairo renderer (Showcase's PortableUIKitCairo) and the scroll engine.
        .executableTarget(
            name: "RenderBenchmark",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "PortableUIKitCairo", package: "Showcase"),
                .product(name: "PortableUIKit", package: "Containment"),
                .product(name: "ContainmentTesting", package: "Containment"),
            ],
            path: "Benchmarks/RenderBenchmark",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)

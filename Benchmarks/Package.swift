// swift-tools-version:6.1
// Benchmarks: speed targets for Containment, measured with ordo-one/benchmark. A separate package so
// that `make test` never builds the benchmark's dependencies. Run from this directory:
//   swift package --allow-writing-to-package-directory benchmark
import PackageDescription

let package = Package(
    name: "Benchmarks",
    dependencies: [
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(name: "Showcase", path: "../Showcase"),
        .package(name: "Containment", path: ".."),
    ],
    targets: [
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

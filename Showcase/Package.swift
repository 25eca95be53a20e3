// swift-tools-version:6.0
// Showcase: everything that needs system libraries. The Cairo renderer (PortableUIKitCairo) draws
// a window's presentation tree to pixels; PortableUIKitSDL is the live window; ShowcaseScenes and
// the `showcase` executable are the demo of every container.
import PackageDescription

let package = Package(
    name: "Showcase",
    products: [
        .library(name: "PortableUIKitCairo", targets: ["PortableUIKitCairo"]),
        .library(name: "PortableUIKitSDL", targets: ["PortableUIKitSDL"]),
    ],
    dependencies: [
        .package(name: "Containment", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPangoCairo", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"])]),
        // A header only (no library): the cache prefetch hint the perspective resampler needs.
        .systemLibrary(name: "CPrefetch"),
        .target(
            name: "PortableUIKitCairo",
            dependencies: [
                .product(name: "PortableUIKit", package: "Containment"),
                "CCairo",
                "CPangoCairo",
                "CPrefetch",
            ]),
        .target(
            name: "PortableUIKitSDL",
            dependencies: [
                .product(name: "PortableUIKit", package: "Containment"),
                "PortableUIKitCairo",
                "CSDL2",
            ]),
        .target(
            name: "ShowcaseScenes",
            dependencies: [
                "PortableUIKitCairo",
                "CCairo",
                "CPangoCairo",
                .product(name: "PortableUIKit", package: "Containment"),
                .product(name: "Containment", package: "Containment"),
                .product(name: "ContainmentTesting", package: "Containment"),
            ]),
        .target(
            name: "ShowcaseCLI",
            dependencies: [
                "ShowcaseScenes",
                "PortableUIKitCairo",
                "PortableUIKitSDL",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "PortableUIKit", package: "Containment"),
                .product(name: "ContainmentTesting", package: "Containment"),
            ]),
        .executableTarget(name: "showcase", dependencies: ["ShowcaseCLI"]),
        .testTarget(
            name: "ShowcaseTests",
            dependencies: [
                "PortableUIKitCairo",
                "PortableUIKitSDL",
                "ShowcaseScenes",
                "ShowcaseCLI",
                "CCairo",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "PortableUIKit", package: "Containment"),
                .product(name: "Containment", package: "Containment"),
                .product(name: "ContainmentTesting", package: "Containment"),
                .product(name: "ContainmentTestTraits", package: "Containment"),
            ],
            exclude: ["Snapshots"]),
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version:6.0
// Showcase: everything that needs system libraries. The Cairo renderer (PortableUIKitCairo) draws
// a window's presentation tree to pixels; the `showcase` executable is the demo of every container.
import PackageDescription

let package = Package(
    name: "Showcase",
    products: [
        .library(name: "PortableUIKitCairo", targets: ["PortableUIKitCairo"]),
        .library(name: "PortableUIKitSDL", targets: ["PortableUIKitSDL"]),
    ],
    dependencies: [.package(name: "Containment", path: "..")],
    targets: [
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPangoCairo", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"])]),
        .target(
            name: "PortableUIKitCairo",
            dependencies: [
                .product(name: "PortableUIKit", package: "Containment"),
                "CCairo",
                "CPangoCairo",
            ]),
        .target(
            name: "PortableUIKitSDL",
            dependencies: [
                .product(name: "PortableUIKit", package: "Containment"),
                "PortableUIKitCairo",
                "CSDL2",
            ]),
        .executableTarget(
            name: "showcase",
            dependencies: [
                .product(name: "PortableUIKit", package: "Containment"),
                .product(name: "ContainmentTesting", package: "Containment"),
            ]),
        .testTarget(
            name: "ShowcaseTests",
            dependencies: [
                "PortableUIKitCairo",
                "PortableUIKitSDL",
                .product(name: "PortableUIKit", package: "Containment"),
                .product(name: "ContainmentTesting", package: "Containment"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)

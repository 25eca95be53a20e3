// swift-tools-version:6.0
// Showcase: the demo of every container. For now a headless executable that plays seed 001's
// child switch and prints its lifecycle trace; the Cairo renderer and SDL window come later.
import PackageDescription

let package = Package(
    name: "Showcase",
    dependencies: [.package(name: "Containment", path: "..")],
    targets: [
        .executableTarget(
            name: "showcase",
            dependencies: [
                .product(name: "PortableUIKit", package: "Containment"),
                .product(name: "ContainmentTesting", package: "Containment"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)

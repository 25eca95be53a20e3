// swift-tools-version:6.0
// Containment: container view controllers that are exact about containment and appearance.
// The library has no system-library dependencies; the renderer and live window live in Showcase/.
import PackageDescription

/// PortableUIKit stands in for UIKit where UIKit does not exist.
let portableUIKitOnLinux: Target.Dependency = .target(
    name: "PortableUIKit", condition: .when(platforms: [.linux]))

let package = Package(
    name: "Containment",
    products: [
        .library(name: "PortableUIKit", targets: ["PortableUIKit"]),
        .library(name: "Containment", targets: ["Containment"]),
        .library(name: "ContainmentTesting", targets: ["ContainmentTesting"]),
    ],
    targets: [
        .target(name: "PortableUIKit"),
        .target(name: "Containment", dependencies: [portableUIKitOnLinux]),
        .target(name: "ContainmentTesting", dependencies: ["Containment", portableUIKitOnLinux]),
        .testTarget(name: "PortableUIKitTests", dependencies: ["PortableUIKit", "ContainmentTesting"]),
        .testTarget(name: "ContainmentTests", dependencies: ["Containment", "ContainmentTesting"]),
        .testTarget(name: "ContainmentTestingTests", dependencies: ["ContainmentTesting"]),
    ],
    swiftLanguageModes: [.v6]
)

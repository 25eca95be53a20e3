// swift-tools-version:6.0
// Containment: container view controllers that are exact about containment and appearance.
// The library has no system-library dependencies; the renderer and live window live in Showcase/.
import PackageDescription

/// PortableUIKit stands in for UIKit where UIKit does not exist.
let portableUIKitOnLinux: Target.Dependency = .target(
    name: "PortableUIKit", condition: .when(platforms: [.linux]))

let package = Package(
    name: "Containment",
    // PortableUIKit is empty where UIKit exists; Containment and ContainmentTesting use UIKit there.
    platforms: [.iOS(.v15)],
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
        // Client code in the Swift 5 language mode, as most UIKit apps still build: it subclasses
        // UIViewController and UIView without isolation annotations (see issue 13, item 7).
        .testTarget(
            name: "Swift5ClientTests", dependencies: ["PortableUIKit", "ContainmentTesting"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
    ],
    swiftLanguageModes: [.v6]
)

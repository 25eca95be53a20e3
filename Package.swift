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
        .library(name: "ContainmentTestTraits", targets: ["ContainmentTestTraits"]),
    ],
    dependencies: [
        // `make docs` only (swift package generate-documentation): a command plugin, never part
        // of a build, so `swift build` and clients are unaffected.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0")
    ],
    targets: [
        // Calls a registered cell class's own initializer override (see its header); Linux only.
        .target(name: "CPortableUIKitInitializers"),
        // The real clock and the 60 Hz display timer on the main queue: the one place the library
        // reads a clock (PortableUIKit itself never does). PortableUIKit depends on it so that a
        // key, visible window no host drives is ticked in real time with no setup (issue 39).
        .target(name: "PortableUIKitRealTime"),
        .target(
            name: "PortableUIKit",
            dependencies: [
                .target(name: "CPortableUIKitInitializers", condition: .when(platforms: [.linux])),
                .target(name: "PortableUIKitRealTime", condition: .when(platforms: [.linux])),
            ]),
        .target(name: "Containment", dependencies: [portableUIKitOnLinux]),
        .target(name: "ContainmentTesting", dependencies: ["Containment", portableUIKitOnLinux]),
        // Swift Testing traits for test targets (Linux: they isolate PortableUIKit's process-wide
        // state); a target of its own so that ContainmentTesting's other users (the showcase)
        // do not link the Testing library.
        .target(name: "ContainmentTestTraits", dependencies: [portableUIKitOnLinux]),
        .testTarget(
            name: "PortableUIKitTests", dependencies: ["PortableUIKit", "ContainmentTesting", "ContainmentTestTraits"]),
        // The model-based random sequences: most of their time goes to the harness's own model
        // and checks, which run about five times faster optimised. Test targets are never built
        // by dependents, so the flag cannot reach a client build.
        .testTarget(
            name: "ModelBasedTests",
            dependencies: ["PortableUIKit", "Containment", "ContainmentTesting", "ContainmentTestTraits"],
            swiftSettings: [.unsafeFlags(["-O"])]),
        .testTarget(
            name: "ContainmentTests", dependencies: ["Containment", "ContainmentTesting", "ContainmentTestTraits"]),
        // Hostile inputs (issue 18): the runner holds the cases and runs one per process; the
        // test starts a process per case, so a crash or a hang is that case's failure alone.
        .executableTarget(
            name: "HostileInputRunner", dependencies: [portableUIKitOnLinux, "Containment", "ContainmentTesting"],
            path: "Tests/HostileInputRunner"),
        .testTarget(name: "HostileInputTests", dependencies: ["ContainmentTestTraits"]),
        // Also keeps the DocC articles' traces true (Tests/ContainmentTestingTests/Documentation).
        .testTarget(
            name: "ContainmentTestingTests",
            dependencies: [portableUIKitOnLinux, "Containment", "ContainmentTesting", "ContainmentTestTraits"]),
        // Client code in the Swift 5 language mode, as most UIKit apps still build: it subclasses
        // UIViewController and UIView without isolation annotations (see issue 13, item 7).
        .testTarget(
            name: "Swift5ClientTests", dependencies: ["PortableUIKit", "ContainmentTesting", "ContainmentTestTraits"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // XCTest written as iOS developers write UI tests: no host, `await fulfillment(of:timeout:)`
        // while the main run loop ticks the key window in real time (issue 39).
        .testTarget(name: "RealTimeTests", dependencies: [portableUIKitOnLinux, "Containment"]),
    ],
    swiftLanguageModes: [.v6]
)

// `import QuartzCore` and `import CoreGraphics` on Linux (issue 43): modules named like Apple's
// that re-export what PortableUIKit has of them. Added only when the manifest is evaluated on
// Linux: on a Mac (every Apple-platform build, iOS included) the names are Apple's frameworks
// and these products and targets do not exist.
#if os(Linux)
package.products += [
    .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
    .library(name: "QuartzCore", targets: ["QuartzCore"]),
]
package.targets += [
    .target(name: "CoreGraphics", dependencies: ["PortableUIKit"]),
    .target(name: "QuartzCore", dependencies: ["CoreGraphics", "PortableUIKit"]),
    // Client code that imports the modules by Apple's names, and no PortableUIKit (XCTest: see
    // the test file for why not Swift Testing).
    .testTarget(name: "AppleModuleNamesTests", dependencies: ["QuartzCore", "CoreGraphics"]),
]
#endif

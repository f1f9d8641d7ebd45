// swift-tools-version:6.0
// Swift 6 language mode (the default for tools 6.0) gives complete concurrency checking.
import PackageDescription

let package = Package(
    name: "DataSourceGen",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .visionOS(.v1)],
    products: [
        .library(name: "DataSourceRuntime", targets: ["DataSourceRuntime"]),
        .library(name: "DataSourceGenCore", targets: ["DataSourceGenCore"]),
        .executable(name: "datasource-gen", targets: ["datasource-gen"]),
    ],
    // No package dependencies, on purpose: the build plugin compiles the tool inside every
    // consumer's build, and zero dependencies keeps that cold build to seconds.
    targets: [
        .target(name: "DataSourceRuntime"),
        .target(name: "DataSourceGenCore"),
        .executableTarget(name: "datasource-gen", dependencies: ["DataSourceGenCore"]),
        .testTarget(name: "DataSourceRuntimeTests", dependencies: ["DataSourceRuntime"]),
        .testTarget(name: "DataSourceGenCoreTests", dependencies: ["DataSourceGenCore"]),
        // Compiles the golden outputs (Generated/) against the runtime and exercises them on the
        // headless host; the definitions they come from are inputs of the golden test only.
        .testTarget(
            name: "GeneratedCodeTests",
            dependencies: ["DataSourceRuntime"],
            exclude: ["Definitions"]
        ),
        // Runs the built `datasource-gen` executable; depending on it makes SwiftPM build it first.
        .testTarget(name: "DataSourceGenCLITests", dependencies: ["datasource-gen"]),
    ]
)

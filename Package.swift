// swift-tools-version:6.0
// Swift 6 language mode (the default for tools 6.0) gives complete concurrency checking.
import PackageDescription

let package = Package(
    name: "DataSourceGen",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .visionOS(.v1)],
    products: [
        .library(name: "DataSourceRuntime", targets: ["DataSourceRuntime"]),
        .library(name: "DataSourceRuntimeTesting", targets: ["DataSourceRuntimeTesting"]),
        .executable(name: "datasource-gen", targets: ["datasource-gen"]),
        .plugin(name: "DataSourceGenPlugin", targets: ["DataSourceGenPlugin"]),
        .plugin(name: "DataSourceGenCommand", targets: ["DataSourceGenCommand"]),
        .plugin(name: "DataSourceGenCheck", targets: ["DataSourceGenCheck"]),
    ],
    // No package dependencies, on purpose: the build plugin compiles the tool inside every
    // consumer's build, and zero dependencies keeps that cold build to seconds.
    targets: [
        .target(name: "DataSourceRuntime"),
        // What an app's tests import beside the runtime: the headless host that applies updates
        // with UIKit's rules, and a clock that moves only when the test says so.
        .target(name: "DataSourceRuntimeTesting", dependencies: ["DataSourceRuntime"]),
        .target(name: "DataSourceGenCore"),
        .executableTarget(name: "datasource-gen", dependencies: ["DataSourceGenCore"]),
        // The plugins only locate files and run datasource-gen; Plugins/PluginsShared is linked
        // into each of them.
        .plugin(
            name: "DataSourceGenPlugin",
            capability: .buildTool(),
            dependencies: ["datasource-gen"]
        ),
        .plugin(
            name: "DataSourceGenCommand",
            capability: .command(
                intent: .custom(
                    verb: "generate-data-sources",
                    description: "Writes the code generated from *.datasources.json into Sources/<Target>/Generated/."
                ),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "Writes the generated data sources into Sources/<Target>/Generated/ to be committed."
                    )
                ]
            ),
            dependencies: ["datasource-gen"]
        ),
        // A separate plugin so that the CI drift check needs no write permission.
        .plugin(
            name: "DataSourceGenCheck",
            capability: .command(
                intent: .custom(
                    verb: "check-data-sources",
                    description: "Fails with a diff when committed generated data sources are out of date."
                )
            ),
            dependencies: ["datasource-gen"]
        ),
        .testTarget(name: "DataSourceRuntimeTests", dependencies: ["DataSourceRuntime", "DataSourceRuntimeTesting"]),
        .testTarget(name: "DataSourceGenCoreTests", dependencies: ["DataSourceGenCore"]),
        // The plugins' refusals that need no PackagePlugin: Tests/PluginsSharedTests/PluginsShared
        // links the plugins' own files, as the plugin folders do.
        .testTarget(name: "PluginsSharedTests"),
        // Compiles the golden outputs (Generated/) against the runtime and exercises them on the
        // headless host; the definitions they come from are inputs of the golden test only.
        .testTarget(
            name: "GeneratedCodeTests",
            dependencies: ["DataSourceRuntime", "DataSourceRuntimeTesting"],
            exclude: ["Definitions"]
        ),
        // Generates from hostile names and from every accepted definitions file of the project, and
        // type-checks the output against the runtime module built beside it (hence the dependency).
        .testTarget(
            name: "GeneratedCodeCompilationTests",
            dependencies: ["DataSourceGenCore", "DataSourceRuntime", "TestSupport"]
        ),
        // Runs the built `datasource-gen` executable; depending on it makes SwiftPM build it first.
        .testTarget(name: "DataSourceGenCLITests", dependencies: ["datasource-gen", "TestSupport"]),
        // What more than one test target needs: running a child process without blocking a thread.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
    ]
)

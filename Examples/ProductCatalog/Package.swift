// swift-tools-version:6.0
// A product catalogue built on DataSourceGen, once per workflow:
// - CatalogPlugin generates its data sources during the build (DataSourceGenPlugin);
// - CatalogScaffolded compiles generated code committed under Sources/CatalogScaffolded/Generated/,
//   written by `swift package --allow-writing-to-package-directory generate-data-sources` and kept
//   current by the CI drift check `swift package check-data-sources`.
import PackageDescription

let package = Package(
    name: "ProductCatalog",
    // The SwiftUI screens' minimum (Observation), so their glue needs no `@available`; the
    // runtime itself supports iOS 16 and macOS 13.
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        // `name:` pins the package's identity, so the references below work whatever the folder of
        // the clone is called. An app depending on a release writes
        // .package(url: "https://…/DataSourceGen.git", from: "1.0.0") and package: "DataSourceGen".
        .package(name: "DataSourceGen", path: "../..")
    ],
    targets: [
        // Definitions are build inputs: the plugin sees them, and SwiftPM does not warn about them.
        // snippet: GettingStarted.md
        .target(
            name: "CatalogPlugin",
            dependencies: [.product(name: "DataSourceRuntime", package: "DataSourceGen")],
            plugins: [.plugin(name: "DataSourceGenPlugin", package: "DataSourceGen")]
        ),
        // end snippet
        // Definitions are excluded: nothing in the build reads them (SwiftPM would otherwise warn
        // that they are unhandled), and excluding them is what tells the command plugins that this
        // target keeps committed output. iOS/ is excluded too: it holds the app's screens as an iOS
        // app target has them, with no `#if canImport`, and needs UIKit, SAPFiori, IGListKit and
        // SwiftUI; Scripts/typecheck-platforms.sh type-checks them with this target's files against
        // the frameworks' stubs.
        .target(
            name: "CatalogScaffolded",
            dependencies: [.product(name: "DataSourceRuntime", package: "DataSourceGen")],
            exclude: ["Products.datasources.json", "iOS"]
        ),
        // The tests drive the screens on the headless host and time on a manual clock.
        .testTarget(
            name: "CatalogPluginTests",
            dependencies: ["CatalogPlugin", .product(name: "DataSourceRuntimeTesting", package: "DataSourceGen")]
        ),
        // snippet: TestingYourScreens.md, DataSourceRuntimeTesting.md
        .testTarget(
            name: "CatalogScaffoldedTests",
            dependencies: ["CatalogScaffolded", .product(name: "DataSourceRuntimeTesting", package: "DataSourceGen")]
        ),
        // end snippet
    ]
)

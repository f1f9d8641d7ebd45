// swift-tools-version:6.0
// Benchmarks for DataSourceRuntime, kept in their own package so the main package stays free of
// benchmark code and the measurements always build in release mode:
//     swift run -c release --package-path Benchmarks
import PackageDescription

let package = Package(
    name: "DataSourceBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "DataSourceGen", path: "..")],
    targets: [
        .executableTarget(
            name: "DataSourceBenchmarks",
            dependencies: [
                .product(name: "DataSourceRuntime", package: "DataSourceGen"),
                "AllocationCounter",
            ]
        ),
        // Peak heap bytes of a measured stretch, for the memory goals: glibc's allocation
        // functions replaced in the executable (Linux; reports itself unavailable elsewhere).
        .target(name: "AllocationCounter"),
    ]
)

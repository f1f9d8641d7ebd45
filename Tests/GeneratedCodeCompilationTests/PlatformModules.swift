import Foundation

/// The platform stubs (`PlatformStubs/`) and the runtime compiled against them, as
/// `Scripts/typecheck-platforms.sh` compiles them, built once per test run into a temporary folder:
/// what generated code with `options.platforms` on is type-checked against, glue included.
struct PlatformModules: Sendable {
    /// The compiler flags that make the stubs and this runtime importable, `@objc` accepted and
    /// `#Preview` expanded.
    var flags: [String]

    /// The modules in `modules`, with the compiler's module cache in `cache` and the stand-in for
    /// Xcode's `#Preview` plugin at `previewPlugin`.
    init(modules: URL, cache: URL, previewPlugin: URL) {
        flags = [
            "-Xfrontend", "-enable-objc-interop", "-Xfrontend", "-disable-objc-attr-requires-foundation-module",
            "-module-cache-path", cache.path, "-I", modules.path,
            "-load-plugin-executable", previewPlugin.path + "#PreviewsMacros",
        ]
    }

    /// Built on first use; every test awaits the same build.
    static let shared = Task { try await build() }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    private static func build() async throws -> PlatformModules {
        if let built = try builtByTheScript() { return built }
        guard let swiftc = SwiftCompiler.swiftc else { throw SwiftCompiler.Failure(description: "no swiftc on PATH") }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("platform-\(UUID().uuidString)")
        let modules = scratch.appendingPathComponent("modules")
        try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
        let cache = scratch.appendingPathComponent("cache")
        let previewPlugin = scratch.appendingPathComponent("preview-macro-stand-in")
        try await SwiftCompiler.run(
            swiftc,
            [
                "-module-cache-path", cache.path,
                root.appendingPathComponent("PlatformStubs/PreviewMacroStandIn/main.swift").path,
                "-o", previewPlugin.path,
            ])
        let built = PlatformModules(modules: modules, cache: cache, previewPlugin: previewPlugin)
        let flags = built.flags
        func module(_ name: String, _ folder: String, _ extra: [String] = []) async throws {
            let sources = try swiftFiles(in: root.appendingPathComponent(folder))
            try await SwiftCompiler.run(
                swiftc,
                [
                    "-swift-version", "6", "-parse-as-library", "-wmo", "-module-name", name, "-emit-module-path",
                    modules.appendingPathComponent("\(name).swiftmodule").path,
                ] + flags + extra + sources)
        }
        func swiftUI() async throws {
            try await module("SwiftUI", "PlatformStubs/SwiftUI")
            try await module("PhotosUI", "PlatformStubs/PhotosUI")
        }
        async let swiftUIAndPhotosUI: Void = swiftUI()
        try await module("ObjectiveC", "PlatformStubs/ObjectiveC")
        try await module("UIKit", "PlatformStubs/UIKit")
        async let fiori: Void = module("SAPFiori", "PlatformStubs/SAPFiori")
        async let igListKit: Void = module("IGListKit", "PlatformStubs/IGListKit")
        _ = try await (fiori, igListKit, swiftUIAndPhotosUI)
        try await module("FioriSwiftUICore", "PlatformStubs/FioriSwiftUICore")  // imports SwiftUI and UIKit
        try await module("DataSourceRuntime", "Sources/DataSourceRuntime", ["-package-name", "DataSourceGen"])
        return built
    }

    /// The modules `Scripts/typecheck-platforms.sh` built (`./Scripts/test.sh` runs it just before
    /// the tests), when the sources they were built from, which it keeps in `modules-inputs/`, are
    /// byte for byte the sources here, every file and no other; `nil` otherwise. Modification times
    /// would miss a deleted file, or one put back with an older time.
    static func builtByTheScript(
        root: URL = root, scratch: URL = root.appendingPathComponent(".build/platform-typecheck")
    ) throws -> PlatformModules? {
        let runtime = scratch.appendingPathComponent("modules/DataSourceRuntime.swiftmodule")
        let previewPlugin = scratch.appendingPathComponent("preview-macro-stand-in")
        guard modificationDate(runtime) != nil, modificationDate(previewPlugin) != nil else { return nil }
        let inputs = scratch.appendingPathComponent("modules-inputs")
        for folder in ["Sources/DataSourceRuntime", "PlatformStubs"] {
            let current = root.appendingPathComponent(folder)
            let built = inputs.appendingPathComponent(folder)
            let names = try relativeSwiftFiles(in: current)
            guard try names == relativeSwiftFiles(in: built) else { return nil }
            for name in names {
                let source = FileManager.default.contents(atPath: current.appendingPathComponent(name).path)
                guard source != nil,
                    source == FileManager.default.contents(atPath: built.appendingPathComponent(name).path)
                else { return nil }
            }
        }
        return PlatformModules(
            modules: scratch.appendingPathComponent("modules"), cache: scratch.appendingPathComponent("module-cache"),
            previewPlugin: previewPlugin)
    }

    private static func modificationDate(_ url: URL) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
    }

    /// Every `.swift` file under `folder`, sorted.
    private static func swiftFiles(in folder: URL) throws -> [String] {
        try relativeSwiftFiles(in: folder).map { folder.appendingPathComponent($0).path }
    }

    /// The paths of the `.swift` files under `folder`, relative to it, sorted; none when it is missing.
    private static func relativeSwiftFiles(in folder: URL) throws -> [String] {
        let names = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted()
    }
}

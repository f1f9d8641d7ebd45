import Foundation
import TestSupport

/// Type-checks generated Swift against the `DataSourceRuntime` module the package just built,
/// in Swift 6 mode with warnings as errors, as an app's build would.
enum SwiftCompiler {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The folder SwiftPM put the test bundle in; the built modules are in `Modules/` beside it.
    static var binDirectory: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    }

    static var modulesDirectory: URL? {
        [binDirectory.appendingPathComponent("Modules"), binDirectory]
            .first {
                FileManager.default.fileExists(atPath: $0.appendingPathComponent("DataSourceRuntime.swiftmodule").path)
            }
    }

    static var swiftc: URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let folders = path.split(separator: ":").map(String.init) + ["/opt/swift/usr/bin", "/usr/bin"]
        return folders.map { URL(fileURLWithPath: $0).appendingPathComponent("swiftc") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Type-checks `files` (name → contents) together as one module; throws with the
    /// compiler's output when it reports anything. With `platforms`, against the runtime compiled
    /// with the UIKit, SAP Fiori and IGListKit stubs (``PlatformModules``), so the glue under
    /// `#if canImport` is type-checked too.
    static func typeCheck(_ files: [String: String], platforms: Bool = false) async throws {
        guard let swiftc, let modules = modulesDirectory else {
            throw Failure(description: "no swiftc on PATH or no DataSourceRuntime module beside \(binDirectory.path)")
        }
        var flags = ["-I", modules.path]
        if platforms {
            flags = try await PlatformModules.shared.value.flags
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("corpus-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var paths: [String] = []
        for (name, contents) in files.sorted(by: { $0.key < $1.key }) {
            let url = directory.appendingPathComponent(name)
            try contents.write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        // One frontend for the whole corpus (-wmo): without it the driver starts a frontend per
        // file, each parsing every other file again.
        let arguments =
            [
                "-typecheck", "-wmo", "-swift-version", "6", "-warnings-as-errors", "-D", "DEBUG", "-module-name",
                "Corpus",
            ]
            + flags
            + paths
        try await run(swiftc, arguments, size: files.values.reduce(0) { $0 + $1.utf8.count })
    }

    /// Runs `swiftc` with `arguments`, compiling about `size` bytes of source (the largest waiting
    /// run starts first); throws with its output when it fails or reports anything.
    static func run(_ swiftc: URL, _ arguments: [String], size: Int = 0) async throws {
        let result = try await CompilerSlots.shared.run(size: size) { try await ChildProcess.run(swiftc, arguments) }
        let text = result.standardOutput + result.standardError
        guard result.status == 0, text.isEmpty else {
            throw Failure(description: "swiftc exited with \(result.status):\n\(text.prefix(20_000))")
        }
    }
}

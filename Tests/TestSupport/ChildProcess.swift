import Foundation

/// Runs a program to its end without blocking the calling thread.
///
/// Swift Testing runs suites on a few shared threads (two on a 2-core machine); a test that waits
/// on a process synchronously holds one of them for the whole run of the child. Here the end is
/// awaited through the process's termination handler, and the output goes to files rather than
/// pipes, so a child that prints a lot can never stall on a full pipe nobody reads yet.
package enum ChildProcess {
    package struct Result: Sendable {
        package var status: Int32
        package var standardOutput: String
        package var standardError: String
    }

    /// Runs `executable` with `arguments` in `directory` (the current one when `nil`), its temporary
    /// files in a folder removed at its end.
    package static func run(
        _ executable: URL, _ arguments: [String], in directory: URL? = nil
    ) async throws -> Result {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("child-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outputURL = scratch.appendingPathComponent("stdout")
        let errorURL = scratch.appendingPathComponent("stderr")
        try Data().write(to: outputURL)
        try Data().write(to: errorURL)
        let output = try FileHandle(forWritingTo: outputURL)
        let error = try FileHandle(forWritingTo: errorURL)
        defer {
            try? output.close()
            try? error.close()
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        // The Swift driver leaves a `TemporaryDirectory.*` in the temporary folder after each run;
        // pointed at the scratch folder, they go with it.
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = scratch.path
        process.environment = environment
        process.standardOutput = output
        process.standardError = error
        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
        return Result(
            status: status,
            standardOutput: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
            standardError: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self))
    }
}

import Foundation
import TestSupport

/// Runs the built `datasource-gen` executable in a scratch directory and captures what it prints.
struct ToolRunner {
    /// The scratch directory the tool runs in; removed by `cleanUp()`.
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("datasource-gen-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    func cleanUp() {
        try? FileManager.default.removeItem(at: directory)
    }

    /// SwiftPM puts the tool next to the test bundle, because the test target depends on it.
    static var executable: URL {
        let bundleDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [bundleDirectory, Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
            .map { $0.appendingPathComponent("datasource-gen") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }

    func run(_ arguments: [String]) async throws -> ChildProcess.Result {
        try await ChildProcess.run(Self.executable, arguments, in: directory)
    }

    func write(_ text: String, to name: String) throws {
        let url = directory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func read(_ name: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    func exists(_ name: String) -> Bool {
        FileManager.default.fileExists(atPath: directory.appendingPathComponent(name).path)
    }

    func setModificationDate(_ date: Date, of name: String) throws {
        try FileManager.default.setAttributes(
            [.modificationDate: date], ofItemAtPath: directory.appendingPathComponent(name).path)
    }

    func modificationDate(_ name: String) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent(name).path)[.modificationDate]
            as? Date
    }

    /// A small valid definitions file.
    static let definitions = """
        { "entities": { "Fruit": { "fields": { "code": "String", "name": "String" }, "id": "code", "title": "name" } },
          "pickers": { "FruitPicker": { "entity": "Fruit", "mode": "uniqueID" } } }
        """
}

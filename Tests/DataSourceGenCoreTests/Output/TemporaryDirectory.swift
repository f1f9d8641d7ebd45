import Foundation

/// A fresh directory per test (tests run in parallel), removed when the value goes away.
final class TemporaryDirectory {
    /// Real path of the directory (no symbolic links), so expectations can compare paths.
    let path: String

    init() throws {
        let base = FileManager.default.temporaryDirectory
            .appendingPathComponent("DataSourceGenTests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        path = URL(fileURLWithPath: base).resolvingSymlinksInPath().path
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    func sub(_ relative: String) -> String { path + "/" + relative }

    func write(_ relative: String, _ contents: String) throws {
        let full = sub(relative)
        try FileManager.default.createDirectory(
            atPath: (full as NSString).deletingLastPathComponent,
            withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: URL(fileURLWithPath: full))
    }

    func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: sub(relative)).map { String(decoding: $0, as: UTF8.self) }
    }

    func exists(_ relative: String) -> Bool {
        (try? FileManager.default.attributesOfItem(atPath: sub(relative))) != nil
    }

    func link(_ relative: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: sub(relative), withDestinationPath: destination)
    }

    func modificationDate(_ relative: String) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: sub(relative))[.modificationDate] as? Date
    }

    func inode(_ relative: String) throws -> Int? {
        let number = try FileManager.default.attributesOfItem(atPath: sub(relative))[.systemFileNumber]
        return (number as? Int) ?? (number as? UInt64).map(Int.init) ?? (number as? NSNumber)?.intValue
    }

    /// Every entry below the directory, relative, sorted.
    func listing(_ relative: String = "") -> [String] {
        let root = relative.isEmpty ? path : sub(relative)
        return ((try? FileManager.default.subpathsOfDirectory(atPath: root)) ?? []).sorted()
    }
}

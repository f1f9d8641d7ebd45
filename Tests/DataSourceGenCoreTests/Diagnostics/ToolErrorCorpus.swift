import DataSourceGenCore
import Foundation

/// Wrong command lines and output directories that between them reach every place that makes a
/// ``UsageError`` or an ``OutputError`` (checked by ``DiagnosticCoverageTests``), through the
/// entry points the tool uses: ``DataSourceGenCommand/parse(_:)``, ``GeneratedFileWriter`` and
/// ``DriftChecker``.
///
/// The file system refuses without permissions, so the corpus works as root too: a parent that
/// is a file, names and paths longer than the system takes (`NAME_MAX`, `PATH_MAX`), and on
/// Linux a regular file nobody can read (`/proc/<pid>/mem`).
enum ToolErrorCorpus {
    /// An error as the tool prints it (a usage error's message, without the usage lines after
    /// it) and where the generator made it.
    struct Fired {
        var site: DiagnosticSite
        var message: String
    }

    static func run() throws -> [Fired] {
        try commandLines() + outputPaths() + fileSystemRefusals()
    }

    static func commandLines() -> [Fired] {
        let lines = [
            [], ["--version", "now"], ["help", "generate", "check"], ["help", "zzz"], ["help", "chek"], ["-x"],
            ["--versoin"], ["chek"], ["zzz"], ["generate", "A.json", "-o", "Gen", "--warnings-as-errors=yes"],
            ["generate", "A.json", "--output"], ["generate", "A.json", "-o", "a", "-o", "b"],
            ["generate", "A.json"], ["generate", "A.json", "-o", "Gen", "--bogus"], ["generate", "-o", "Gen"],
            ["init", "a", "b"], ["check", "A.json", "-o", "Gen", "--format", "html"],
            // An unknown option: a long name written short, a near miss, another verb's, and none.
            ["generate", "A.json", "-o", "Gen", "-templates"], ["generate", "A.json", "-o", "Gen", "--outptu", "x"],
            ["generate", "A.json", "-o", "Gen", "--format", "text"],
        ]
        return lines.compactMap { (line: [String]) -> Fired? in
            do throws(UsageError) {
                _ = try DataSourceGenCommand.parse(line)
                return nil
            } catch {
                return Fired(site: error.site, message: error.message)
            }
        }
    }

    /// Generated paths that are not plain relative paths, or that clash.
    static func outputPaths() throws -> [Fired] {
        let temp = try TemporaryDirectory()
        let writer = GeneratedFileWriter(outputDirectory: temp.sub("out"))
        let sets = [
            [""], ["A\u{0}.swift"], ["A\\B.swift"], ["/A.swift"], ["A//B.swift"], ["./A.swift"], ["../A.swift"],
            ["A.swift", "A.swift"], ["a.swift", "A.swift"], ["Models", "Models/A.swift"],
        ]
        return sets.compactMap { paths in
            fired { _ = try writer.write(paths.map { GeneratedFile(relativePath: $0, contents: "x") }) }
        }
    }

    /// What is in the way on disk, and what the file system refuses.
    static func fileSystemRefusals() throws -> [Fired] {
        let temp = try TemporaryDirectory()
        try temp.write("file", "x")
        try temp.write("out/Plain", "x")
        try temp.write("out/target.txt", "t")
        try FileManager.default.createDirectory(atPath: temp.sub("out/Dir.swift"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: temp.sub("elsewhere"), withIntermediateDirectories: true)
        try temp.link("out/Dangling", to: "nowhere")
        try temp.link("out/Escape", to: temp.sub("elsewhere"))
        try temp.link("out/ToFile", to: "target.txt")
        try temp.link("outLink", to: temp.sub("out"))
        func write(_ directory: String, _ paths: String...) -> Fired? {
            fired {
                _ = try GeneratedFileWriter(outputDirectory: temp.sub(directory))
                    .write(paths.map { GeneratedFile(relativePath: $0, contents: "x") })
            }
        }
        let pathLimit = Int(PATH_MAX)
        var result = [
            write("outLink"), write("file"), write("file/out"), write("out", "Plain/A.swift"),
            write("out", "Dir.swift"), write("out", "Dangling/A.swift"), write("out", "Escape/A.swift"),
            write("out", "ToFile/A.swift"),
            // A directory name longer than NAME_MAX, then a file name: neither can be made.
            write("out", String(repeating: "y", count: 300) + "/A.swift"),
            write("out", String(repeating: "y", count: 300) + ".swift"),
            // The file's path fits in PATH_MAX, the temporary file's beside it does not.
            write(
                "out", names(adding: pathLimit - 20 - temp.sub("out").utf8.count).joined(separator: "/") + "/A.swift"),
        ].compactMap { $0 }
        result += try unreadableFile(in: temp).compactMap { $0 }
        result += try deepChain(in: temp).compactMap { $0 }
        return result
    }

    /// Directory names, `/`-separated, that add `length` bytes to a path.
    static func names(adding length: Int) -> [String] {
        var names: [String] = []
        var left = length
        while left > 0 {
            var count = min(250, left - 1)
            if left - count - 1 == 1 { count -= 1 }
            let name = String(repeating: "n", count: count)
            names.append(name)
            left -= name.count + 1
        }
        return names
    }

    /// A generated file that exists but cannot be read, where `check` compares it.
    static func unreadableFile(in temp: TemporaryDirectory) throws -> [Fired?] {
        #if os(Linux)
        // A process's memory file is regular, and reading it from offset 0 fails even for root.
        let checker = DriftChecker(outputDirectory: "/proc/\(getpid())", generatedFileMarker: "")
        return [fired { _ = try checker.check([GeneratedFile(relativePath: "mem", contents: "x")]) }]
        #else
        try temp.write("locked/A.swift", "x")
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: temp.sub("locked/A.swift"))
        let checker = DriftChecker(outputDirectory: temp.sub("locked"), generatedFileMarker: "")
        return [fired { _ = try checker.check([GeneratedFile(relativePath: "A.swift", contents: "x")]) }]
        #endif
    }

    /// A chain of directories longer than PATH_MAX, made and removed through the symbolic links
    /// `link0`, `link1`, … (no path that long can be given to the system), whose real path
    /// cannot be resolved; and a directory that cannot be listed while `check` looks for orphans.
    static func deepChain(in temp: TemporaryDirectory) throws -> [Fired?] {
        let name = String(repeating: "d", count: 250)
        let levels = Int(PATH_MAX) / (name.count + 1) + 1
        let manager = FileManager.default
        try manager.createDirectory(atPath: temp.sub("deep"), withIntermediateDirectories: true)
        var parent = "deep"
        for level in 0..<levels {
            try manager.createDirectory(atPath: temp.sub("\(parent)/\(name)"), withIntermediateDirectories: false)
            try temp.link("link\(level)", to: "\(parent)/\(name)")
            parent = "link\(level)"
        }
        try manager.createDirectory(atPath: temp.sub("\(parent)/bottom"), withIntermediateDirectories: false)
        defer {
            rmdir(temp.sub("\(parent)/bottom"))
            for level in (0..<levels).reversed() {
                rmdir(temp.sub("\(level == 0 ? "deep" : "link\(level - 1)")/\(name)"))
                unlink(temp.sub("link\(level)"))
            }
        }
        var checker = DriftChecker(outputDirectory: temp.sub("deep"), generatedFileMarker: "//")
        checker.listDirectory = { _ in throw CocoaError(.fileReadNoPermission) }
        return [
            fired { _ = try GeneratedFileWriter(outputDirectory: temp.sub("\(parent)/bottom")).write([]) },
            fired { _ = try checker.check([]) },
        ]
    }

    /// The output error `body` throws; another error is reported as made at no site, which
    /// ``DiagnosticCoverageTests`` then names.
    private static func fired(_ body: () throws -> Void) -> Fired? {
        do {
            try body()
            return nil
        } catch let error as OutputError {
            return Fired(site: error.site, message: error.description)
        } catch {
            return Fired(site: DiagnosticSite(fileID: "not an OutputError", line: 0), message: "\(error)")
        }
    }
}

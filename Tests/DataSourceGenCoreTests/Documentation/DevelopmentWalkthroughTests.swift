import Foundation
import Testing

/// docs/Development.md's walk-throughs, "Adding a kind" and "Adding a platform", list every file
/// each touches: every path they name (in backticks) must exist, but the example's own new files
/// (`Charts`, `<Kind>`), which a reader writes.
@Suite struct DevelopmentWalkthroughTests {
    @Test func everyFileTheWalkthroughsNameExists() throws {
        let root = DocumentationSnippetTests.root
        let text = try String(contentsOf: root.appendingPathComponent("docs/Development.md"), encoding: .utf8)
        let start = try #require(text.range(of: "\n## Adding a kind\n"))
        let end = try #require(text.range(of: "\n## Other notes\n", range: start.upperBound..<text.endIndex))
        let paths = Self.namedPaths(in: String(text[start.upperBound..<end.lowerBound]))
        #expect(paths.count > 40, "the walk-throughs name their files in backticks")
        let existing = try Self.repositoryPaths(under: root)
        for path in paths {
            let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
            #expect(
                existing.contains { $0 == trimmed || $0.hasSuffix("/" + trimmed) },
                "docs/Development.md names `\(path)`, which is no file or folder of the repository")
        }
    }

    /// The backticked names in `text` that are paths: a folder (`Kinds/SectionedScreens/`) or a file
    /// with an extension, but not a command, a schema pointer or a name of the example kind.
    static func namedPaths(in text: String) -> [String] {
        let extensions = ["swift", "json", "mustache", "md", "sh", "txt"]
        return text.split(separator: "`", omittingEmptySubsequences: false).enumerated().compactMap { index, part in
            guard index % 2 == 1 else { return nil }
            let name = String(part)
            guard !name.contains(" "), !name.contains("<"), !name.contains("$"), !name.lowercased().contains("chart")
            else {
                return nil
            }
            let isFile = extensions.contains { name.hasSuffix(".\($0)") }
            return isFile || name.hasSuffix("/") ? name : nil
        }
    }

    /// Every file and folder of the repository, relative to `root`, hidden ones and build output aside.
    static func repositoryPaths(under root: URL) throws -> [String] {
        let enumerator = try #require(
            FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles, .skipsPackageDescendants]))
        let prefix = root.standardizedFileURL.path + "/"
        var paths: [String] = []
        for case let url as URL in enumerator {
            let path = url.standardizedFileURL.path
            guard path.hasPrefix(prefix) else { continue }
            paths.append(String(path.dropFirst(prefix.count)))
        }
        return paths
    }
}

import Foundation
import Testing

/// Every Swift block of the DocC articles is code that is compiled: a whole example file (an iOS
/// screen, which the platform step type-checks, or one of the example's tests, which the
/// examples step runs), or a region of the example package's Swift files, between
/// `// snippet: <article>, …` and `// end snippet`, which the examples step compiles (its tests
/// also run it). A snippet typed into an article alone would be checked by nothing.
@Suite struct ArticleSnippetRegionTests {
    static let root = DocumentationSnippetTests.root
    static let example = root.appendingPathComponent("Examples/ProductCatalog")
    static let catalogs = ["DataSourceRuntime", "DataSourceRuntimeTesting"].map {
        root.appendingPathComponent("Sources/\($0)/\($0).docc")
    }

    /// A region: the articles its marker names, and its text without the common indentation.
    struct Region {
        var file: String
        var articles: [String]
        var text: String
    }

    static func swiftFiles(under folder: URL) -> [URL] {
        let files =
            FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL } ?? []
        return files.filter { $0.pathExtension == "swift" && !$0.path.contains("/.build/") }
            .sorted { $0.path < $1.path }
    }

    static func regions() throws -> [Region] {
        var regions: [Region] = []
        for file in swiftFiles(under: example) {
            var open: (articles: [String], lines: [Substring])?
            for line in try String(contentsOf: file, encoding: .utf8).split(
                separator: "\n", omittingEmptySubsequences: false)
            {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("// snippet: ") {
                    let names = trimmed.dropFirst("// snippet: ".count).split(separator: ",")
                    open = (names.map { $0.trimmingCharacters(in: .whitespaces) }, [])
                } else if trimmed == "// end snippet", let region = open {
                    regions.append(
                        Region(file: file.lastPathComponent, articles: region.articles, text: dedented(region.lines)))
                    open = nil
                } else {
                    open?.lines.append(line)
                }
            }
        }
        return regions
    }

    static func dedented(_ lines: [Substring]) -> String {
        let indent = lines.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { $0.count >= indent ? String($0.dropFirst(indent)) : "" }.joined(separator: "\n")
    }

    /// Each article of both catalogs, by file name, with its text.
    static func articles() throws -> [String: String] {
        var articles: [String: String] = [:]
        for catalog in catalogs {
            for name in try FileManager.default.contentsOfDirectory(atPath: catalog.path) where name.hasSuffix(".md") {
                articles[name] = try String(contentsOf: catalog.appendingPathComponent(name), encoding: .utf8)
            }
        }
        return articles
    }

    /// The contents of each ```swift block of `article`.
    static func swiftBlocks(of article: String) -> [String] {
        article.components(separatedBy: "```swift\n").dropFirst().compactMap {
            $0.components(separatedBy: "\n```").first
        }
    }

    @Test func everySwiftBlockIsAnExampleFileOrARegion() throws {
        let exampleFiles = ["Sources", "Tests"].flatMap {
            Self.swiftFiles(under: Self.example.appendingPathComponent($0))
        }
        let files = try exampleFiles.map {
            try String(contentsOf: $0, encoding: .utf8).trimmingCharacters(in: .newlines)
        }
        let regions = Set(try Self.regions().map(\.text))
        for (name, article) in try Self.articles() {
            for block in Self.swiftBlocks(of: article) where !files.contains(block) && !regions.contains(block) {
                Issue.record("\(name) shows Swift that no example file or `// snippet:` region holds:\n\(block)")
            }
        }
    }

    @Test func everyRegionIsShownByTheArticlesItNames() throws {
        let articles = try Self.articles()
        let regions = try Self.regions()
        #expect(regions.count >= 5, "the regions are found")
        for region in regions {
            for name in region.articles {
                let article = try #require(
                    articles[name], "\(region.file) names an article that does not exist: \(name)")
                let isShown = Self.swiftBlocks(of: article).contains(region.text)
                #expect(isShown, "\(name) should show this region of \(region.file) in a swift block:\n\(region.text)")
            }
        }
    }
}

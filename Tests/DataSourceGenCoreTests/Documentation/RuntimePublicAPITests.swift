import Foundation
import Testing

/// The runtime's public surface stays small and documented: at most 60 public types, counted as
/// issue 20 counted them (every `public` class, struct, enum, protocol and type alias, nested ones
/// included, `open` classes not: the issue's plain search found 117 at 1820ce3, this rule, which
/// reads Swift files only and not the code in DocC articles, 111), besides the `open` UIKit
/// classes, which are exactly those listed here; and every top-level one is listed in a Topics section of
/// the DocC catalog and named outside it (by the templates, the example, the docs or an article's
/// prose). A nested type (`ListDiffer.Section`) is documented on the page of its parent.
@Suite struct RuntimePublicAPITests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let runtime = root.appendingPathComponent("Sources/DataSourceRuntime")
    static let catalog = runtime.appendingPathComponent("DataSourceRuntime.docc")
    static let limit = 60
    static let openClasses: Set = [
        "ListHostTableViewDataSource", "FormTableViewDataSource", "ListPickerTableViewDataSource",
        "ListScreenTableViewDataSource", "TableSchemeTableViewDataSource", "IndexListPickerAdapter",
        "UniqueIdentifierListPickerAdapter", "SectionedListPickerAdapter",
    ]

    /// Names of the types declared `public` or `open` (`access`), after any attributes
    /// (`@MainActor`, `@available(…)`) and with any modifiers (`final`, `indirect`): at the start of
    /// a line (top level), or anywhere with `nested`.
    static func publicTypes(access: String = "public|open", nested: Bool = false) throws -> [String] {
        let declaration = try Regex(
            #"^( *)(?:@\w+(?:\([^)]*\))? +)*(?:(?:final|indirect) +)*(?:"# + access
                + #") +(?:(?:final|indirect) +)*(?:class|struct|enum|protocol|actor|typealias) +(\w+)"#)
        return try swiftFiles(under: runtime).flatMap { file in
            try String(contentsOf: file, encoding: .utf8).split(separator: "\n").compactMap { line in
                guard let match = try? declaration.prefixMatch(in: line),
                    nested || match.output[1].substring?.isEmpty == true,
                    let name = match.output[2].substring
                else { return nil }
                return String(name)
            }
        }.sorted()
    }

    static func swiftFiles(under folder: URL) -> [URL] {
        let files =
            FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL } ?? []
        return files.filter { $0.pathExtension == "swift" && !$0.path.contains("/.build/") }
    }

    /// The catalog's articles, split into the symbols their Topics sections list and the rest.
    static func catalogText() throws -> (topics: String, prose: String) {
        let articles = try FileManager.default.contentsOfDirectory(at: catalog, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "md" }.sorted { $0.path < $1.path }
        var topics = "", prose = ""
        for article in articles {
            let text = try String(contentsOf: article, encoding: .utf8)
            let parts = text.components(separatedBy: "\n## Topics\n")
            prose += parts[0]
            topics += parts.dropFirst().joined()
        }
        return (topics, prose)
    }

    /// Everything outside the runtime that may name a public type.
    static func namingText() throws -> String {
        let folders = ["Templates", "docs", "Examples/ProductCatalog/Sources", "Sources/DataSourceRuntimeTesting"]
        var text = try catalogText().prose
        text += try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        for folder in folders {
            let files =
                FileManager.default.enumerator(
                    at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL } ?? []
            for file in files where ["swift", "md", "mustache"].contains(file.pathExtension) {
                text += try String(contentsOf: file, encoding: .utf8)
            }
        }
        return text
    }

    /// Whether `text` names `name` as a whole identifier (`FormRules.required` names `FormRules`,
    /// which Unicode word boundaries would not see).
    static func names(_ name: String, in text: String) -> Bool {
        text.contains(try! Regex("\\b\(name)\\b").wordBoundaryKind(.simple))
    }

    @Test func atMostSixtyPublicTypes() throws {
        let types = try Self.publicTypes(access: "public", nested: true)
        #expect(types.count <= Self.limit, "\(types.count) public types: \(types.joined(separator: ", "))")
        #expect(Set(try Self.publicTypes(access: "open", nested: true)) == Self.openClasses)
        let topLevel = try Self.publicTypes()
        #expect(Set(topLevel).count == topLevel.count, "a public type is declared twice")
    }

    /// The catalog's overview says how many types are public and how many `open`, as counted here.
    @Test func theCatalogStatesTheCounts() throws {
        let overview = try String(
            contentsOf: Self.catalog.appendingPathComponent("DataSourceRuntime.md"), encoding: .utf8)
        let stated = try #require(
            try Regex(#"(\d+) public types, nested ones included,\s+plus (\d+) `open`"#).firstMatch(in: overview))
        let publicCount = try Self.publicTypes(access: "public", nested: true).count
        let openCount = try Self.publicTypes(access: "open", nested: true).count
        #expect(
            stated.output[1].substring.flatMap { Int($0) } == publicCount
                && stated.output[2].substring.flatMap { Int($0) } == openCount,
            "DataSourceRuntime.md should say \(publicCount) public types and \(openCount) `open` classes")
    }

    @Test func everyPublicTypeIsListedInTheCatalog() throws {
        let topics = try Self.catalogText().topics
        let unlisted = try Self.publicTypes().filter { !topics.contains("``\($0)``") }
        #expect(unlisted.isEmpty, "not listed in a Topics section of the DocC catalog: \(unlisted)")
    }

    @Test func everyPublicTypeIsNamedOutsideTheRuntime() throws {
        let text = try Self.namingText()
        let unnamed = try Self.publicTypes().filter { !Self.names($0, in: text) }
        #expect(unnamed.isEmpty, "named by no template, example, doc or article: make them internal \(unnamed)")
    }
}

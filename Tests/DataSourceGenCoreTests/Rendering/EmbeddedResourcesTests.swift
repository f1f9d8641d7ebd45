import Foundation
import Testing

@testable import DataSourceGenCore

/// Keeps the embedded copies of `Templates/`, `Schema/` and the SwiftUI and FioriSwiftUICore
/// public names identical to the files; after editing those, run `swift Scripts/embed-resources.swift`.
@Suite struct EmbeddedResourcesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static func read(_ url: URL) throws -> String {
        try String(contentsOf: url, encoding: .utf8)
    }

    static func templateFiles() throws -> [(name: String, source: String)] {
        let directory = root.appendingPathComponent("Templates")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".mustache") }.sorted()
        return try names.map { ($0, try read(directory.appendingPathComponent($0))) }
    }

    @Test func embeddedValuesEqualTheFilesByteForByte() throws {
        let files = try Self.templateFiles()
        #expect(EmbeddedResources.templates.map(\.name) == files.map(\.name))
        #expect(
            EmbeddedResources.templates.map(\.source) == files.map(\.source),
            "stale: run swift Scripts/embed-resources.swift")
        #expect(
            EmbeddedResources.schema
                == (try Self.read(Self.root.appendingPathComponent("Schema/datasources.schema.json"))))
        for file in files { #expect(!file.source.contains("\r"), "\(file.name): templates use LF line endings") }
    }

    /// The names the generator warns about are the lists the platform type-check reads.
    @Test func embeddedFrameworkNamesAreThePublicNameLists() throws {
        for (embedded, framework) in [
            (GeneratedCodeNames.swiftUIPublicNames, "SwiftUI"),
            (GeneratedCodeNames.fioriSwiftUICorePublicNames, "FioriSwiftUICore"),
        ] {
            let list = try Self.read(
                Self.root.appendingPathComponent("PlatformStubs/\(framework)/PublicSwiftNames.txt"))
            let names = Set(list.split(separator: "\n").filter { !$0.hasPrefix("#") }.map(String.init))
            #expect(embedded == names, "stale: run swift Scripts/embed-resources.swift")
            #expect(embedded.count > 900 && embedded.contains("Gauge") == (framework == "SwiftUI"))
        }
    }

    @Test func embeddedTemplatesParseAndReferenceOnlyExistingPartials() {
        let set = TemplateSet.embedded
        // Each default is there under its own name and under `default/`, for overrides to extend.
        #expect(set.templates.count == EmbeddedResources.templates.count * 2)
        for file in EmbeddedResources.templates {
            #expect(set.templates[TemplateSet.defaultsPrefix + file.name.dropLast(TemplateSet.fileSuffix.count)] != nil)
        }
        #expect(set.validate().isEmpty)
    }
}

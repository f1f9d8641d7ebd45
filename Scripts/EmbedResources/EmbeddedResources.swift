import Foundation

// MARK: - Embedded templates and schema

/// A raw multi-line literal whose delimiter cannot occur in `text`. The line break before the
/// closing delimiter is not part of the value, hence the extra one.
func rawLiteral(_ text: String) -> String {
    var hashes = "#"
    while text.contains("\"\"\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
    return "\(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes)"
}

func embeddedResourcesSource(schema: String) throws -> String {
    let templateNames = try FileManager.default.contentsOfDirectory(
        atPath: root.appendingPathComponent("Templates").path
    ).filter { $0.hasSuffix(".mustache") }.sorted()
    var out = """
        // This file is generated from Templates/, Schema/ and PlatformStubs/*/PublicSwiftNames.txt by
        // `swift Scripts/embed-resources.swift`. Do not edit.
        // EmbeddedResourcesTests fails whenever it differs from those files.

        /// Copies of `Templates/*.mustache`, `Schema/datasources.schema.json` and the SwiftUI and
        /// FioriSwiftUICore public names, compiled into the tool so that it runs with no files beside it.
        enum EmbeddedResources {
            /// The default templates, by file name, sorted by name.
            static let templates: [(name: String, source: String)] = [

        """
    for name in templateNames {
        let source = try read("Templates/\(name)")
        guard !source.contains("\r") else { fatalError("Templates/\(name): use LF line endings") }
        out += "        (\n            \"\(name)\",\n            \(rawLiteral(source))\n        ),\n"
    }
    out += "    ]\n\n    /// The JSON Schema of definitions files.\n"
    out += "    static let schema: String = \(rawLiteral(schema))\n"
    for (name, framework) in [("swiftUIPublicNames", "SwiftUI"), ("fioriSwiftUICorePublicNames", "FioriSwiftUICore")] {
        let path = "PlatformStubs/\(framework)/PublicSwiftNames.txt"
        let names = try read(path).split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }
        out += "\n    /// \(framework)'s public names, one a line (`\(path)` without its comments).\n"
        out += "    static let \(name): String = \(rawLiteral(names.joined(separator: "\n")))\n"
    }
    return out + "}\n"
}

// Regenerates Sources/DataSourceGenCore/Rendering/EmbeddedResources.swift from Templates/*.mustache
// and Schema/datasources.schema.json. Run from anywhere: `swift Scripts/embed-resources.swift`.
// EmbeddedResourcesTests fails whenever the embedded values differ from the files.
import Foundation

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
}

/// A raw multi-line literal whose delimiter cannot occur in `text`. The line break before the
/// closing delimiter is not part of the value, hence the extra one.
func rawLiteral(_ text: String) -> String {
    var hashes = "#"
    while text.contains("\"\"\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
    return "\(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes)"
}

let templateNames = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Templates").path)
    .filter { $0.hasSuffix(".mustache") }.sorted()
var out = """
    // This file is generated from Templates/ and Schema/ by `swift Scripts/embed-resources.swift`. Do not edit.
    // EmbeddedResourcesTests fails whenever it differs from those files.

    /// Copies of `Templates/*.mustache` and `Schema/datasources.schema.json`, compiled into the tool
    /// so that it runs with no files beside it.
    enum EmbeddedResources {
        /// The default templates, by file name, sorted by name.
        static let templates: [(name: String, source: String)] = [

    """
for name in templateNames {
    let source = try read("Templates/\(name)")
    guard !source.contains("\r") else { fatalError("Templates/\(name): use LF line endings") }
    out += "        (\n            \"\(name)\",\n            \(rawLiteral(source))\n        ),\n"
}
out += "    ]\n\n    /// The JSON Schema of definitions files.\n    static let schema: String = \(rawLiteral(try read("Schema/datasources.schema.json")))\n}\n"
let target = root.appendingPathComponent("Sources/DataSourceGenCore/Rendering/EmbeddedResources.swift")
if (try? String(contentsOf: target, encoding: .utf8)) != out {
    try out.write(to: target, atomically: true, encoding: .utf8)
    print("updated \(target.path)")
} else {
    print("up to date")
}

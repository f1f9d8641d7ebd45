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

// MARK: - Definition keys

/// Sources/DataSourceGenCore/Definitions/SchemaKeys.swift: one enum of keys per object of the
/// schema, which is all the decoder may read, so a key exists in Swift only if the schema has it.
func schemaKeysSource() throws -> String {
    let data = try Data(contentsOf: root.appendingPathComponent("Schema/datasources.schema.json"))
    guard let schema = try JSONSerialization.jsonObject(with: data) as? [String: Any],
        let definitions = schema["$defs"] as? [String: Any]
    else { fatalError("Schema/datasources.schema.json: expected an object with $defs") }
    // JSONSerialization forgets member order; the schema's text keeps it, which is the order
    // the keys are declared (and documented) in.
    let text = try read("Schema/datasources.schema.json")
    func orderedKeys(of object: [String: Any], named name: String) -> [String] {
        guard let properties = object["properties"] as? [String: Any] else { return [] }
        return properties.keys.sorted { first, second in
            position(of: first, in: name) < position(of: second, in: name)
        }
    }
    func position(of key: String, in name: String) -> String.Index {
        let start = name == "File" ? text.startIndex : text.range(of: "\"\(name)\": {")!.upperBound
        let properties = text.range(of: "\"properties\": {", range: start..<text.endIndex)!.upperBound
        return text.range(of: "\"\(key)\":", range: properties..<text.endIndex)!.lowerBound
    }
    let keywords: Set<String> = ["default", "enum", "case", "func", "let", "var", "in", "is", "as", "self", "Type"]
    func caseName(_ key: String) -> String {
        let name = key.hasPrefix("$") ? String(key.dropFirst()) : key
        let spelled = keywords.contains(name) ? "`\(name)`" : name
        return name == key ? spelled : "\(spelled) = \"\(key)\""
    }
    func requiredKeys(of object: [String: Any]) -> [String] { object["required"] as? [String] ?? [] }
    var objects: [(type: String, schemaName: String, keys: [String], required: [String])] = [
        ("File", "", orderedKeys(of: schema, named: "File"), requiredKeys(of: schema))
    ]
    for name in definitions.keys.sorted(by: { text.range(of: "\"\($0)\": {")!.lowerBound < text.range(of: "\"\($1)\": {")!.lowerBound }) {
        guard let object = definitions[name] as? [String: Any], object["properties"] != nil else { continue }
        objects.append(
            (name.prefix(1).uppercased() + name.dropFirst(), name, orderedKeys(of: object, named: name),
             requiredKeys(of: object)))
    }
    var source = """
        // This file is generated from Schema/datasources.schema.json by `swift Scripts/embed-resources.swift`.
        // Do not edit. EmbeddedResourcesTests fails whenever it differs from the schema.

        /// The keys of every object of the definitions format, one enum per object of the schema (the
        /// file's top level is `File`, each `$defs` entry its name capitalized), in the schema's order.
        /// The decoder reads keys only through these, so it cannot read a key the schema does not declare,
        /// and the reader reports a missing key exactly when the schema requires it (`requiredKeys`).
        enum SchemaKeys {

        """
    for object in objects {
        let subject = object.schemaName.isEmpty ? "the top level of a file" : "`$defs/\(object.schemaName)`"
        source += "    /// The keys of \(subject).\n"
        source += "    enum \(object.type): String, DefinitionKey {\n"
        var line = "        case "
        var lines: [String] = []
        for (index, name) in object.keys.map(caseName).enumerated() {
            let piece = name + (index == object.keys.count - 1 ? "" : ",")
            if line.count + piece.count + 1 > 116, line != "        case " {
                lines.append(line.trimmingCharacters(in: .whitespaces).isEmpty ? line : String(line.dropLast()))
                line = "            "
            }
            line += piece + " "
        }
        lines.append(String(line.dropLast()))
        source += lines.joined(separator: "\n") + "\n"
        let required = object.required.map { "." + caseName($0).split(separator: " ")[0] }.joined(separator: ", ")
        source += "        static let requiredKeys: Set<Self> = [\(required)]\n    }\n\n"
    }
    source += "    /// Each object's schema name (empty for the top level), its keys and its required keys, which a\n"
    source += "    /// test compares with the schema.\n"
    source += "    static let objects: [(schemaName: String, keys: [String], required: Set<String>)] = [\n"
    for object in objects {
        source += "        (\"\(object.schemaName)\", \(object.type).allCases.map(\\.rawValue), "
        source += "Set(\(object.type).requiredKeys.map(\\.rawValue))),\n"
    }
    source += "    ]\n}\n"
    return source
}

let keysTarget = root.appendingPathComponent("Sources/DataSourceGenCore/Definitions/SchemaKeys.swift")
let keys = try schemaKeysSource()
if (try? String(contentsOf: keysTarget, encoding: .utf8)) != keys {
    try keys.write(to: keysTarget, atomically: true, encoding: .utf8)
    print("updated \(keysTarget.path)")
} else {
    print("up to date: \(keysTarget.lastPathComponent)")
}

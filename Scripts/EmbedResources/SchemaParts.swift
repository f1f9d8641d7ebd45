import Foundation

// MARK: - The schema, from its parts

/// The top-level keys of the kinds in the order `DeclarationKinds.all` lists them: each kind's
/// `static let key = SchemaKeys.File.<key>`, found in the file that declares the kind.
func kindKeysInRegistryOrder() throws -> [String] {
    let registry = try read("Sources/DataSourceGenCore/Pipeline/DeclarationKind.swift")
    guard let list = registry.range(of: "static let all: [any DeclarationKind.Type] = [") else {
        fatalError("Pipeline/DeclarationKind.swift: DeclarationKinds.all not found")
    }
    let entries = registry[list.upperBound...].prefix { $0 != "]" }
    let kinds = entries.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "." })
        .filter { $0.hasSuffix(".self") }.map { $0.dropLast(5) }
    let folder = root.appendingPathComponent("Sources/DataSourceGenCore/Kinds")
    var sources: [String] = []
    for case let url as URL in FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)!
    where url.pathExtension == "swift" {
        sources.append(try String(contentsOf: url, encoding: .utf8))
    }
    return kinds.map { kind in
        guard let source = sources.first(where: { $0.contains("enum \(kind): DeclarationKind") }),
            let key = source.range(of: "static let key = SchemaKeys.File.")
        else { fatalError("\(kind): no `static let key = SchemaKeys.File.<key>` in its Kinds/ file") }
        return String(source[key.upperBound...].prefix { $0.isLetter || $0.isNumber })
    }
}

/// Schema/datasources.schema.json: Schema/parts/file.json (the top level and what every kind
/// shares) with each kind's Schema/kinds/<key>.json, whose `properties` and `$defs` join the
/// file's, in the order the kinds are registered. The parts' `$comment`s stay in the parts.
func mergedSchema() throws -> JSON {
    let keys = try kindKeysInRegistryOrder()
    let partNames = try FileManager.default.contentsOfDirectory(
        atPath: root.appendingPathComponent("Schema/kinds").path
    )
    .filter { $0.hasSuffix(".json") }
    for name in partNames where !keys.contains(String(name.dropLast(5))) {
        fatalError("Schema/kinds/\(name): no kind of DeclarationKinds.all has the key \(name.dropLast(5))")
    }
    let file = JSONReader.parse(try read("Schema/parts/file.json"), file: "Schema/parts/file.json")
    var properties = file["properties"]?.members ?? []
    var definitions = file["$defs"]?.members ?? []
    for key in keys {
        let path = "Schema/kinds/\(key).json"
        guard let text = try? read(path) else { fatalError("\(path): the kind `\(key)` has no part of the schema") }
        let part = JSONReader.parse(text, file: path)
        for (member, _) in part.members where !["$comment", "properties", "$defs"].contains(member) {
            fatalError("\(path): a kind's part holds only `properties` and `$defs`, not `\(member)`")
        }
        guard part["properties"]?.members.map(\.key) == [key] else {
            fatalError("\(path): its `properties` is the kind's key `\(key)` alone")
        }
        for (name, _) in part["$defs"]?.members ?? [] where definitions.contains(where: { $0.key == name }) {
            fatalError("\(path): `$defs/\(name)` is declared twice")
        }
        properties += part["properties"]!.members
        definitions += part["$defs"]?.members ?? []
    }
    definitions = definitions.map { ($0.key, withApplicabilityConditions($0.key, in: definitions)) }
    let comment =
        "Generated from Schema/parts/file.json and Schema/kinds/*.json by `swift Scripts/embed-resources.swift`; "
        + "edit those."
    var merged: [(key: String, value: JSON)] = [("$comment", .string(comment))]
    for (key, value) in file.members where key != "$comment" {
        merged.append((key, key == "properties" ? .object(properties) : key == "$defs" ? .object(definitions) : value))
    }
    return .object(merged)
}

import Foundation

/// Where each object of the schema stands in a definitions file, found by walking the schema from
/// its top level, so that a new kind's objects are probed without being listed anywhere.
struct SchemaProbe: CustomStringConvertible {
    /// The object's name under `$defs`; empty for the top level.
    var definition: String
    /// The JSON that reaches the object, with `#` where its members go.
    var json: String
    /// The object's key path, as the decoder's messages name it (every name on the way is `n`).
    var path: String

    var description: String { definition.isEmpty ? "top level" : definition }

    /// `json` with `members` in the object.
    func json(with members: String) -> String {
        json.replacingOccurrences(of: "#", with: members)
    }

    /// One probe per object of `schema` (the top level and every `$defs` entry with properties),
    /// each by its shortest way from the top level, found breadth first over the properties in
    /// name order: a `$ref` (also among `oneOf`, or through a `$defs` union) is the value of its key, an `additionalProperties`
    /// reference is the value of a name, `n`, under it.
    static func all(in schema: [String: Any]) -> [SchemaProbe] {
        let definitions = schema["$defs"] as? [String: Any] ?? [:]
        var found = [SchemaProbe(definition: "", json: "{ # }", path: "")]
        var seen: Set<String> = [""]
        var next = 0
        while next < found.count {
            let probe = found[next]
            next += 1
            let object = probe.definition.isEmpty ? schema : definitions[probe.definition] as? [String: Any] ?? [:]
            let properties = object["properties"] as? [String: Any] ?? [:]
            for (key, value) in properties.sorted(by: { $0.key < $1.key }) {
                guard let property = value as? [String: Any] else { continue }
                let direct = references(in: property, definitions).map { ($0, "\"\(key)\": { # }", "\(key)") }
                let named = (property["additionalProperties"] as? [String: Any]).map {
                    references(in: $0, definitions)
                }?.map {
                    ($0, "\"\(key)\": { \"n\": { # } }", "\(key).n")
                }
                for (name, member, path) in direct + (named ?? []) where !seen.contains(name) {
                    guard (definitions[name] as? [String: Any])?["properties"] != nil else { continue }
                    seen.insert(name)
                    found.append(
                        SchemaProbe(
                            definition: name, json: probe.json(with: member),
                            path: probe.path.isEmpty ? path : "\(probe.path).\(path)"))
                }
            }
        }
        return found
    }

    /// The `$defs` names a property's value refers to, directly or as one of its `oneOf`, and
    /// through a `$defs` entry that is only a `oneOf` (`conditionValue`), the names it refers to.
    private static func references(in property: [String: Any], _ definitions: [String: Any]) -> [String] {
        let choices = [property] + (property["oneOf"] as? [[String: Any]] ?? [])
        return choices.compactMap { ($0["$ref"] as? String)?.split(separator: "/").last.map(String.init) }
            .flatMap { name -> [String] in
                guard let union = definitions[name] as? [String: Any], union["properties"] == nil, union["oneOf"] != nil
                else { return [name] }
                return references(in: union, definitions)
            }
    }
}

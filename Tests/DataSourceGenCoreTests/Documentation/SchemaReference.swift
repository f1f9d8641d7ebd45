import Foundation

@testable import DataSourceGenCore

/// The definitions reference in Markdown, rendered from the JSON Schema that `datasource-gen
/// schema` prints (and a test keeps equal to what the decoder accepts), so the documented keys,
/// value types (a number's with its bounds), required keys and meanings (with any `default`, and
/// a `kind`'s `x-controlRange`) are the schema's. One table per kind of object, in the order a definitions file reaches them;
/// object-valued properties are inlined as `key.sub` rows, named children (`<Name>`) get a table
/// of their own. The project's own JSON parser reads the schema because it keeps keys in file
/// order.
struct SchemaReference {
    private let root: JSONNode

    init(schemaText: String) throws {
        root = try JSONParser.parse(schemaText, file: "datasources.schema.json")
    }

    /// The top-level keys: one row each, with the meaning the schema gives.
    func topLevelTable() -> String {
        var text = "| key | what it declares |\n|---|---|\n"
        for (key, node) in properties(of: root) where key != "$schema" {
            let meaning = string(node, "description") ?? string(resolve(node), "description") ?? ""
            let name = namedChild(of: node) != nil ? "`\(key).<Name>`" : "`\(key)`"
            text += "| \(name) | \(cell(meaning)) |\n"
        }
        return text
    }

    /// Every key, one table per kind of object.
    func fullReference() -> String {
        var pending: [(title: String, node: JSONNode)] = properties(of: root).filter { $0.0 != "$schema" }.map {
            key, node in namedChild(of: node).map { ("\(key).<Name>", $0) } ?? (key, resolve(node))
        }
        var text = ""
        while !pending.isEmpty {
            let (title, node) = pending.removeFirst()
            var rows = ""
            var children: [(title: String, node: JSONNode)] = []
            appendRows(of: node, prefix: "", title: title, to: &rows, children: &children)
            text += "### `\(title)`\n\n| key | value | required | meaning |\n|---|---|---|---|\n\(rows)\n"
            pending.insert(contentsOf: children, at: 0)
        }
        return text
    }

    /// `kinded`: the object whose `kind` an `x-appliesTo` names kinds of, when `node` has none
    /// (a form row, for its `rules`).
    private func appendRows(
        of node: JSONNode, prefix: String, title: String, to rows: inout String,
        children: inout [(title: String, node: JSONNode)], kinded: JSONNode? = nil
    ) {
        let kinded = properties(of: node).contains { $0.0 == "kind" } ? node : kinded
        let required = Set(array(node, "required").compactMap { string($0) })
        for (key, property) in properties(of: node) {
            let path = prefix + key
            let isRequired = required.contains(key) ? "yes" : ""
            let description = string(property, "description") ?? string(resolve(property), "description") ?? ""
            var meaning =
                kinded.flatMap { applicability(of: property, in: $0) }.map { "\($0) \(description)" } ?? description
            if let value = member(property, "default") { meaning += " Default: `\(literal(value))`." }
            if let ranges = member(property, "x-controlRange"), case .object(let kinds) = ranges.value {
                let listed = kinds.map { "`\($0.key)` \(array($0.value).map(literal).joined(separator: "..."))" }
                meaning += " Ranges: \(listed.joined(separator: ", "))."
            }
            rows += "| `\(path)` | \(valueType(property)) | \(isRequired) | \(cell(meaning)) |\n"
            if let child = namedChild(of: property) { children.append(("\(title).\(path).<Name>", child)) }
            for object in inlineObjects(of: property) {
                appendRows(
                    of: object, prefix: path + ".", title: title, to: &rows, children: &children, kinded: kinded)
            }
        }
    }

    /// Which kinds of `object` take `property`, as its `x-appliesTo` lists them: "Only on `a` and
    /// `b` rows.", or "On every row but `c`." where that is shorter; `nil` for every kind.
    private func applicability(of property: JSONNode, in object: JSONNode) -> String? {
        let listed = array(property, "x-appliesTo").compactMap { string($0) }
        guard !listed.isEmpty, let kind = properties(of: object).first(where: { $0.0 == "kind" })?.1 else {
            return nil
        }
        let kinds = array(kind, "enum").compactMap { string($0) }
        let others = kinds.filter { !listed.contains($0) }
        guard !others.isEmpty else { return nil }
        func names(_ list: [String]) -> String {
            let quoted = list.map { "`\($0)`" }
            return quoted.count > 1 ? quoted.dropLast().joined(separator: ", ") + " and " + quoted.last! : quoted[0]
        }
        return others.count < listed.count ? "On every row but \(names(others))." : "Only on \(names(listed)) rows."
    }

    /// The object a property's named children are (`additionalProperties` with a `$ref`).
    private func namedChild(of property: JSONNode) -> JSONNode? {
        guard let values = member(property, "additionalProperties"), member(values, "$ref") != nil else { return nil }
        return resolve(values)
    }

    /// Objects a property's value may be (through `$ref` or `oneOf`), to list their keys inline.
    private func inlineObjects(of property: JSONNode) -> [JSONNode] {
        if member(property, "$ref") != nil {
            let target = resolve(property)
            return isUnion(target) ? inlineObjects(of: target) : [target]
        }
        return array(property, "oneOf").filter { member($0, "$ref") != nil }.map(resolve)
            .filter { member($0, "properties") != nil }
    }

    private func valueType(_ property: JSONNode) -> String {
        if let values = member(property, "enum"), case .array(let cases) = values.value {
            return cases.map { "`\(literal($0))`" }.joined(separator: ", ")
        }
        if let choices = member(property, "oneOf"), case .array(let options) = choices.value {
            return options.map(valueType).joined(separator: " or ")
        }
        if member(property, "$ref") != nil {
            // A named list of values or union reads as what it holds; anything else named is an object.
            let target = resolve(property)
            return member(target, "enum") != nil || isUnion(target) ? valueType(target) : "object"
        }
        let types = member(property, "type").map { node in
            string(node).map { [$0] } ?? array(node).compactMap { string($0) }
        }
        return (types ?? ["any"]).map { type -> String in
            switch type {
            case "array": return "[\(member(property, "items").map(valueType) ?? "any")]"
            case "object":
                guard let values = member(property, "additionalProperties") else { return "object" }
                return member(values, "$ref") != nil ? "{ name: object }" : "{ name: \(valueType(values)) }"
            case "integer", "number": return type + bounds(of: property)
            default: return type
            }
        }.joined(separator: " or ")
    }

    /// A number's bounds as the schema gives them: ` 1...10000`, ` ≥ 1`, ` > 0`; empty for none.
    private func bounds(of property: JSONNode) -> String {
        func number(_ keyword: String) -> String? { member(property, keyword).map(literal) }
        if let low = number("minimum"), let high = number("maximum") { return " \(low)...\(high)" }
        let parts = [("minimum", "≥"), ("exclusiveMinimum", ">"), ("maximum", "≤"), ("exclusiveMaximum", "<")]
            .compactMap { keyword, sign in number(keyword).map { "\(sign) \($0)" } }
        return parts.isEmpty ? "" : " " + parts.joined(separator: ", ")
    }

    /// Whether a `$defs` entry is only a choice between values (`conditionValue`), not an object.
    private func isUnion(_ node: JSONNode) -> Bool {
        member(node, "oneOf") != nil && member(node, "properties") == nil
    }

    private func resolve(_ node: JSONNode) -> JSONNode {
        guard let reference = string(node, "$ref"), let name = reference.split(separator: "/").last,
            let definitions = member(root, "$defs"), let definition = member(definitions, String(name))
        else { return node }
        return definition
    }

    private func properties(of node: JSONNode) -> [(String, JSONNode)] {
        guard let properties = member(node, "properties"), case .object(let members) = properties.value else {
            return []
        }
        return members.map { ($0.key, $0.value) }
    }

    private func member(_ node: JSONNode, _ key: String) -> JSONNode? {
        guard case .object(let members) = node.value else { return nil }
        return members.first { $0.key == key }?.value
    }

    private func string(_ node: JSONNode, _ key: String) -> String? {
        member(node, key).flatMap { string($0) }
    }

    private func string(_ node: JSONNode) -> String? {
        if case .string(let text) = node.value { return text }
        return nil
    }

    private func array(_ node: JSONNode, _ key: String? = nil) -> [JSONNode] {
        let target = key.map { member(node, $0) } ?? node
        if case .array(let items)? = target?.value { return items }
        return []
    }

    private func literal(_ node: JSONNode) -> String {
        switch node.value {
        case .string(let text): return "\"\(text)\""
        case .bool(let flag): return "\(flag)"
        case .null: return "null"
        case .number(let number): return number.literal
        default: return "\(node.value)"
        }
    }

    private func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}

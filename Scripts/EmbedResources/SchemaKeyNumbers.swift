// MARK: - Numbers and constants the schema gives keys

/// The JSON Schema keywords that bound a number, in the order `SchemaBounds` takes them.
let boundKeywords = ["minimum", "exclusiveMinimum", "maximum", "exclusiveMaximum"]

/// What a key's number is, where the schema bounds it or gives it a `default`: the key's own
/// schema, or the one number among its `oneOf` (`items`: a count, or an object); the Swift type
/// (`Int` for `integer`, `Double` for `number`), its bounds as `SchemaBounds` arguments and its
/// default's literal. `nil` for a key with neither.
func numberOf(_ property: JSON, at path: String) -> (type: String, bounds: [(String, String)], defaultValue: String?)? {
    let numeric = [property] + (property["oneOf"]?.elements ?? [])
    let typed = numeric.filter { $0["type"]?.string == "integer" || $0["type"]?.string == "number" }
    let bounded = numeric.filter { choice in boundKeywords.contains { choice[$0] != nil } }
    if let strange = bounded.first(where: { $0["type"]?.string != "integer" && $0["type"]?.string != "number" }) {
        fatalError("\(path): bounds on a schema that is no integer nor number: \(text(of: strange))")
    }
    guard !bounded.isEmpty || property["default"] != nil else { return nil }
    guard typed.count == 1, let number = typed.first, bounded.count <= 1 else {
        fatalError("\(path): bounds and defaults are for a key that takes one integer or number")
    }
    let type = number["type"]?.string == "integer" ? "Int" : "Double"
    func literal(_ value: JSON, _ what: String) -> String {
        guard case .literal(let literal) = value, Double(literal) != nil, type == "Double" || Int(literal) != nil else {
            fatalError("\(path): `\(what)` must be a literal \(type == "Int" ? "integer" : "number")")
        }
        return literal
    }
    let bounds = boundKeywords.compactMap { keyword in number[keyword].map { (keyword, literal($0, keyword)) } }
    return (type, bounds, property["default"].map { literal($0, "default") })
}

/// The `Bounds` and `Defaults` enums of an object's keys (a boolean's `default` too), and their
/// numbers' `object.key` entries for `SchemaKeys.numbers`.
func numbersSource(of properties: [(key: String, value: JSON)], object: String, type: String) -> (
    source: String, entries: [String], flagEntries: [String]
) {
    var bounds = "", defaults = "", entries: [String] = [], flagEntries: [String] = []
    for (key, property) in properties {
        let path = object.isEmpty ? key : "\(object).\(key)"
        let name = caseName(key).split(separator: " ")[0]
        if property["type"]?.string == "boolean", let value = property["default"] {
            guard case .literal(let literal) = value, ["true", "false"].contains(literal) else {
                fatalError("\(path): a boolean's `default` is true or false")
            }
            defaults += "            package static let \(name): Bool = \(literal)\n"
            flagEntries.append("        (\"\(path)\", \(type).Defaults.\(name)),\n")
            continue
        }
        guard let number = numberOf(property, at: path) else { continue }
        let boundsText = number.bounds.isEmpty ? "nil" : "\(type).Bounds.\(name).keywords"
        if !number.bounds.isEmpty {
            let arguments = number.bounds.map { "\($0.0): \($0.1)" }.joined(separator: ", ")
            bounds += "            package static let \(name) = SchemaBounds<\(number.type)>(\(arguments))\n"
        }
        if let value = number.defaultValue {
            defaults += "            package static let \(name): \(number.type) = \(value)\n"
        }
        let defaultText = number.defaultValue == nil ? "nil" : "Double(\(type).Defaults.\(name))"
        entries.append("        (\"\(path)\", \(boundsText), \(defaultText)),\n")
    }
    if properties.contains(where: { ["Bounds", "Defaults"].contains(typeName($0.key)) }) {
        fatalError("\(object): a key named `bounds` or `defaults` would clash with the generated enums")
    }
    var source = ""
    if !bounds.isEmpty {
        source +=
            "\n        /// The bounds the schema gives these keys' numbers, which the decoder and the rules check.\n"
        source += "        package enum Bounds {\n\(bounds)        }\n"
    }
    if !defaults.isEmpty {
        source +=
            "\n        /// The schema's `default` of each key that has one: what a file that leaves it out gets.\n"
        source += "        package enum Defaults {\n\(defaults)        }\n"
    }
    return (source, entries, flagEntries)
}

/// The `controlRanges` of an object whose `kind` has an `x-controlRange`: for each kind it lists,
/// the range `[low, high]` the kind's control keeps its value in where the row gives no bounds of
/// its own, which the rules and the reference read. Empty for an object without one.
func controlRangesSource(of properties: [(key: String, value: JSON)], object: String) -> String {
    let kind = properties.first { $0.key == "kind" }?.value
    guard let kind, let ranges = kind["x-controlRange"] else {
        if properties.contains(where: { $0.value["x-controlRange"] != nil }) {
            fatalError("\(object): `x-controlRange` belongs on the object's `kind`")
        }
        return ""
    }
    let kinds = kind["enum"]?.elements.compactMap(\.string) ?? []
    var entries: [String] = []
    for (kind, range) in ranges.members {
        let ends = range.elements.compactMap { end -> Double? in
            if case .literal(let literal) = end { return Double(literal) }
            return nil
        }
        guard kinds.contains(kind), ends.count == 2, range.elements.count == 2, ends[0] <= ends[1] else {
            fatalError("\(object).kind: `x-controlRange` maps a kind to [low, high], found \(kind): \(text(of: range))")
        }
        let literals = range.elements.map { end in if case .literal(let literal) = end { literal } else { "" } }
        entries.append(".\(caseName(kind).split(separator: " ")[0]): \(literals[0])...\(literals[1])")
    }
    return "\n"
        + docComment(
            "The range each kind's control keeps its value in where the row gives no bounds of its own, as "
                + "the schema's `x-controlRange` on `kind` gives it (a kind not listed has none).",
            indent: "        ")
        + "        package static let controlRanges: [Kind: ClosedRange<Double>] = [\n"
        + entries.map { "            \($0),\n" }.joined() + "        ]\n"
}

/// The `Constants` enum of an object's keys that take a fixed string, the key's own `const` or the
/// one among its `oneOf` (`height`: a number, or "handler"), and their `object.key` entries for
/// `SchemaKeys.constants`.
func constantsSource(of properties: [(key: String, value: JSON)], object: String, type: String) -> (
    source: String, entries: [String]
) {
    var constants = "", entries: [String] = []
    for (key, property) in properties {
        let path = object.isEmpty ? key : "\(object).\(key)"
        let fixed = ([property] + (property["oneOf"]?.elements ?? [])).compactMap { $0["const"] }
        guard !fixed.isEmpty else { continue }
        guard fixed.count == 1, let value = fixed[0].string else {
            fatalError("\(path): one `const` per key, a string, which the decoder compares with")
        }
        let name = caseName(key).split(separator: " ")[0]
        constants += "            package static let \(name) = \(text(of: .string(value)))\n"
        entries.append("        (\"\(path)\", \(type).Constants.\(name)),\n")
    }
    if properties.contains(where: { typeName($0.key) == "Constants" }) {
        fatalError("\(object): a key named `constants` would clash with the generated enum")
    }
    guard !constants.isEmpty else { return ("", []) }
    let doc =
        "\n        /// The fixed strings the schema's `const` gives these keys, which the decoder compares with.\n"
    return (doc + "        package enum Constants {\n\(constants)        }\n", entries)
}

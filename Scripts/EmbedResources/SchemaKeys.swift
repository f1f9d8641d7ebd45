// MARK: - Definition keys and values

/// An enum of the values `list` allows, with `description` as its doc comment.
func valuesEnum(_ name: String, _ list: [JSON], description: String, indent: String) -> String {
    let values = list.map { $0.string ?? { fatalError("\(name): a value list holds strings only") }() }
    return docComment(description, indent: indent) + "\(indent)package enum \(name): String, SchemaEnumeration {\n"
        + caseList(values.map(caseName), indent: indent + "    ") + "\(indent)}\n"
}

/// Sources/DataSourceGenCore/Definitions/SchemaKeys.swift: one enum of keys per object of the
/// schema, which is all the decoder may read (so a key exists in Swift only if the schema has it)
/// with the keys the schema requires, and one enum per list of values the schema allows, which the
/// decoder's models use as their own types.
func schemaKeysSource(_ schema: JSON) -> String {
    var objects: [(type: String, schemaName: String, object: JSON)] = [("File", "", schema)]
    let definitions = schema["$defs"]?.members ?? []
    var valueLists: [(path: String, type: String)] = []
    var numberEntries: [String] = []
    var flagEntries: [String] = []
    var constantEntries: [String] = []
    var body = ""
    for (name, definition) in schema["$defs"]?.members ?? [] {
        if definition["properties"] != nil { objects.append((typeName(name), name, definition)) }
        guard let values = definition["enum"] else { continue }
        let description = definition["description"]?.string ?? "The values of `$defs/\(name)`."
        body += valuesEnum(typeName(name), values.elements, description: description, indent: "    ") + "\n"
        valueLists.append((name, typeName(name)))
    }
    var source = """
        // This file is generated from Schema/datasources.schema.json by `swift Scripts/embed-resources.swift`.
        // Do not edit. SchemaKeysTests fails whenever it differs from the schema.

        /// The vocabulary of the definitions format, as the schema declares it: the keys of every
        /// object, one enum per object (the file's top level is `File`, each `$defs` entry its name
        /// capitalized) in the schema's order, with the keys it requires; and every list of values, as
        /// an enum nested in its object's (`Picker.Mode`), or named after its `$defs` entry. The decoder
        /// reads keys only through these, so it cannot read a key the schema does not declare, the
        /// reader reports a missing key exactly when the schema requires it, and the models' value
        /// types are these enums, so they hold exactly the schema's values.
        package enum SchemaKeys {

        """
    for object in objects {
        let subject = object.schemaName.isEmpty ? "the top level of a file" : "`$defs/\(object.schemaName)`"
        let properties = object.object["properties"]?.members ?? []
        source += "    /// The keys of \(subject).\n"
        source += "    package enum \(object.type): String, DefinitionKey {\n"
        source += caseList(properties.map { caseName($0.key) }, indent: "        ")
        let required = (object.object["required"]?.elements ?? []).map {
            "." + caseName($0.string!).split(separator: " ")[0]
        }
        source += "        package static let requiredKeys: Set<Self> = [\(required.joined(separator: ", "))]\n"
        let limits = object.schemaName.isEmpty ? [] : applicability(of: object.schemaName, in: definitions)
        if !limits.isEmpty {
            let owner = kindOwner(of: object.schemaName, in: definitions).name
            let kindType = owner == object.schemaName ? "Kind" : "\(typeName(owner)).Kind"
            let subject = owner == object.schemaName ? "The kinds " : "The kinds of `$defs/\(owner)` "
            let limited = "each key applies to where the schema's `x-appliesTo` limits it, in the order of `kind`'s "
            source +=
                "\n"
                + docComment(subject + limited + "values; a key not listed applies to every kind.", indent: "        ")
            source += "        package static let appliesTo: [(key: Self, kinds: [\(kindType)])] = [\n"
            for (key, kinds) in limits {
                let cases = kinds.map { "." + caseName($0).split(separator: " ")[0] }
                source += wrappedTuple(".\(caseName(key).split(separator: " ")[0])", cases, indent: "            ")
            }
            source += "        ]\n"
        }
        let numbers = numbersSource(of: properties, object: object.schemaName, type: object.type)
        source += numbers.source
        numberEntries += numbers.entries
        flagEntries += numbers.flagEntries
        source += controlRangesSource(of: properties, object: object.schemaName)
        let constants = constantsSource(of: properties, object: object.schemaName, type: object.type)
        source += constants.source
        constantEntries += constants.entries
        for (key, property) in properties {
            if property["items"]?["enum"] != nil {
                fatalError("\(object.schemaName).\(key): give the items' value list a name under $defs")
            }
            guard let values = property["enum"] else { continue }
            let path = object.schemaName.isEmpty ? key : "\(object.schemaName).\(key)"
            let description = "The values of `\(path)`. " + (property["description"]?.string ?? "")
            source += "\n" + valuesEnum(typeName(key), values.elements, description: description, indent: "        ")
            valueLists.append((path, "\(object.type).\(typeName(key))"))
        }
        source += "    }\n\n"
    }
    source += body
    source += "    /// Each object's schema name (empty for the top level), its keys and its required keys, which a\n"
    source += "    /// test compares with the schema.\n"
    source += "    static let objects = [\n"
    for object in objects { source += "        object(\"\(object.schemaName)\", \(object.type).self),\n" }
    source += "    ]\n\n"
    source += """
            private static func object<Key: DefinitionKey>(_ name: String, _: Key.Type) -> (
                schemaName: String, keys: [String], required: Set<String>
            ) {
                (name, Key.allCases.map(\\.rawValue), Set(Key.requiredKeys.map(\\.rawValue)))
            }


        """
    source +=
        "    /// Each bounded or defaulted number, by `object.key` (the top level's by its key), with its bounds by\n"
    source += "    /// keyword and its default, which a test compares with the schema.\n"
    source += "    static let numbers: [(path: String, bounds: [String: Double]?, defaultValue: Double?)] = [\n"
    source += numberEntries.joined()
    source += "    ]\n\n"
    source += "    /// Each boolean's `default`, by `object.key`, which a test compares with the schema.\n"
    source += "    static let flagDefaults: [(path: String, defaultValue: Bool)] = [\n"
    source += flagEntries.joined()
    source += "    ]\n\n"
    source +=
        "    /// Each key's `const`, by `object.key` (the top level's by its key), which a test compares with the\n"
    source += "    /// schema.\n"
    source += "    static let constants: [(path: String, value: String)] = [\n"
    source += constantEntries.joined()
    source += "    ]\n\n"
    source += "    /// Each list of values, by where the schema declares it (`object.key`, or a `$defs` name), which\n"
    source += "    /// a test compares with the schema.\n"
    source += "    static let valueLists: [(path: String, values: [String])] = [\n"
    for list in valueLists {
        source += "        (\"\(list.path)\", \(list.type).allCases.map(\\.rawValue)),\n"
    }
    source += "    ]\n}\n"
    return source
}

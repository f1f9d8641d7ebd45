import Foundation
import Testing

@testable import DataSourceGenCore

/// Which kinds of row take each key is declared once, by the schema's `x-appliesTo`: for every
/// object of the schema with such keys (found in the schema), every key of it and every kind, a
/// row of that kind with that key is refused by the tool exactly when the schema says the key does
/// not apply, and the schema's own conditions (what an editor checks) refuse the same rows. The
/// objects, keys and kinds come from the schema, so a new one is checked without being listed
/// here; only a way to write a row (``rowObjects``) and a value for each key are.
@Suite struct KindApplicabilityTests {
    /// A row object of the schema, how to write a file with one row of each kind, and a value each
    /// key takes wherever it applies.
    struct RowObject: Sendable {
        var definition: String
        var file: @Sendable (_ row: String) -> String
        /// The members of a valid row of each kind besides its `kind`.
        var base: [String: [String]]
        var samples: [String: String]
        /// Keys whose refusal depends on more than the row's kind (the field's type, what the row
        /// does): other tests check them.
        var unchecked: Set<String>
    }

    static let form = RowObject(
        definition: "formRow",
        file: { row in
            """
            { "entities": {
                "Request": { "mutable": true, "fields": { "text": "String", "flag": "Bool", "level": "Float",
                  "count": "Double", "stars": "Int", "due": "Date", "span": "TimeInterval", "choice": "Int",
                  "choices": "[Int]", "files": "[String]" } },
                "Item": { "fields": { "id": "Int", "name": "String" }, "id": "id", "title": "name" } },
              "pickers": { "P": { "entity": "Item", "mode": "index" } },
              "forms": { "F": { "model": "Request", "sections": { "s": { "rows": {
                "r": \(row) } } } } } }
            """
        },
        base: [
            "title": [#""field": "text""#], "note": [#""field": "text""#], "keyValue": [#""field": "text""#],
            // A simpleProperty the user can edit, which takes value rules.
            "textField": [#""field": "text""#], "simpleProperty": [#""field": "text""#, #""editable": true"#],
            "switch": [#""field": "flag""#],
            "slider": [#""field": "level""#], "stepper": [#""field": "count""#], "rating": [#""field": "stars""#],
            "datePicker": [#""field": "due""#], "durationPicker": [#""field": "span""#],
            "valuePicker": [#""field": "choice""#, #""options": ["A", "B"]"#],
            "segmentedControl": [#""field": "choice""#, #""options": ["A", "B"]"#],
            "filter": [#""field": "choices""#, #""options": ["A", "B"]"#],
            "listPicker": [#""field": "choices""#, #""options": ["A", "B"]"#], "attachments": [#""field": "files""#],
        ],
        samples: [
            "key": #""Key""#, "placeholder": #""Placeholder""#, "editable": "true", "liveChanges": "true",
            "min": "0", "max": "1", "step": "0.5", "unit": #""kg""#, "mode": #""date""#, "format": #""yyyy""#,
            "minuteInterval": "5", "allowsZero": "true", "options": #"["A", "B"]"#, "multiple": "true",
            "emptyAllowed": "true", "search": "true", "picker": #""P""#, "maxItems": "3", "initial": #""A""#,
            "rules": #"{ "message": "Check it" }"#, "visibleWhen": #""flag""#, "rules.minLength": "1",
            "rules.maxLength": "5", "rules.pattern": #""a+""#, "rules.min": "0", "rules.max": "1",
            "rules.message": #""Check it""#,
        ],
        unchecked: ["field", "editableWhen", "rules.required", "rules.validator"])

    static let table = RowObject(
        definition: "tableRow",
        file: { row in
            """
            { "types": { "Plain": {} },
              "entities": { "Item": { "fields": { "id": "Int", "name": "String" }, "id": "id", "title": "name" } },
              "tables": { "T": { "flags": { "on": true }, "sections": { "s": { "rows": {
                "r": \(row) } } } } } }
            """
        },
        base: [
            "basic": [#""cell": "Plain""#], "array": [#""cell": "Plain""#, #""items": "Item""#],
            "radio": [#""cell": "Plain""#, #""options": ["A", "B"]"#],
            "accordion": [#""cell": "Plain""#, #""options": ["A", "B"]"#],
            "static": [#""cell": "Plain""#],
        ],
        samples: [
            "cell": #""Plain""#, "reuseIdentifier": #""Reused""#, "items": #""Item""#, "options": #"["A", "B"]"#,
            "select": "true", "toggles": #""on""#, "initial": #""A""#, "height": "44", "visibleWhen": #""on""#,
        ],
        unchecked: ["editableWhen"])

    /// The row objects the tests write rows of: each object of the schema that has a `kind` and
    /// keys with an `x-appliesTo` (or holds an object whose keys have one).
    static let rowObjects = [form, table]

    static func schema() throws -> [String: Any] {
        let data = try Data(contentsOf: SchemaAgreementTests.schemaURL)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// A row of `kind`: its valid members, with the member `key` (`rules.min` within `rules`) set
    /// to `value` on a line of its own, replacing the base's; a row over a picker leaves out its
    /// options. Also the line's text before the value.
    static func row(kind: String, key: String, value: String, base: [String]) -> (row: String, marker: String) {
        let (outer, prefix, suffix) = member(key)
        let members = base.filter { member in
            !member.hasPrefix("\"\(outer)\":") && !(key == "picker" && member.hasPrefix("\"options\":"))
        }
        let marker = "      " + prefix
        return ("{ \"kind\": \"\(kind)\", \(members.map { $0 + ", " }.joined())\n\(marker)\(value)\(suffix) }", marker)
    }

    /// The row's member that holds `key`, and the JSON before and after the key's value.
    static func member(_ key: String) -> (outer: String, prefix: String, suffix: String) {
        let names = key.split(separator: ".").map(String.init)
        guard names.count == 2 else { return (key, "\"\(key)\": ", "") }
        return (names[0], "\"\(names[0])\": { \"\(names[1])\": ", " }")
    }

    /// Whether the tool reports an error at the value after `marker`, which starts a line.
    static func toolRefuses(_ text: String, marker: String) -> Bool {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let line = lines.firstIndex(where: { $0.hasPrefix(marker) }) else { return true }
        let at = "\(DiagnosticsTesting.file):\(line + 1):\(marker.count + 1): error:"
        return DiagnosticsTesting.diagnose(text).contains { $0.hasPrefix(at) }
    }

    /// The row's keys and, as `rules.min`, those of an object it holds whose keys have
    /// `x-appliesTo`, with the kinds the schema says take each (`nil`: every kind).
    static func keys(of row: [String: Any], in definitions: [String: Any]) -> [(key: String, declared: [String]?)] {
        let properties = row["properties"] as? [String: Any] ?? [:]
        func declared(_ property: Any?) -> [String]? { (property as? [String: Any])?["x-appliesTo"] as? [String] }
        var keys: [(key: String, declared: [String]?)] = []
        for (key, property) in properties.sorted(by: { $0.key < $1.key }) where key != "kind" {
            keys.append((key, declared(property)))
            guard let reference = (property as? [String: Any])?["$ref"] as? String,
                let held = (definitions[String(reference.dropFirst(8))] as? [String: Any])?["properties"]
                    as? [String: Any],
                held.values.contains(where: { declared($0) != nil })
            else { continue }
            keys += held.sorted(by: { $0.key < $1.key }).map { ("\(key).\($0.key)", declared($0.value)) }
        }
        return keys
    }

    /// The `$defs` objects with keys that have an `x-appliesTo`, each with the object whose `kind`
    /// those name: itself, or the object with a `kind` holding it (a form row, for its `rules`).
    static func limitedObjects(in definitions: [String: Any]) -> [(name: String, owner: String?)] {
        func properties(_ name: String) -> [String: Any] {
            (definitions[name] as? [String: Any])?["properties"] as? [String: Any] ?? [:]
        }
        let limited = definitions.keys.filter { name in
            properties(name).values.contains { ($0 as? [String: Any])?["x-appliesTo"] != nil }
        }
        return limited.sorted().map { name in
            if properties(name)["kind"] != nil { return (name, name) }
            let holders = definitions.keys.filter { holder in
                properties(holder)["kind"] != nil
                    && properties(holder).values.contains {
                        ($0 as? [String: Any])?["$ref"] as? String == "#/$defs/\(name)"
                    }
            }
            return (name, holders.count == 1 ? holders[0] : nil)
        }
    }

    /// A new object with keys limited to some kinds gets a row sample here, so its keys are checked.
    @Test func everyObjectWithAppliesToIsChecked() throws {
        let definitions = try #require(try Self.schema()["$defs"] as? [String: Any])
        let limited = Self.limitedObjects(in: definitions)
        #expect(limited.count >= 3, "the schema's `x-appliesTo` were not found")
        for (name, owner) in limited {
            let owner = try #require(owner, "`$defs/\(name)`: no one object with a `kind` holds it")
            #expect(
                Self.rowObjects.contains { $0.definition == owner },
                "`$defs/\(name)` has keys with `x-appliesTo`: add a RowObject for `$defs/\(owner)` to KindApplicabilityTests.rowObjects, with a valid row of each kind and a value for each key"
            )
        }
    }

    @Test(arguments: rowObjects.map(\.definition))
    func aKeyIsRefusedExactlyOnTheKindsItDoesNotApplyTo(definition: String) throws {
        let object = try #require(Self.rowObjects.first { $0.definition == definition })
        let schema = try Self.schema()
        let row = try #require((schema["$defs"] as? [String: Any])?[definition] as? [String: Any])
        let properties = try #require(row["properties"] as? [String: Any])
        let kinds = try #require((properties["kind"] as? [String: Any])?["enum"] as? [String])
        #expect(Set(object.base.keys) == Set(kinds), "a valid row of every kind")
        let definitions = try #require(schema["$defs"] as? [String: Any])
        var limited = 0
        for (key, declared) in Self.keys(of: row, in: definitions) where !object.unchecked.contains(key) {
            let value = try #require(object.samples[key], "give `\(key)` a sample value")
            if declared != nil { limited += 1 }
            for kind in kinds {
                let applies = declared?.contains(kind) ?? true
                let (text, marker) = Self.row(kind: kind, key: key, value: value, base: object.base[kind]!)
                let file = object.file(text)
                #expect(
                    Self.toolRefuses(file, marker: marker) == !applies,
                    "`\(key)` on a \(kind) row: the schema says it \(applies ? "applies" : "does not apply")\n\(file)")
                let (_, prefix, suffix) = Self.member(key)
                let json = "{\"kind\": \"\(kind)\", \(prefix)\(value)\(suffix)}"
                let instance = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
                #expect(
                    SchemaSubset.accepts(instance, row) == applies,
                    "`\(key)` on a \(kind) row: the schema's conditions disagree with its `x-appliesTo`")
            }
        }
        #expect(limited >= 5, "the schema's `x-appliesTo` were not found")
    }

    /// The generated tables the rules read, by the object they are of.
    static let generatedTables: [String: [String: [String]]] = [
        "formRow": table(SchemaKeys.FormRow.appliesTo),
        "tableRow": table(SchemaKeys.TableRow.appliesTo),
        "formRules": table(SchemaKeys.FormRules.appliesTo),
    ]

    static func table<Key: RawRepresentable, Kind: RawRepresentable>(_ table: [(key: Key, kinds: [Kind])])
        -> [String: [String]] where Key.RawValue == String, Kind.RawValue == String
    {
        Dictionary(uniqueKeysWithValues: table.map { ($0.key.rawValue, $0.kinds.map(\.rawValue)) })
    }

    /// The generated table the rules read is the schema's declaration, for every object that has one.
    @Test func theGeneratedTablesAreTheSchemas() throws {
        let definitions = try #require(try Self.schema()["$defs"] as? [String: Any])
        let limited = Self.limitedObjects(in: definitions).map(\.name)
        #expect(
            Set(Self.generatedTables.keys) == Set(limited),
            "the objects with `x-appliesTo` keys, each with its `SchemaKeys` table in `generatedTables`")
        for name in limited {
            let properties = try #require((definitions[name] as? [String: Any])?["properties"] as? [String: Any])
            let declared = properties.compactMapValues { ($0 as? [String: Any])?["x-appliesTo"] as? [String] }
            #expect(
                declared.mapValues(Set.init) == Self.generatedTables[name]?.mapValues(Set.init),
                "`$defs/\(name)`: `SchemaKeys`' `appliesTo` differs from the schema's `x-appliesTo`")
        }
    }
}

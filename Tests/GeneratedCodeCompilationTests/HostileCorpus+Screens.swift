import Foundation

/// The table and form definitions of a pack of names: each name in every position.
extension HostileCorpus {
    static let cell = "ZzCell"

    /// Tables using the names in every position: flags (conditions and switches), sections and
    /// titles in one table, a row of each kind per name (in tables of their own, one per kind).
    static func tables(_ names: [String], index k: Int) -> [String: Any] {
        func table(_ row: (String) -> [String: Any]) -> [String: Any] {
            ["sections": ["zzS": ["rows": Dictionary(uniqueKeysWithValues: names.map { ($0, row($0)) })]]]
        }
        var sections: [String: Any] = [:]
        var radios: [String: Any] = [:]
        for (i, name) in names.enumerated() {
            sections[name] = [
                "header": name, "footer": name, "visibleWhen": "!" + name,
                // The row shows while the flag is on and switches it: both positions in one row,
                // as every added row costs the corpus's compile time.
                "rows": ["zzA\(i)": ["kind": "basic", "cell": cell, "visibleWhen": name, "toggles": name]],
            ]
            radios["zzB\(i)"] = ["kind": "radio", "options": [name, "zz"], "cell": cell, "reuseIdentifier": name]
        }
        sections["zzS"] = ["rows": radios]
        var options: [String: Any] = ["zzOther": NSNull()]
        for name in names { options[name] = name }
        let selectable: [String: Any] = ["cell": cell, "select": true, "height": "handler"]
        func row(_ kind: String, _ extra: [String: Any]) -> [String: Any] {
            selectable.merging(extra) { $1 }.merging(["kind": kind]) { $1 }
        }
        return [
            "types": [cell: [String: Any]()],
            "entities": ["Fav\(k)": ["fields": ["zzKey": "Int"], "id": "zzKey"]],
            "sections": ["Opts \(k)": ["cases": options]],
            "tables": [
                "Flags \(k)": [
                    "flags": Dictionary(uniqueKeysWithValues: names.map { ($0, true) }), "sections": sections,
                ],
                "Basic \(k)": table { row("basic", ["reuseIdentifier": $0]) },
                "Array \(k)": table { _ in row("array", ["items": "Fav\(k)"]) },
                "Enum radio \(k)": table { _ in row("radio", ["options": ["enum": "Opts \(k)"]]) },
                "Items radio \(k)": table { _ in row("radio", ["options": ["items": "Fav\(k)"]]) },
                "Title radio \(k)": table { row("radio", ["options": ["a", $0]]) },
                "Accordion \(k)": table { _ in row("accordion", ["options": ["enum": "Opts \(k)"], "height": 10]) },
                "Titles accordion \(k)": table { row("accordion", ["options": [$0]]) },
                "Static \(k)": table { _ in row("static", [:]) },
            ],
        ]
    }

    /// A table named `name`.
    static func namedTable(_ name: String, index k: Int) -> [String: Any] {
        [
            "types": [cell: [String: Any]()],
            "tables": [name: ["sections": ["zzS": ["rows": ["zzA": ["kind": "basic", "cell": cell]]]]]],
        ]
    }

    /// A form using the names in every position: a section per name, shown and edited by
    /// conditions on it, whose rows bind, key, show, check and condition on it; and an attachments
    /// row that binds no field.
    static func form(_ names: [String], index k: Int) -> [String: Any] {
        var fields: [String: Any] = [:]
        var sections: [String: Any] = [:]
        for (i, name) in names.enumerated() {
            let (flag, count, note) = ("zzFlag\(i)", "zzCount\(i)", "zzNote\(i)")
            fields.merge([name: "String", flag: "Bool", count: "Int", note: "String?"]) { $1 }
            sections[name] = [
                "header": name, "footer": name, "visibleWhen": "!" + name,
                "editableWhen": ["field": note, "equals": name],
                "rows": [
                    name: [
                        "kind": "textField", "key": name, "placeholder": name, "visibleWhen": flag,
                        "editableWhen": ["field": name, "equals": name],
                        "rules": ["required": true, "maxLength": 5, "pattern": "[a-z]*", "message": name],
                    ],
                    flag: ["kind": "switch", "key": name, "visibleWhen": "!" + note, "editable": false],
                    count: [
                        "kind": "segmentedControl", "options": [name, "b"],
                        "visibleWhen": ["field": note, "equals": name],
                    ],
                    note: [
                        "kind": "note", "placeholder": name, "visibleWhen": name,
                        "rules": ["maxLength": 3, "message": name],
                    ],
                ],
            ]
        }
        sections["zzFiles"] = ["rows": ["zzFiles": ["kind": "attachments"]]]
        return [
            "options": ["platforms": ["fiori"]],
            "sections": ["Level \(k)": ["cases": ["zzLow": "Low", "zzHigh": "High"]]],
            "entities": [
                "Model\(k)": ["mutable": true, "fields": fields],
                "Kinds model\(k)": ["mutable": true, "fields": kindFields(names, index: k)],
            ],
            "forms": [
                "Form \(k)": ["model": "Model\(k)", "sections": sections],
                "Kinds form \(k)": [
                    "model": "Kinds model\(k)", "sections": ["zzS": ["rows": kindRows(names, index: k)]],
                ],
            ],
        ]
    }

    /// The other row kinds, each with the field type it binds and its options: the names take
    /// them in turn, so a pack holds every kind, each name bound by one of them.
    private static func rowKinds(index k: Int) -> [(type: String?, row: [String: Any])] {
        [
            ("Float", ["kind": "slider", "min": 0, "max": 10, "unit": "km"]),
            ("Double", ["kind": "stepper", "min": 0, "max": 10, "step": 1, "rules": ["min": 1]]),
            ("Int", ["kind": "rating", "rules": ["min": 1]]),
            ("Date?", ["kind": "datePicker", "mode": "dateAndTime"]),
            ("TimeInterval", ["kind": "durationPicker", "minuteInterval": 15, "allowsZero": false]),
            ("Level\(k)", ["kind": "valuePicker", "options": ["enum": "Level \(k)"], "initial": "High"]),
            ("[Int]", ["kind": "filter", "options": ["a", "b"], "multiple": false, "emptyAllowed": false]),
            ("[Int]", ["kind": "listPicker", "options": ["a", "b"], "multiple": true, "search": true]),
            ("String", ["kind": "keyValue", "editable": true]),
            ("String", ["kind": "simpleProperty", "editable": true]),
            ("[URL]", ["kind": "attachments", "maxItems": 2, "rules": ["required": true]]),
        ]
    }

    private static func kindFields(_ names: [String], index k: Int) -> [String: Any] {
        let kinds = rowKinds(index: k)
        var fields: [String: Any] = ["zzKey": "String"]
        for (i, name) in names.enumerated() {
            if let type = kinds[i % kinds.count].type { fields[name] = type }
        }
        return fields
    }

    private static func kindRows(_ names: [String], index k: Int) -> [String: Any] {
        let kinds = rowKinds(index: k)
        var rows: [String: Any] = ["zzKey": ["kind": "textField"]]
        for (i, name) in names.enumerated() {
            rows[name] = kinds[i % kinds.count].row
        }
        return rows
    }

    /// A form named `name`.
    static func namedForm(_ name: String, index k: Int) -> [String: Any] {
        let fields: [String: Any] = [name: "String", "zzFlag": "Bool", "zzCount": "Int", "zzNote": "String?"]
        return [
            "entities": ["Named model \(k)": ["mutable": true, "fields": fields]],
            "forms": [
                name: ["model": "Named model \(k)", "sections": ["zzS": ["rows": ["zzFlag": ["kind": "switch"]]]]]
            ],
        ]
    }
}

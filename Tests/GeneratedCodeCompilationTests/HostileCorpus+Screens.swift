import Foundation

/// The table and form definitions of a pack of names: each name in every position.
extension HostileCorpus {
    static let cell = "ZzCell"

    /// Tables using the names in every position: flags (conditions and switches), sections and
    /// titles in one table, and rows of each kind, in tables of their own, one per kind: every
    /// name a basic row, and the names taking the other kinds in turn, as a form's rows do, but
    /// for ``HostileNames/localNames``, which take every kind (its handlers bind them).
    static func tables(_ names: [String], index k: Int) -> [String: Any] {
        let kinds = 7
        let tableLocals = Set(HostileNames.localNames(takingEveryRowOf: "tables"))
        func table(_ kind: Int? = nil, _ row: (String) -> [String: Any]) -> [String: Any] {
            var keys = names.enumerated().filter { kind == nil || $0.offset % kinds == kind }.map(\.element)
            keys += names.filter { tableLocals.contains($0) && !keys.contains($0) }
            if keys.isEmpty { keys = [names[0]] }
            return ["sections": ["zzS": ["rows": Dictionary(uniqueKeysWithValues: keys.map { ($0, row($0)) })]]]
        }
        var sections: [String: Any] = [:]
        var radios: [String: Any] = [:]
        for (i, name) in names.enumerated() {
            sections[name] = [
                "header": name, "footer": name, "visibleWhen": "!" + name, "editableWhen": name,
                // The row shows while the flag is on, switches it and is editable while it is off:
                // every position in one row, as every added row costs the corpus's compile time.
                "rows": [
                    "zzA\(i)": [
                        "kind": "basic", "cell": cell, "visibleWhen": name, "toggles": name, "editableWhen": "!" + name,
                    ]
                ],
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
                "Array \(k)": table(0) { _ in row("array", ["items": "Fav\(k)"]) },
                "Enum radio \(k)": table(1) { _ in row("radio", ["options": ["enum": "Opts \(k)"]]) },
                "Items radio \(k)": table(2) { _ in row("radio", ["options": ["items": "Fav\(k)"]]) },
                "Title radio \(k)": table(3) { row("radio", ["options": ["a", $0]]) },
                "Accordion \(k)": table(4) { _ in row("accordion", ["options": ["enum": "Opts \(k)"], "height": 10]) },
                "Titles accordion \(k)": table(5) { row("accordion", ["options": [$0]]) },
                "Static \(k)": table(6) { _ in row("static", [:]) },
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
        var entities: [String: Any] = [
            "Model\(k)": ["mutable": true, "fields": fields],
            "Kinds model\(k)": ["mutable": true, "fields": kindFields(names, index: k)],
        ]
        var forms: [String: Any] = [
            "Form \(k)": ["model": "Model\(k)", "sections": sections],
            "Kinds form \(k)": ["model": "Kinds model\(k)", "sections": ["zzS": ["rows": kindRows(names, index: k)]]],
        ]
        // The names an accessor binds itself (`newValue`, …) take every other kind too, each in
        // a form of its own: each kind's projections have accessors of their own.
        let locals = names.filter(Set(HostileNames.localNames(takingEveryRowOf: "forms")).contains)
        for shift in locals.isEmpty ? [] : Array(1..<rowKinds(index: k).count) {
            entities["Locals model\(k) \(shift)"] = [
                "mutable": true, "fields": kindFields(locals, index: k, shift: shift),
            ]
            forms["Locals form \(k) \(shift)"] = [
                "model": "Locals model\(k) \(shift)",
                "sections": ["zzS": ["rows": kindRows(locals, index: k, shift: shift)]],
            ]
        }
        return [
            "options": ["platforms": ["fiori"]],
            "sections": ["Level \(k)": ["cases": ["zzLow": "Low", "zzHigh": "High"]]],
            "entities": entities,
            "forms": forms,
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

    /// The fields of `names` for ``rowKinds(index:)`` taken in turn, the first `shift` kinds on.
    private static func kindFields(_ names: [String], index k: Int, shift: Int = 0) -> [String: Any] {
        let kinds = rowKinds(index: k)
        var fields: [String: Any] = ["zzKey": "String"]
        for (i, name) in names.enumerated() {
            if let type = kinds[(i + shift) % kinds.count].type { fields[name] = type }
        }
        return fields
    }

    private static func kindRows(_ names: [String], index k: Int, shift: Int = 0) -> [String: Any] {
        let kinds = rowKinds(index: k)
        var rows: [String: Any] = ["zzKey": ["kind": "textField"]]
        for (i, name) in names.enumerated() {
            rows[name] = kinds[(i + shift) % kinds.count].row
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

import Foundation

/// The table and form definitions of a pack of names: each name in every position.
extension HostileCorpus {
    static let cell = "ZzCell"

    /// Tables using the names in every position: flags, sections and titles in one table, a row
    /// of each kind per name (in tables of their own, one per kind).
    static func tables(_ names: [String], index k: Int) -> [String: Any] {
        func table(_ row: (String) -> [String: Any]) -> [String: Any] {
            ["sections": ["zzS": ["rows": Dictionary(uniqueKeysWithValues: names.map { ($0, row($0)) })]]]
        }
        var sections: [String: Any] = [:]
        var radios: [String: Any] = [:]
        for (i, name) in names.enumerated() {
            sections[name] = [
                "header": name, "footer": name, "visibleWhen": "!" + name,
                "rows": ["zzA\(i)": ["kind": "basic", "cell": cell, "visibleWhen": name]],
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

    /// A form using the names in every position: a section per name, whose rows bind, key,
    /// show, check and condition on it.
    static func form(_ names: [String], index k: Int) -> [String: Any] {
        var fields: [String: Any] = [:]
        var sections: [String: Any] = [:]
        for (i, name) in names.enumerated() {
            let (flag, count, note) = ("zzFlag\(i)", "zzCount\(i)", "zzNote\(i)")
            fields.merge([name: "String", flag: "Bool", count: "Int", note: "String?"]) { $1 }
            sections[name] = [
                "header": name, "footer": name, "visibleWhen": "!" + name,
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
        return [
            "options": ["platforms": ["fiori"]],
            "entities": ["Model\(k)": ["mutable": true, "fields": fields]],
            "forms": ["Form \(k)": ["model": "Model\(k)", "sections": sections]],
        ]
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

import Foundation

/// A definitions file whose every name is long (each ends in ``suffix``), with every kind, row
/// kind and platform: what the templates lay out on one line must be broken to stay within 120
/// columns, and still compile.
enum LongNamesCorpus {
    static let suffix = "ForTheRegionalWarehouse"
    static let tableCell = "SettingsCell" + suffix
    static let itemCell = "TileCell" + suffix

    /// The cells the file names, as an app declares them.
    static let cells = """
        import UIKit
        final class \(tableCell): UITableViewCell {}
        final class \(itemCell): UICollectionViewCell {}

        """

    /// The file with `platforms` on (every platform by default).
    static func json(platforms: [String] = HostileCorpus.allPlatforms) throws -> String {
        var object = definitions
        object["options"] = ["platforms": platforms]
        return try HostileCorpus.json(object)
    }

    private static func long(_ name: String) -> String { name + suffix }

    /// Every kind's declarations, by the kind's key, beside entities and section enums.
    static var definitions: [String: Any] {
        [
            "options": ["platforms": HostileCorpus.allPlatforms],
            "types": [tableCell: [String: Any](), itemCell: [String: Any]()],
            "entities": [
                long("WorkRequest"): ["mutable": true, "fields": fields],
                long("Technician"): [
                    "fields": [long("name"): "String", long("key"): "Int", long("group"): long("WorkGroup")],
                    "id": long("key"), "title": long("name"), "subtitle": long("name"), "search": [long("name")],
                ],
            ],
            "sections": [
                long("WorkGroup"): [
                    "cases": [long("construction"): "Construction work and more", long("repair"): "Repair"]
                ]
            ],
            "pickers": [
                long("TechnicianPicker"): [
                    "entity": long("Technician"), "mode": "sectioned", "sections": long("WorkGroup"), "search": true,
                    "selection": "multiple", "selectAll": true,
                ],
                long("TechnicianIndexPicker"): [
                    "entity": long("Technician"), "mode": "index", "search": true, "selection": "multiple",
                ],
                long("TechnicianIDPicker"): ["entity": long("Technician"), "mode": "uniqueID", "search": true],
            ],
            "forms": [
                long("WorkRequestForm"): [
                    "model": long("WorkRequest"),
                    "sections": [
                        long("request"): [
                            "header": "Request details", "footer": "Footer", "rows": rows,
                            "editableWhen": ["field": long("workGroup"), "equals": long("construction")],
                        ]
                    ],
                ]
            ],
            "tables": [long("SettingsTable"): table],
            "lists": [
                long("TechnicianList"): [
                    "entity": long("Technician"), "sections": long("WorkGroup"), "search": true,
                    "emptyText": "No technicians work at the regional warehouse yet",
                ]
            ],
            "sectionControllers": [
                long("TechnicianTiles"): [
                    "entity": long("Technician"), "size": ["columns": 2, "height": 44], "cell": itemCell,
                ]
            ],
        ]
    }

    private static var fields: [String: Any] {
        let types = [
            "title": "String", "notes": "String?", "requestID": "String", "contact": "String", "location": "String",
            "isUrgent": "Bool", "distance": "Float", "hours": "Double", "rating": "Int", "due": "Date",
            "finishedAt": "Date?", "duration": "TimeInterval", "priority": "Int", "workGroup": long("WorkGroup"),
            "shift": "[Int]", "skills": "[Int]", "crew": "[Int]", "equipment": "[Int]", "photos": "[URL]",
        ]
        return Dictionary(uniqueKeysWithValues: types.map { (long($0.key), $0.value) })
    }

    private static var rows: [String: Any] {
        let repair: [String: Any] = ["field": long("workGroup"), "equals": long("repair")]
        let rows: [String: [String: Any]] = [
            "title": [
                "kind": "title", "placeholder": "Work Request title", "rules": ["required": true, "maxLength": 60],
            ],
            "notes": [
                "kind": "note", "placeholder": "Description of the work to be done", "rules": ["maxLength": 500],
            ],
            "requestID": [
                "kind": "keyValue", "key": "Request identifier", "editable": false,
                "visibleWhen": "!" + long("isUrgent"),
            ],
            "contact": [
                "kind": "textField", "placeholder": "name@example.com",
                "rules": [
                    "required": true, "pattern": "[^@ ]+@[^@ ]+", "message": "Enter an e-mail address",
                    "validator": "check",
                ],
            ],
            "location": ["kind": "simpleProperty", "editable": true],
            "isUrgent": ["kind": "switch", "key": "Urgent request for the regional warehouse"],
            "distance": ["kind": "slider", "min": 0, "max": 30, "unit": "kilometres"],
            "hours": ["kind": "stepper", "min": 0, "max": 12, "step": 0.5, "rules": ["min": 0.5]],
            "rating": ["kind": "rating", "editableWhen": repair],
            "due": ["kind": "datePicker", "mode": "date", "format": "d MMM yyyy"],
            "finishedAt": ["kind": "datePicker", "key": "Finished", "visibleWhen": repair],
            "duration": ["kind": "durationPicker", "minuteInterval": 15, "allowsZero": false],
            "priority": [
                "kind": "segmentedControl", "options": ["Low priority", "High priority"], "initial": "Low priority",
            ],
            "workGroup": ["kind": "valuePicker", "key": "Work Group", "options": ["enum": long("WorkGroup")]],
            "shift": [
                "kind": "filter", "options": ["Day shift", "Night shift"], "multiple": false, "emptyAllowed": false,
            ],
            "skills": [
                "kind": "filter", "options": ["Electrical", "Plumbing"], "multiple": true, "rules": ["required": true],
            ],
            "crew": ["kind": "listPicker", "picker": long("TechnicianIndexPicker"), "multiple": true, "search": true],
            "equipment": ["kind": "listPicker", "options": ["Ladder", "Van"], "multiple": true],
            "photos": ["kind": "attachments", "maxItems": 8],
        ]
        return Dictionary(uniqueKeysWithValues: rows.map { (long($0.key), $0.value) })
    }

    private static var table: [String: Any] {
        func row(_ kind: String, _ extra: [String: Any] = [:]) -> [String: Any] {
            ["kind": kind, "cell": tableCell].merging(extra) { $1 }
        }
        let general: [String: Any] = [
            long("wifi"): row("basic", ["select": true, "toggles": long("showsAdvanced")]),
            long("about"): row("static", ["select": true, "height": "handler"]),
            long("technicians"): row("array", ["items": long("Technician"), "select": true]),
            long("tone"): row("radio", ["options": ["Chime that rings", "Bell that rings loudly"]]),
            long("group"): row("radio", ["options": ["enum": long("WorkGroup")]]),
            long("who"): row("radio", ["options": ["items": long("Technician")]]),
            long("size"): row("accordion", ["options": ["enum": long("WorkGroup")]]),
        ]
        return [
            "flags": [long("showsAdvanced"): false],
            "sections": [
                long("general"): ["header": "General settings", "rows": general],
                long("advanced"): ["visibleWhen": long("showsAdvanced"), "rows": [long("reset"): row("basic")]],
            ],
        ]
    }
}

import Foundation

/// A definitions file whose every name is long (each ends in ``suffix``, up to 65 characters) and whose every text is
/// longer than a line (``sentence(_:)``), with every kind, row kind and platform: what the
/// templates lay out on one line must be broken to stay within 120 columns, and still compile.
enum LongNamesCorpus {
    static let suffix = "ForTheRegionalWarehouseOfTheNorthernDistrict"
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

    /// A text longer than a line, with quotes, a backslash and what would be an interpolation in
    /// Swift: the string literal it becomes must be broken to fit, and stay the same string.
    private static func sentence(_ start: String) -> String {
        start + #" for the "regional warehouse" \ its technicians read on every device they sign in to"#
            + #" \(during) a shift"#
    }

    /// Every kind's declarations, by the kind's key, beside entities and section enums.
    static var definitions: [String: Any] {
        [
            "options": ["platforms": HostileCorpus.allPlatforms],
            "types": [tableCell: [String: Any](), itemCell: [String: Any]()],
            "entities": [
                long("WorkRequest"): ["mutable": true, "fields": fields],
                long("Technician"): [
                    "fields": [
                        long("name"): ["type": "String", "default": sentence("A technician")], long("key"): "Int",
                        long("group"): long("WorkGroup"),
                    ],
                    "id": long("key"), "title": long("name"), "subtitle": long("name"), "search": [long("name")],
                ],
            ],
            "sections": [
                long("WorkGroup"): [
                    "cases": [long("construction"): sentence("Construction work"), long("repair"): "Repair"]
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
                            "header": sentence("Request details"), "footer": sentence("Footer"), "rows": rows,
                            "editableWhen": ["field": long("workGroup"), "equals": long("construction")],
                        ]
                    ],
                ]
            ],
            "tables": [long("SettingsTable"): table],
            "lists": [
                long("TechnicianList"): [
                    "entity": long("Technician"), "sections": long("WorkGroup"), "search": true,
                    "emptyText": sentence("No technicians yet"),
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
        let types: [String: Any] = [
            "title": "String", "notes": "String?", "requestID": "String", "contact": "String",
            "location": ["type": "String", "default": sentence("Harbour street")],
            "isUrgent": "Bool", "distance": "Float", "hours": "Double", "rating": "Int", "due": "Date",
            "finishedAt": "Date?", "duration": "TimeInterval", "priority": "Int", "workGroup": long("WorkGroup"),
            "shift": "[Int]", "skills": "[Int]", "crew": "[Int]", "equipment": "[Int]", "photos": "[URL]",
            // Long enough that a comparison of it with itself, or a `case` of it with its control, needs two lines.
            "contactPersonOfTheSiteVisitAndOfItsFollowUps": "String",
        ]
        return Dictionary(uniqueKeysWithValues: types.map { (long($0.key), $0.value) })
    }

    private static var rows: [String: Any] {
        let repair: [String: Any] = ["field": long("workGroup"), "equals": long("repair")]
        let rows: [String: [String: Any]] = [
            "title": [
                "kind": "title", "placeholder": sentence("Work Request title"),
                "rules": ["required": true, "maxLength": 60],
            ],
            "notes": [
                "kind": "note", "placeholder": sentence("Description of the work"), "rules": ["maxLength": 500],
            ],
            "requestID": [
                "kind": "keyValue", "key": sentence("Request identifier"), "editable": false,
                "visibleWhen": "!" + long("isUrgent"),
            ],
            "contact": [
                "kind": "textField", "placeholder": "name@example.com",
                "rules": [
                    "required": true, "pattern": "[^@ ]+@[^@ ]+", "message": sentence("Enter an e-mail address"),
                    "validator": "check",
                ],
            ],
            "location": ["kind": "simpleProperty", "editable": true],
            "contactPersonOfTheSiteVisitAndOfItsFollowUps": ["kind": "textField", "key": "Site contact"],
            "isUrgent": ["kind": "switch", "key": sentence("Urgent request")],
            "distance": ["kind": "slider", "min": 0, "max": 30, "unit": sentence("kilometres")],
            "hours": ["kind": "stepper", "min": 0, "max": 12, "step": 0.5, "rules": ["min": 0.5]],
            "rating": ["kind": "rating", "editableWhen": repair],
            "due": [
                "kind": "datePicker", "mode": "date", "format": "d MMM yyyy",
                "visibleWhen": ["field": long("location"), "equals": sentence("Harbour street")],
            ],
            "finishedAt": ["kind": "datePicker", "key": "Finished", "visibleWhen": repair],
            "duration": ["kind": "durationPicker", "minuteInterval": 15, "allowsZero": false],
            "priority": [
                "kind": "segmentedControl", "options": ["Low priority", sentence("High priority")],
                "initial": "Low priority",
            ],
            "workGroup": ["kind": "valuePicker", "key": "Work Group", "options": ["enum": long("WorkGroup")]],
            "shift": [
                "kind": "filter", "options": ["Day shift", sentence("Night shift")], "multiple": false,
                "emptyAllowed": false,
            ],
            "skills": [
                "kind": "filter", "options": ["Electrical", "Plumbing"], "multiple": true, "rules": ["required": true],
            ],
            "crew": ["kind": "listPicker", "picker": long("TechnicianIndexPicker"), "multiple": true, "search": true],
            "equipment": ["kind": "listPicker", "options": ["Ladder", sentence("Van")], "multiple": true],
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
            long("tone"): row("radio", ["options": ["Chime that rings", sentence("Bell")]]),
            long("group"): row("radio", ["options": ["enum": long("WorkGroup")]]),
            long("who"): row(
                "radio", ["options": ["items": long("Technician")], "editableWhen": "!" + long("locked")]),
            long("size"): row("accordion", ["options": ["enum": long("WorkGroup")]]),
        ]
        return [
            "flags": [long("showsAdvanced"): false, long("locked"): false],
            "sections": [
                long("general"): [
                    "header": sentence("General settings"), "footer": sentence("Changes apply"),
                    "editableWhen": long("showsAdvanced"), "rows": general,
                ],
                long("advanced"): ["visibleWhen": long("showsAdvanced"), "rows": [long("reset"): row("basic")]],
            ],
        ]
    }
}

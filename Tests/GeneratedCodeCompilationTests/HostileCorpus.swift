import Foundation

@testable import DataSourceGenCore

/// Definitions files that use each hostile name in every kind of position, grouped in batches
/// whose outputs can be compiled together (no two files of a batch declare the same type).
enum HostileCorpus {
    /// Where a name is used.
    enum Role: String, CaseIterable, Sendable {
        /// As a field (also id, title, subtitle, search and groupBy) and as a section case.
        case member
        case entity
        case sectionEnum
        case picker
        case sectionController
        /// As a table's name, and as its flag, section, row, option title and header text.
        case table
        /// As a form's name, and as its model field, section, row, key, placeholder, option title,
        /// rule message, header text and condition literal.
        case form
        /// As a list screen's name, and as its search field and empty-state text.
        case listScreen
    }

    /// The cell classes the files name, declared once for a batch: with platforms, the UIKit cells
    /// the glue dequeues (a table's by reuse identifier, a section controller's by class).
    static func cellDeclarations(platforms: Bool) -> String {
        platforms
            ? "import UIKit\nfinal class ZzCell: UITableViewCell {}\nfinal class \(itemCell): UICollectionViewCell {}\n"
            : "final class ZzCell {}\n"
    }

    /// The section controllers' cell with platforms on: IGListKit dequeues cells by class, so it is
    /// an app type (without platforms they show `String`).
    static let itemCell = "ZzItemCell"

    /// Every platform the generator has glue for.
    static let allPlatforms = FileOptions.Platform.allCases.map(\.rawValue)

    /// The files of one role, by file name; with `platforms`, each with every platform on.
    static func files(for role: Role, names: [String], platforms: Bool = false) throws -> [(name: String, json: String)]
    {
        var seenTypeNames: Set<String> = []
        var files: [(String, String)] = []
        for (index, name) in names.enumerated() {
            if role != .member {
                // Type names must be distinct within a batch, or the files could not share a module.
                guard seenTypeNames.insert(SwiftIdentifier.typeName(name)).inserted else { continue }
            }
            for (suffix, object) in definitions(role, name: name, index: index) {
                let object = platforms ? withEveryPlatform(object) : object
                files.append(("\(role.rawValue)-\(index)\(suffix).datasources.json", try json(object)))
            }
        }
        return files
    }

    private static func definitions(_ role: Role, name: String, index k: Int) -> [(String, [String: Any])] {
        let item: [String: Any] = ["fields": ["zzKey": "Int", "zzTitle": "String"], "id": "zzKey", "title": "zzTitle"]
        let typeName = SwiftIdentifier.typeName(name)
        switch role {
        case .member:
            let fields: [String: Any] = [
                "entities": [
                    "Entity \(k)": [
                        "fields": [
                            name: "String", "zzKey": "Int", "zzTags": "[String]",
                            "zzDefault": ["type": "String", "default": name],
                        ],
                        "id": "zzKey", "title": name,
                        "subtitle": name, "search": [name],
                    ],
                    "Keyed \(k)": ["fields": [name: "String"], "id": name, "title": name],
                ],
                "pickers": [
                    "Picker \(k)": [
                        "entity": "Entity \(k)", "mode": "sectioned", "groupBy": name, "search": true,
                        "selection": "multiple", "selectAll": true,
                    ],
                    "Keyed picker \(k)": ["entity": "Keyed \(k)", "mode": "uniqueID", "search": true],
                ],
                "sectionControllers": [
                    "Controller \(k)": [
                        "entity": "Entity \(k)", "items": ["each": "zzTags"], "size": ["height": 10], "cell": "String",
                    ]
                ],
            ]
            let cases: [String: Any] = [
                "entities": [
                    "Sectioned \(k)": [
                        "fields": ["zzKey": "Int", "zzTitle": "String", "zzSection": "Section\(k)"], "id": "zzKey",
                        "title": "zzTitle",
                    ]
                ],
                "sections": ["Section \(k)": ["cases": [name: name, "zzOther": NSNull()]]],
                "pickers": [
                    "Sectioned picker \(k)": [
                        "entity": "Sectioned \(k)", "mode": "sectioned", "sections": "Section \(k)",
                    ]
                ],
            ]
            return [("-fields", fields), ("-cases", cases)]
        case .entity:
            return [
                (
                    "",
                    [
                        "entities": [
                            name: ["fields": ["zzName": "String"], "id": "zzName", "title": "zzName"],
                            "Holder \(k)": ["fields": ["zzValue": "[\(typeName)]"]],
                        ],
                        "pickers": ["Entity picker \(k)": ["entity": name, "mode": "uniqueID"]],
                        "sectionControllers": [
                            "Entity controller \(k)": ["entity": name, "size": ["height": 1], "cell": "String"]
                        ],
                    ]
                )
            ]
        case .sectionEnum:
            return [
                (
                    "",
                    [
                        "entities": [
                            "Holder \(k)": [
                                "fields": ["zzKey": "Int", "zzTitle": "String", "zzSection": typeName], "id": "zzKey",
                                "title": "zzTitle",
                            ]
                        ],
                        "sections": [name: ["cases": ["zzA": "A"]]],
                        "pickers": [
                            "Holder picker \(k)": ["entity": "Holder \(k)", "mode": "sectioned", "sections": name]
                        ],
                    ]
                )
            ]
        case .picker:
            return [
                (
                    "",
                    [
                        "entities": ["Item \(k)": item],
                        "pickers": [name: ["entity": "Item \(k)", "mode": "index", "search": true]],
                    ]
                )
            ]
        case .table:
            return tables(name: name, index: k)
        case .form:
            return forms(name: name, index: k)
        case .listScreen:
            let entry: [String: Any] = ["fields": [name: "String", "zzKey": "Int"], "id": "zzKey", "title": name]
            return [
                (
                    "-names",
                    [
                        "entities": ["Entry \(k)": entry],
                        "sections": ["Shelf \(k)": ["cases": ["zzTop": name]]],
                        "lists": [
                            "List \(k)": [
                                "entity": "Entry \(k)", "sections": "Shelf \(k)", "search": true,
                                "searchFields": [name], "emptyText": name,
                            ]
                        ],
                    ]
                ),
                (
                    "-type",
                    [
                        "entities": ["Named entry \(k)": ["fields": ["zzKey": "Int"], "id": "zzKey"]],
                        "lists": [name: ["entity": "Named entry \(k)"]],
                    ]
                ),
            ]
        case .sectionController:
            return [
                (
                    "",
                    [
                        "entities": ["Item \(k)": item],
                        "sectionControllers": [
                            name: [
                                "entity": "Item \(k)", "items": 2, "size": ["columns": 2, "height": 2],
                                "cell": "String",
                            ]
                        ],
                    ]
                )
            ]
        }
    }

    /// Tables using `name` in every position: flags, sections and titles in one table, a row
    /// of each kind (in tables of their own, as rows share a namespace), a table of that name.
    private static func tables(name: String, index k: Int) -> [(String, [String: Any])] {
        let cell = "ZzCell"
        func table(_ rows: [String: Any]) -> [String: Any] { ["sections": ["zzS": ["rows": rows]]] }
        let names: [String: Any] = [
            "types": [cell: [String: Any]()],
            "entities": ["Fav\(k)": ["fields": ["zzKey": "Int"], "id": "zzKey"]],
            "sections": ["Opts \(k)": ["cases": [name: name, "zzOther": NSNull()]]],
            "tables": [
                "Flags \(k)": [
                    "flags": [name: true],
                    "sections": [
                        name: [
                            "header": name, "footer": name, "visibleWhen": "!" + name,
                            "rows": ["zzA": ["kind": "basic", "cell": cell, "visibleWhen": name]],
                        ],
                        "zzS": [
                            "rows": [
                                "zzB": [
                                    "kind": "radio", "options": [name, "zz"], "cell": cell, "reuseIdentifier": name,
                                ]
                            ]
                        ],
                    ],
                ],
                "Basic \(k)": table([
                    name: ["kind": "basic", "cell": cell, "reuseIdentifier": name, "select": true, "height": "handler"]
                ]),
                "Array \(k)": table([
                    name: ["kind": "array", "items": "Fav\(k)", "cell": cell, "select": true, "height": "handler"]
                ]),
                "Enum radio \(k)": table([
                    name: [
                        "kind": "radio", "options": ["enum": "Opts \(k)"], "cell": cell, "select": true,
                        "height": "handler",
                    ]
                ]),
                "Items radio \(k)": table([
                    name: [
                        "kind": "radio", "options": ["items": "Fav\(k)"], "cell": cell, "select": true,
                        "height": "handler",
                    ]
                ]),
                "Title radio \(k)": table([
                    name: ["kind": "radio", "options": ["a", name], "cell": cell, "select": true, "height": "handler"]
                ]),
                "Accordion \(k)": table([
                    name: [
                        "kind": "accordion", "options": ["enum": "Opts \(k)"], "cell": cell, "select": true,
                        "height": 10,
                    ]
                ]),
                "Titles accordion \(k)": table([
                    name: ["kind": "accordion", "options": [name], "cell": cell, "select": true, "height": "handler"]
                ]),
                "Static \(k)": table([name: ["kind": "static", "cell": cell, "select": true, "height": "handler"]]),
            ],
        ]
        let named: [String: Any] = [
            "types": [cell: [String: Any]()], "tables": [name: table(["zzA": ["kind": "basic", "cell": cell]])],
        ]
        return [("-names", names), ("-type", named)]
    }

    /// A form using `name` in every position, and a form of that name.
    private static func forms(name: String, index k: Int) -> [(String, [String: Any])] {
        let model: [String: Any] = [
            "mutable": true, "fields": [name: "String", "zzFlag": "Bool", "zzCount": "Int", "zzNote": "String?"],
        ]
        let row: [String: Any] = [
            "kind": "textField", "key": name, "placeholder": name, "visibleWhen": "zzFlag",
            "editableWhen": ["field": name, "equals": name],
            "rules": ["required": true, "maxLength": 5, "pattern": "[a-z]*", "message": name],
        ]
        let names: [String: Any] = [
            "options": ["platforms": ["fiori"]],
            "entities": ["Model\(k)": model],
            "forms": [
                "Form \(k)": [
                    "model": "Model\(k)",
                    "sections": [
                        name: [
                            "header": name, "footer": name, "visibleWhen": "!" + name,
                            "rows": [
                                name: row,
                                "zzFlag": ["kind": "switch", "key": name, "visibleWhen": "!zzNote", "editable": false],
                                "zzCount": [
                                    "kind": "segmentedControl", "options": [name, "b"],
                                    "visibleWhen": ["field": "zzNote", "equals": name],
                                ],
                                "zzNote": [
                                    "kind": "note", "placeholder": name, "visibleWhen": name,
                                    "rules": ["maxLength": 3, "message": name],
                                ],
                            ],
                        ]
                    ],
                ]
            ],
        ]
        let named: [String: Any] = [
            "entities": ["Named model \(k)": model],
            "forms": [
                name: ["model": "Named model \(k)", "sections": ["zzS": ["rows": ["zzFlag": ["kind": "switch"]]]]]
            ],
        ]
        return [("-names", names), ("-type", named)]
    }

    /// `object` with every platform on, its section controllers showing ``itemCell``.
    private static func withEveryPlatform(_ object: [String: Any]) -> [String: Any] {
        var object = object
        object["options"] = ["platforms": allPlatforms]
        guard var controllers = object["sectionControllers"] as? [String: Any] else { return object }
        for (name, value) in controllers {
            guard var controller = value as? [String: Any] else { continue }
            controller["cell"] = itemCell
            controllers[name] = controller
        }
        object["sectionControllers"] = controllers
        var types = object["types"] as? [String: Any] ?? [:]
        types[itemCell] = [String: Any]()
        object["types"] = types
        return object
    }

    private static func json(_ object: [String: Any]) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
    }
}

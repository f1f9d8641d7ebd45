import Foundation

@testable import DataSourceGenCore

/// The definitions of one corpus file: a pack of hostile names, each in every position of one role.
/// Positions a declaration has many of (fields, cases, rows, flags, sections, search fields) hold
/// every name of the pack; a position it has one of (an entity's id, title and subtitle, a
/// picker's `groupBy`, a default, an empty-state text) holds the pack's first or last name. A pack of one
/// name is that name in every position.
extension HostileCorpus {
    static func definitions(_ role: Role, pack: [Name]) -> [(String, [String: Any])] {
        switch role {
        case .member: return members(pack.map(\.text), index: pack[0].index)
        case .entity: return [("", merged(pack.map { entity($0.text, index: $0.index) }))]
        case .sectionEnum: return [("", merged(pack.map { sectionEnum($0.text, index: $0.index) }))]
        case .kind(let key): return kinds[key]?.definitions(pack) ?? []
        }
    }

    /// What a kind's corpus files hold: a kind of ``DeclarationKinds/all`` missing here fails
    /// `everyKindHasAHostileCorpus`.
    struct KindCorpus: Sendable {
        /// The suffixes of the kind's files, each with its definitions.
        var suffixes: [String]
        /// The file whose positions a declaration has one of hold a pack's first or last name.
        var oneOfPositionsSuffix: String?
        var packSize = 48
        /// How many of the kind's packs compile again with `swiftui` alone
        /// (``HostileCorpus/packsWithSwiftUIAlone(_:)``): all of them by default.
        var packsWithSwiftUIAlone = Int.max
        /// One declaration of the kind as a file asking for `platforms` holds it (``Platforms/none`` keeps
        /// it as ``definitions`` made it); by default unchanged.
        var forPlatforms: @Sendable (_ declaration: [String: Any], _ platforms: Platforms) -> [String: Any] = { d, _ in
            d
        }
        /// The app types the kind's declarations name with every platform on, which the file declares.
        var everyPlatformTypes: [String] = []
        var definitions: @Sendable (_ pack: [Name]) -> [(String, [String: Any])]
    }

    /// Each kind's corpus, by the kind's key: `""` files declare one declaration per name, named
    /// by it; `-names` files hold the pack's names in every position of the kind's declarations,
    /// `-type` files name one declaration per name.
    static let kinds: [String: KindCorpus] = [
        "pickers": KindCorpus(suffixes: [""]) { pack in
            [("", merged(pack.map { picker($0.text, index: $0.index) }))]
        },
        // IGListKit dequeues a section controller's cell by class: with every platform on, it is an
        // app type (``itemCell``); with `swiftui` alone nothing dequeues it, so it names none.
        "sectionControllers": KindCorpus(
            suffixes: [""],
            forPlatforms: { controller, platforms in
                var controller = controller
                switch platforms {
                case .none: break
                case .every: controller["cell"] = itemCell
                case .swiftUIAlone: controller["cell"] = nil
                }
                return controller
            }, everyPlatformTypes: [itemCell]
        ) { pack in
            [("", merged(pack.map { sectionController($0.text, index: $0.index) }))]
        },
        // A table's SwiftUI view switches over its rows in a result builder, whose time grows much
        // faster than the rows, so a table pack stays smaller (one of 48 names took 1.4 times as
        // long as three of 16).
        "tables": KindCorpus(suffixes: ["-names", "-type"], packSize: 16, packsWithSwiftUIAlone: 1) { pack in
            [
                ("-names", tables(pack.map(\.text), index: pack[0].index)),
                ("-type", merged(pack.map { namedTable($0.text, index: $0.index) })),
            ]
        },
        "forms": KindCorpus(suffixes: ["-names", "-type"], packsWithSwiftUIAlone: 1) { pack in
            [
                ("-names", form(pack.map(\.text), index: pack[0].index)),
                ("-type", merged(pack.map { namedForm($0.text, index: $0.index) })),
            ]
        },
        "lists": KindCorpus(suffixes: ["-names", "-type"], oneOfPositionsSuffix: "-names") { pack in
            [
                ("-names", listScreens(pack.map(\.text), index: pack[0].index)),
                ("-type", merged(pack.map { namedList($0.text, index: $0.index) })),
            ]
        },
    ]

    /// List screens using the names as search fields, section titles and the empty-state text.
    private static func listScreens(_ names: [String], index k: Int) -> [String: Any] {
        let entry: [String: Any] = [
            "fields": strings(names).merging(["zzKey": "Int"]) { $1 }, "id": "zzKey", "title": names[0],
            "codable": true,
        ]
        let cases = Dictionary(uniqueKeysWithValues: names.enumerated().map { ("zzTop\($0)", $1) })
        return [
            "entities": ["Entry \(k)": entry],
            "sections": ["Shelf \(k)": ["cases": cases]],
            "lists": [
                "List \(k)": [
                    "entity": "Entry \(k)", "sections": "Shelf \(k)", "search": true, "searchFields": names,
                    "emptyText": names[0],
                ]
            ],
        ]
    }

    /// The definitions of `parts` in one file (their declarations' names are distinct).
    private static func merged(_ parts: [[String: Any]]) -> [String: Any] {
        parts.reduce(into: [:]) { file, part in
            for (key, value) in part {
                file[key] = (file[key] as? [String: Any] ?? [:]).merging(value as? [String: Any] ?? [:]) { $1 }
            }
        }
    }

    private static func strings(_ names: [String]) -> [String: Any] {
        Dictionary(uniqueKeysWithValues: names.map { ($0, "String") })
    }

    private static var item: [String: Any] {
        [
            "fields": ["zzKey": "Int", "zzTitle": "String"], "id": "zzKey", "title": "zzTitle",
        ]
    }

    /// Names as fields (also id, title, subtitle, search and groupBy) and as a section's cases.
    private static func members(_ names: [String], index k: Int) -> [(String, [String: Any])] {
        let (first, last) = (names[0], names[names.count - 1])
        let fields = strings(names).merging([
            "zzKey": "Int", "zzTags": "[String]", "zzDefault": ["type": "String", "default": first],
        ]) { $1 }
        let byFields: [String: Any] = [
            "entities": [
                "Entity \(k)": [
                    "fields": fields, "id": "zzKey", "title": first, "subtitle": last, "search": names,
                    "codable": true,
                ],
                "Keyed \(k)": ["fields": strings(names), "id": first, "title": last, "codable": true],
            ],
            "pickers": [
                "Picker \(k)": [
                    "entity": "Entity \(k)", "mode": "sectioned", "groupBy": first, "search": true,
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
        var cases: [String: Any] = ["zzOther": NSNull()]
        for name in names { cases[name] = name }
        let byCases: [String: Any] = [
            "entities": [
                "Sectioned \(k)": [
                    "fields": ["zzKey": "Int", "zzTitle": "String", "zzSection": "Section\(k)"], "id": "zzKey",
                    "title": "zzTitle",
                ]
            ],
            "sections": ["Section \(k)": ["cases": cases]],
            "pickers": [
                "Sectioned picker \(k)": ["entity": "Sectioned \(k)", "mode": "sectioned", "sections": "Section \(k)"]
            ],
        ]
        return [("-fields", byFields), ("-cases", byCases)]
    }

    private static func entity(_ name: String, index k: Int) -> [String: Any] {
        [
            "entities": [
                name: ["fields": ["zzName": "String"], "id": "zzName", "title": "zzName"],
                // Codable, so the entity it stores is too.
                "Holder \(k)": ["fields": ["zzValue": "[\(SwiftIdentifier.typeName(name))]"], "codable": true],
            ],
            "pickers": ["Entity picker \(k)": ["entity": name, "mode": "uniqueID"]],
            "sectionControllers": [
                "Entity controller \(k)": ["entity": name, "size": ["height": 1], "cell": "String"]
            ],
        ]
    }

    private static func sectionEnum(_ name: String, index k: Int) -> [String: Any] {
        [
            "entities": [
                "Holder \(k)": [
                    "fields": ["zzKey": "Int", "zzTitle": "String", "zzSection": SwiftIdentifier.typeName(name)],
                    "id": "zzKey", "title": "zzTitle",
                ]
            ],
            "sections": [name: ["cases": ["zzA": "A"]]],
            "pickers": ["Holder picker \(k)": ["entity": "Holder \(k)", "mode": "sectioned", "sections": name]],
        ]
    }

    private static func picker(_ name: String, index k: Int) -> [String: Any] {
        ["entities": ["Item \(k)": item], "pickers": [name: ["entity": "Item \(k)", "mode": "index", "search": true]]]
    }

    private static func sectionController(_ name: String, index k: Int) -> [String: Any] {
        [
            "entities": ["Item \(k)": item],
            "sectionControllers": [
                name: ["entity": "Item \(k)", "items": 2, "size": ["columns": 2, "height": 2], "cell": "String"]
            ],
        ]
    }

    private static func namedList(_ name: String, index k: Int) -> [String: Any] {
        [
            "entities": ["Named entry \(k)": ["fields": ["zzKey": "Int"], "id": "zzKey"]],
            "lists": [name: ["entity": "Named entry \(k)"]],
        ]
    }
}

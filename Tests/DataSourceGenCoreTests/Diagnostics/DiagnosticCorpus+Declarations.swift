/// The shape of a file and its declarations shared by every kind: options, app types, entities,
/// section enums and the names they take.
extension DiagnosticCorpus {
    static let declarations = [
        // Shapes: the top level, unknown, duplicate, missing and mistyped keys.
        "[]",
        #"{ "entitys": {}, "sections": {}, "sections": {}, "$schema": 1, "options": 1 }"#,
        #"""
        { "options": { "accessLevel": "publik", "imports": [1], "platforms": ["uikit", "uikit"] },
          "entities": { "E": 1, "F": { "fields": { "a": 1, "b": { "default": 1 }, "c": { "type": "Int", "default": "x" },
              "d": { "type": "Int?", "default": "x" }, "e": { "type": "[Int]", "default": 1 },
              "g": { "type": "Empty", "default": 1 }, "h": { "type": "Date", "default": 1 },
              "k": { "type": "UUID", "default": 1 }, "l": { "type": "URL", "default": 1 } } } },
          "sections": { "S": { "cases": { "a": 1 } }, "Empty": { "cases": {} } } }
        """#,
        #"{ "options": { "platforms": ["fiori"] } }"#,
        FrameworkNameTests.shadowing,
        #"{ "options": { "imports": ["Foundation", "Darwin.C", "", "Foundation\nimport Evil", "@testable X"] } }"#,
        #"{ "options": { "imports": ["UIKit", "Foundation", "SwiftUI", "Combine", "Foundation"] } }"#,
        #"{ "options": { "imports": "Foundation" } }"#,
        // App types.
        #"""
        { "types": {
            "Foo Bar": {}, "String": {}, "Product": {}, "Money": { "module": "Fin ance", "conformances": ["Hashabel"] },
            "UIKit.Cell": {} },
          "entities": { "Product": { "fields": { "a": "Int" } } } }
        """#,
        // Entities.
        #"""
        { "types": { "Blob": { "conformances": [] } },
          "entities": {
            "NoFields": {}, "EmptyFields": { "fields": {} },
            "Supplied": { "generate": false, "fields": { "key": { "type": "Int", "default": 1 } }, "id": "key", "mutable": true, "codable": true },
            "Declares": { "fields": { "a": "Int" }, "conformances": ["Hashable"] },
            "Coded": { "fields": { "blob": "Blob", "plain": "[Plain]" }, "codable": true },
            "Plain": { "fields": { "a": "Int" }, "codable": false },
            "Outer": { "fields": { "inner": "Inner" }, "codable": true }, "Inner": { "fields": { "blob": "Blob" } },
            "BlobID": { "fields": { "b": "Blob" }, "id": "b" },
            "TwoIDs": { "fields": { "key": "String", "ID": "String", "hashValue": "Int" }, "id": "key", "title": "nope" },
            "Chain": { "fields": { "next": "Chain?" } }, "Dup": { "fields": { "a": "Int" } },
            "Identifiable": { "fields": { "a": "Int" } },
            "shop": { "fields": { "a": "Int" } }, "Shop": { "fields": { "a": "Int" } } },
          "sections": { "Dup": { "cases": { "a": "A" } } } }
        """#,
        AppTypeSampleTests.pallets(sample: #""Weight(); exit(0)""#),
        // A sample that is not one expression, for each reason.
        AppTypeSampleTests.pallets(sample: #""""#), AppTypeSampleTests.pallets(sample: #""W(\u0001)""#),
        AppTypeSampleTests.pallets(sample: #""W(]""#), AppTypeSampleTests.pallets(sample: #""W() // x""#),
        AppTypeSampleTests.pallets(sample: #""W(\"abc)""#),
        // A sample nested too deeply, and one too long.
        AppTypeSampleTests.pallets(
            sample: "\"W" + String(repeating: "(", count: 65) + String(repeating: ")", count: 65) + "\""),
        AppTypeSampleTests.pallets(sample: "\"W(" + String(repeating: "1", count: 1_000) + ")\""),
    ]
}

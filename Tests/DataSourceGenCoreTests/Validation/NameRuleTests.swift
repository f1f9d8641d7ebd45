import DataSourceGenCore
import Testing

/// Duplicate names, names that collide once Swift-safe, shadowing, and clashes across files.
@Suite struct NameRuleTests {
    func diagnose(_ text: String) -> [String] { DiagnosticsTesting.diagnose(text) }

    @Test func sameNameDeclaredTwiceAcrossKinds() {
        #expect(
            diagnose(
                """
                { "entities": { "Thing": { "fields": { "a": "Int" } } },
                  "sections": { "Thing": { "cases": { "x": null } } } }
                """) == [
                    "T.datasources.json:2:17: error: section enum `Thing` is already declared at 1:17; rename or remove one of them"
                ])
    }

    @Test func namesThatCollideOnceSwiftSafe() {
        #expect(
            diagnose(
                """
                { "entities": { "product list": { "fields": { "unit price": "Double", "unitPrice": "Double" } },
                                "ProductList": { "fields": { "a": "Int" } } } }
                """) == [
                    "T.datasources.json:1:71: error: `unitPrice` and `unit price` (1:47) both become the Swift property name `unitPrice`; rename one of them",
                    "T.datasources.json:2:17: error: `ProductList` and `product list` (1:17) both become the Swift type name `ProductList`; rename one of them",
                ])
    }

    @Test func caseNamesThatCollide() {
        #expect(
            diagnose(
                """
                { "sections": { "S": { "cases": { "in stock": "A", "inStock": "B" } } } }
                """) == [
                    "T.datasources.json:1:52: error: `inStock` and `in stock` (1:35) both become the Swift case name `inStock`; rename one of them"
                ])
    }

    @Test func namesThatShadowTypesTheGeneratedCodeUses() {
        #expect(
            diagnose(
                """
                { "entities": { "String": { "fields": { "a": "Int" } } } }
                """) == [
                    "T.datasources.json:1:17: error: entity `String` would be generated as `String`, which shadows a type the generated code uses; choose another name (for example `MyString`)"
                ])
    }

    @Test func typesDeclaredInTwoFilesOfOneModule() {
        let a = DefinitionsInput(
            path: "A.datasources.json", contents: #"{ "entities": { "Item": { "fields": { "a": "Int" } } } }"#)
        let b = DefinitionsInput(
            path: "dir/B.datasources.json", contents: #"{ "sections": { "item": { "cases": { "x": null } } } }"#)
        let c = DefinitionsInput(path: "other/A.datasources.json", contents: "{}")
        let output = GenerationPipeline().run([a, b, c]).diagnostics.map(\.description)
        #expect(
            output == [
                "dir/B.datasources.json:1:17: error: `item` becomes the Swift type `Item`, which A.datasources.json:1:17 also declares; types of all definitions files in a module share one namespace, so rename one of them",
                "other/A.datasources.json:1:1: error: this file and A.datasources.json would both generate A.datasources.swift; rename one of them",
            ])
    }

    @Test func aFileNamedOnlyByItsSuffixWouldWriteAHiddenFile() {
        let hidden = DefinitionsInput(path: "dir/.datasources.json", contents: "{}")
        let named = DefinitionsInput(path: "dir/A.datasources.json", contents: "{}")
        #expect(
            GenerationPipeline().run([hidden, named]).diagnostics.map(\.description) == [
                "dir/.datasources.json:1:1: error: this file would generate .datasources.swift, a hidden file that SwiftPM leaves out of a target's sources; name it before its suffix, for example Products.datasources.json"
            ])
    }

    /// A `types` entry naming another file's generated type may claim only what that type has.
    @Test(arguments: [
        (#"{ "fields": { "c": "Character" }, "codable": false }"#, "entity", "Codable, Identifiable"),
        (#"{ "fields": { "id": "UUID" }, "id": "id", "codable": false }"#, "entity", "Codable"),
        (#"{ "fields": { "id": "UUID" }, "id": "id" }"#, "entity", nil),
    ])
    func aTypesEntryClaimsOnlyWhatAnotherFilesTypeHas(money: String, noun: String, missing: String?) {
        let user = DefinitionsInput(
            path: "Price.datasources.json",
            contents:
                #"{ "types": { "Money": { "conformances": ["Hashable", "Codable", "Identifiable"] } }, "entities": { "Price": { "fields": { "m": "Money" } } } }"#
        )
        let owner = DefinitionsInput(
            path: "Money.datasources.json", contents: #"{ "entities": { "Money": \#(money) } }"#)
        let output = GenerationPipeline().run([user, owner]).diagnostics.map(\.description)
        #expect(
            output
                == missing.map {
                    [
                        "Price.datasources.json:1:14: error: `types.Money` says `Money` conforms to \($0), which the \(noun) `Money` that Money.datasources.json:1:17 generates does not; remove \($0) from its `conformances`, or make that \(noun) conform"
                    ]
                } ?? [])
    }

    @Test func aTypesEntryClaimsOnlyWhatAnotherFilesSectionEnumHas() {
        let user = DefinitionsInput(
            path: "Price.datasources.json",
            contents:
                #"{ "types": { "Tier": { "conformances": ["Codable", "Comparable"] } }, "entities": { "Price": { "fields": { "t": "Tier" } } } }"#
        )
        let owner = DefinitionsInput(
            path: "Tier.datasources.json", contents: #"{ "sections": { "Tier": { "cases": { "a": "A" } } } }"#)
        #expect(
            GenerationPipeline().run([user, owner]).diagnostics.map(\.description) == [
                "Price.datasources.json:1:14: error: `types.Tier` says `Tier` conforms to Comparable, which the section enum `Tier` that Tier.datasources.json:1:17 generates does not; remove Comparable from its `conformances`, or make that section enum conform"
            ])
    }

    /// The files of one run are one module, so a SwiftUI platform any of them turns on imports its
    /// frameworks into every file: a name of another file is refused at the name, pointing at the
    /// platform that makes it clash, though that file turns no SwiftUI platform on. A name its own
    /// platform refuses is reported once, by the file's own rule.
    @Test func aFrameworkNameIsRefusedWhereAnotherFileOfTheRunTurnsItsPlatformOn() {
        let uikit = DefinitionsInput(
            path: "A.datasources.json",
            contents:
                #"{ "options": { "platforms": ["uikit"] }, "entities": { "Gauge": { "fields": { "a": "Int" } }, "Tag": { "fields": { "a": "Int" } } } }"#
        )
        let swiftUI = DefinitionsInput(
            path: "B.datasources.json",
            contents:
                #"{ "options": { "platforms": ["swiftui"] }, "entities": { "Canvas": { "fields": { "a": "Int" } } } }"#)
        let fiori = DefinitionsInput(
            path: "C.datasources.json", contents: #"{ "options": { "platforms": ["fiori-swiftui"] } }"#)
        func at(_ token: String, _ input: DefinitionsInput) -> String {
            input.path + ":" + DiagnosticsTesting.position(of: token, in: input.contents)
        }
        func clash(_ name: String, _ framework: String, _ platform: String, _ enabling: DefinitionsInput) -> String {
            "\(at("\"\(name)\"", uikit)): error: entity `\(name)` would be generated as `\(name)`, a public name of \(framework), which the `\(platform)` platform turned on at \(at("\"\(platform)\"", enabling)) imports into the module the files of one run share: there it would hide \(framework)'s `\(name)`; rename it (for example `My\(name)`)"
        }
        // The errors only: a platform with nothing it applies to in its file is also warned about.
        func run(_ inputs: DefinitionsInput...) -> [String] {
            GenerationPipeline().run(inputs).diagnostics.filter { $0.severity == .error }.map(\.description)
        }
        let canvas =
            "\(at("\"Canvas\"", swiftUI)): error: entity `Canvas` would be generated as `Canvas`, a public name of SwiftUI, which this file's `swiftui` platform imports: in the app's module it would hide SwiftUI's `Canvas`; rename it (for example `MyCanvas`)"
        #expect(run(uikit, swiftUI) == [clash("Gauge", "SwiftUI", "swiftui", swiftUI), canvas])
        #expect(
            run(uikit, swiftUI, fiori) == [
                clash("Gauge", "SwiftUI", "swiftui", swiftUI), clash("Tag", "FioriSwiftUICore", "fiori-swiftui", fiori),
                canvas,
            ])
        #expect(run(uikit).isEmpty)
        #expect(
            run(
                uikit,
                DefinitionsInput(path: "D.datasources.json", contents: #"{ "options": { "platforms": ["fiori"] } }"#)
            ).isEmpty)
    }
}

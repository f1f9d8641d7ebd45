import Foundation
import Testing

@testable import DataSourceGenCore

/// The names generated SwiftUI code declares never clash with SwiftUI's or FioriSwiftUICore's
/// public names, so an app importing them never has to qualify one: checked against the stubs'
/// declarations and the full lists of SwiftUI's and FioriSwiftUICore's public names.
@Suite struct SwiftUINameTests {
    static let stubs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("PlatformStubs")

    /// Top-level names the SwiftUI and PhotosUI stubs declare, and every name SwiftUI and
    /// FioriSwiftUICore have.
    static func frameworkNames() throws -> Set<String> {
        let declaration =
            #/^(?:@\w+ +)*(?:nonisolated +)?(?:public|open) +(?:final +)?(?:class|struct|enum|protocol|typealias) +(\w+)/#
        var names: Set<String> = []
        for folder in ["SwiftUI", "PhotosUI"] {
            let directory = stubs.appendingPathComponent(folder)
            for file in try FileManager.default.contentsOfDirectory(atPath: directory.path)
            where file.hasSuffix(".swift") {
                let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
                for line in text.split(separator: "\n") {
                    if let match = try declaration.prefixMatch(in: line) { names.insert(String(match.1)) }
                }
            }
        }
        for list in ["SwiftUI/PublicSwiftNames.txt", "FioriSwiftUICore/PublicSwiftNames.txt"] {
            let text = try String(contentsOf: stubs.appendingPathComponent(list), encoding: .utf8)
            names.formUnion(text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty })
        }
        return names
    }

    @Test func theStubsDeclareTheNamesTheCheckReads() throws {
        let names = try Self.frameworkNames()
        #expect(names.isSuperset(of: ["View", "List", "Section", "PhotosPicker", "ListPickerItem", "ObjectItem"]))
        // Names only the full list has, not the stubs.
        #expect(names.isSuperset(of: ["Table", "TableColumn", "OutlineGroup", "Gauge"]))
    }

    @Test func generatedSwiftUINamesClashWithNoFrameworkName() throws {
        let nested = Set(DeclarationKinds.all.flatMap { $0.swiftUINestedTypes }).union(FormKind.fioriSwiftUINestedTypes)
        #expect(
            nested.isSuperset(of: ["PickerView", "EditorView", "TableView", "ScreenView", "SectionsView"]),
            "every kind's names are read")
        let clashing = nested.intersection(try Self.frameworkNames())
        #expect(clashing.isEmpty, "generated SwiftUI names that SwiftUI or FioriSwiftUICore declare: \(clashing)")
    }

    /// Every platform's nested types count, not only SwiftUI's: app code in an extension of a
    /// generated table (`extension ShopSettings { … Section { … } }`) finds the table's own types
    /// before SwiftUI's, whichever platform made them.
    @Test func everyTypeNestedInADeclarationClashesWithNoFrameworkName() throws {
        let nested = Set(DeclarationKinds.all.flatMap { $0.everyNestedType })
        #expect(
            nested.isSuperset(of: ["SectionID", "TableState", "Row", "Field", "Item"]), "every kind's names are read")
        let clashing = nested.intersection(try Self.frameworkNames())
        #expect(
            clashing.isEmpty, "types generated declarations nest that SwiftUI or FioriSwiftUICore declare: \(clashing)")
    }

    /// The types the golden files (every kind on every platform) really nest in a declaration,
    /// found by their indented declarations, so a type a template nests without listing it is
    /// checked too.
    @Test func everyTypeTheGoldenFilesNestClashesWithNoFrameworkName() throws {
        let declaration =
            #/^ +(?:@\w+ +)*(?:(?:public|package|private|fileprivate|final|nonisolated) +)*(?:enum|struct|class|protocol|typealias|actor) +(\w+)/#
        let folder = Self.stubs.deletingLastPathComponent().appendingPathComponent("Tests/GeneratedCodeTests/Generated")
        var nested: Set<String> = []
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") {
                if let match = try declaration.prefixMatch(in: line) { nested.insert(String(match.1)) }
            }
        }
        #expect(
            nested.isSuperset(of: ["SectionID", "TableState", "Model", "Cell", "DataSource"]), "the scan finds them")
        let clashing = nested.intersection(try Self.frameworkNames())
        #expect(clashing.isEmpty, "types the golden files nest that SwiftUI or FioriSwiftUICore declare: \(clashing)")
    }

    /// A conforming type's nested types satisfy its protocols' associated types, and inside it an
    /// associated type is found by unqualified lookup even where the type declares none of that
    /// name: no public runtime protocol's may be a SwiftUI or FioriSwiftUICore name.
    @Test func noPublicRuntimeAssociatedTypeIsAFrameworkName() throws {
        let protocolDeclaration = #/^(?:@\w+ +)*(public +)?protocol +\w+/#
        let associatedType = #/^ +associatedtype +(\w+)/#
        let runtime = Self.stubs.deletingLastPathComponent().appendingPathComponent("Sources/DataSourceRuntime")
        var associated: Set<String> = []
        let files = FileManager.default.enumerator(atPath: runtime.path)?.compactMap { $0 as? String } ?? []
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: runtime.appendingPathComponent(file), encoding: .utf8)
            var inPublicProtocol = false
            for line in text.split(separator: "\n") {
                if let match = try protocolDeclaration.prefixMatch(in: line) { inPublicProtocol = match.1 != nil }
                if inPublicProtocol, let match = try associatedType.prefixMatch(in: line) {
                    associated.insert(String(match.1))
                }
            }
        }
        #expect(
            associated.isSuperset(of: ["SectionID", "TableState", "Row", "Field", "Object"]), "the scan finds them")
        let clashing = associated.intersection(try Self.frameworkNames())
        #expect(clashing.isEmpty, "runtime associated types that SwiftUI or FioriSwiftUICore declare: \(clashing)")
    }

    /// Declarations of every kind, each named `name`, one file apiece, over an entity `Zz` and a
    /// form model `ZzModel`.
    static func declarations(named name: String) -> [String] {
        let base = #"""
            "options": { "platforms": ["swiftui", "fiori-swiftui"] },
              "entities": { "Zz": { "fields": { "id": "Int", "title": "String" }, "id": "id", "title": "title" },
                            "ZzModel": { "fields": { "title": "String" }, "mutable": true } }
            """#
        // The entity is merged into the file's one `entities` object.
        let entity =
            "{ "
            + base.replacingOccurrences(
                of: #""Zz": {"#, with: #""\#(name)": { "fields": { "id": "Int" }, "id": "id" }, "Zz": {"#) + " }"
        let others = declarationsByKey(named: name).sorted { $0.key < $1.key }
        return [entity] + others.map { "{ " + base + ",\n  " + $0.value + " }" }
    }

    /// One declaration named `name` of each kind but entities, by its top-level key: the registry's
    /// kinds (``everyRegisteredKindHasADeclaration`` fails on a missing one) and section enums.
    static func declarationsByKey(named name: String) -> [String: String] {
        [
            "sections": #""sections": { "\#(name)": { "cases": { "a": "A" } } }"#,
            "pickers": #""pickers": { "\#(name)": { "entity": "Zz", "mode": "index" } }"#,
            "sectionControllers": #""sectionControllers": { "\#(name)": { "entity": "Zz", "size": { "height": 1 } } }"#,
            "tables": #""tables": { "\#(name)": { "sections": { "s": { "rows": { "r": { "kind": "basic" } } } } } }"#,
            "forms":
                #""forms": { "\#(name)": { "model": "ZzModel", "sections": { "s": { "rows": { "title": { "kind": "textField" } } } } } }"#,
            "lists": #""lists": { "\#(name)": { "entity": "Zz" } }"#,
        ]
    }

    /// The name checks above try a declaration of every registered kind: a kind added to
    /// ``DeclarationKinds`` without one here fails, naming it.
    @Test func everyRegisteredKindHasADeclaration() {
        let keys = Set(Self.declarationsByKey(named: "X").keys)
        for kind in DeclarationKinds.all {
            #expect(
                keys.contains(kind.key.rawValue),
                "add a declaration of \(kind.pluralNoun) under \"\(kind.key.rawValue)\" to `declarationsByKey`")
        }
    }

    /// A declaration named like a SwiftUI or FioriSwiftUICore type that generated views write
    /// would hide it from them: refused, at the name, whatever the kind. One the views do not
    /// write is refused too, as hiding the framework's type from the app's SwiftUI code.
    @Test func declarationsNamedLikeFrameworkTypesTheViewsWriteAreRefusedAtTheirName() throws {
        let written = Set(DeclarationKinds.all.flatMap { $0.swiftUIReferencedTypes }).intersection(
            try Self.frameworkNames())
        #expect(written.isSuperset(of: ["List", "Section", "Form", "Toggle", "Text", "View", "ObjectItem"]))
        for name in written.sorted() {
            for text in Self.declarations(named: name) {
                let diagnostics = GenerationPipeline().run([
                    DefinitionsInput(path: DiagnosticsTesting.file, contents: text)
                ]).diagnostics.map(\.description)
                let at = DiagnosticsTesting.file + ":" + DiagnosticsTesting.position(of: "\"\(name)\"", in: text)
                #expect(
                    diagnostics.contains {
                        $0.hasPrefix(at + ": error: ")
                            && $0.contains("as `\(name)`, which shadows a type the generated code uses")
                    }, "\(name): \(diagnostics)")
            }
        }
        for text in Self.declarations(named: "Gauge") {
            let at = DiagnosticsTesting.file + ":" + DiagnosticsTesting.position(of: "\"Gauge\"", in: text)
            let diagnostics = DiagnosticsTesting.diagnose(text)
            #expect(
                diagnostics.contains {
                    $0.hasPrefix(at + ": error: ") && $0.contains("as `Gauge`, a public name of SwiftUI")
                }, "\(diagnostics)")
        }
    }
}

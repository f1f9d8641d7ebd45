import Foundation
import Testing

@testable import DataSourceGenCore

/// The reserved names are derived from what the templates really write, so a template that starts
/// naming a new runtime type cannot forget to reserve it.
@Suite struct GeneratedCodeNamesTests {
    /// Capitalized identifiers in the templates' literal Swift (outside tags and comments) that are
    /// looked up in scope (not members after a `.`).
    static func typeNamesWritten(by template: String) throws -> Set<String> {
        // String literals (a button's title) name no type.
        let withoutTags = template.replacingOccurrences(of: #"\{\{[^}]*\}\}"#, with: " ", options: .regularExpression)
            .replacingOccurrences(of: #""[^"\n]*""#, with: "\"\"", options: .regularExpression)
        let code = withoutTags.split(separator: "\n").filter {
            !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//")
        }
        // A macro (`#Preview`) is looked up among macros, where no type name can hide it.
        let pattern = try NSRegularExpression(pattern: #"(?<![.\w`#])[A-Z][A-Za-z0-9_]*"#)
        var names: Set<String> = []
        for line in code {
            let text = String(line)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                names.insert(String(text[Range(match.range, in: text)!]))
            }
        }
        return names
    }

    @Test func everyTypeNameTheTemplatesWriteIsReserved() throws {
        var written: Set<String> = []
        for template in EmbeddedResources.templates {
            written.formUnion(try Self.typeNamesWritten(by: template.source))
        }
        #expect(written.contains("GeneratedListPicker") && written.contains("ListItemSizing"), "the scan finds names")
        // A table's or form's own nested types are refused only where they would shadow what it
        // names (TableRules, FormRules), and `Self` is a keyword no declaration can take.
        let local = Set(DeclarationKinds.all.flatMap { $0.everyNestedType }).union(["DEBUG", "Self"])
        #expect(written.subtracting(GeneratedCodeNames.referencedTypes).subtracting(local).isEmpty)
    }

    /// Inside a generic declaration its parameters hide any type of the same name, so each is one
    /// of the nested names a declaration, and the types it names, may not take.
    @Test func everyGenericParameterTheTemplatesDeclareIsANestedName() throws {
        let pattern = try NSRegularExpression(pattern: #"(?:struct|class|enum|func) +\w+<([^>]+)>"#)
        var parameters: Set<String> = []
        for template in EmbeddedResources.templates {
            let text = template.source
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                for parameter in text[Range(match.range(at: 1), in: text)!].split(separator: ",") {
                    let name = parameter.split(separator: ":")[0].trimmingCharacters(in: .whitespaces)
                    parameters.insert(name)
                }
            }
        }
        #expect(parameters.isSuperset(of: ["C", "RowContent", "CellContent", "NewValue", "D"]), "the scan finds them")
        // Or a name no declaration may take in any file.
        let refused = Set(DeclarationKinds.all.flatMap { $0.swiftUINestedTypes }).union(
            GeneratedCodeNames.referencedTypes)
        #expect(parameters.subtracting(refused).isEmpty, "\(parameters.subtracting(refused).sorted())")
    }

    @Test func fieldsAndCasesCannotTakeGeneratedMembers() {
        let text =
            #"{ "entities": { "E": { "fields": { "ID": "Int", "list picker title": "String", "key": "Int" }, "id": "key" } }, "sections": { "S": { "cases": { "raw value": null, "headerTitle": "H" } } } }"#
        let output = DiagnosticsTesting.diagnose(text)
        #expect(output.count == 4)
        #expect(
            output.first
                == "T.datasources.json:\(DiagnosticsTesting.position(of: "\"ID\"", in: text)): error: `entities.E` has a field named `ID` (the Swift property `id`) that is not its unique identifier (`key`); `Identifiable` needs `id` to be the unique identifier, so rename this field or set \"id\": \"ID\""
        )
        #expect(
            output.contains {
                $0.contains(
                    "field `list picker title` would be generated as `listPickerTitle`, which clashes with a member the generated code gives `E` (`hashValue`, `listPickerSubtitle`, `listPickerTitle`); rename it"
                )
            })
        #expect(
            output.contains {
                $0.contains(
                    "case `raw value` would be generated as `rawValue`, which clashes with a member the generated code gives `S`"
                )
            })
    }

    @Test func typesTheGeneratedCodeUsesAreRefusedAsNames() {
        let text =
            #"{ "types": { "ListItemSizing": {} }, "sections": { "Generated list picker": { "cases": { "a": null } }, "Object": { "cases": { "b": null } } } }"#
        #expect(
            DiagnosticsTesting.diagnose(text) == [
                "T.datasources.json:1:14: error: app type `ListItemSizing` shadows `ListItemSizing`, a type the generated code uses; rename the app's type or refer to it by a typealias with another name",
                "T.datasources.json:\(DiagnosticsTesting.position(of: "\"Generated", in: text)): error: section enum `Generated list picker` would be generated as `GeneratedListPicker`, which shadows a type the generated code uses; choose another name (for example `MyGeneratedListPicker`)",
                "T.datasources.json:\(DiagnosticsTesting.position(of: "\"Object\"", in: text)): error: section enum `Object` would be generated as `Object`, which shadows a type the generated code uses; choose another name (for example `MyObject`)",
            ])
    }

    @Test func everyDiagnosticIsOneLine() {
        let text =
            "{ \"entities\": { \"E\\n\\u202Ex\": { \"fields\": { \"a\\u0000\": \"Str\\u200Bing\" }, \"id\": \"b\\r\\nc\" } } }"
        let output = DiagnosticsTesting.diagnose(text)
        #expect(!output.isEmpty)
        for line in output {
            #expect(
                !line.unicodeScalars.contains {
                    $0.properties.generalCategory == .control || $0.value == 0x202E || $0.value == 0x200B
                }, "\(line)")
        }
        #expect(output.contains { $0.contains(#"`entities.E\n\u{202E}x.id` names `b\r\nc`"#) })
    }
}

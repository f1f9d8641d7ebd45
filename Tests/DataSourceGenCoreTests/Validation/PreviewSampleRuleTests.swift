import DataSourceGenCore
import Foundation
import Testing

/// A form's preview sample takes its rows' rules into account: a required choice is the first
/// option, a required switch is on, text fits its lengths and pattern, and a required text that
/// no sample matches says so in a comment rather than pretending.
@Suite struct PreviewSampleRuleTests {
    static let definitions = """
        { "options": { "platforms": ["swiftui"] },
          "entities": { "Record": { "mutable": true, "fields": {
              "code": "String", "tag": "String", "nick": "String", "short": "String", "mail": "String",
              "note": "String?", "agreed": "Bool", "choice": "[Int]" } } },
          "forms": { "EntryForm": { "model": "Record", "sections": { "s": { "rows": {
              "code": { "kind": "textField", "rules": { "required": true, "pattern": "[A-Z]{2}-[0-9]+" } },
              "tag": { "kind": "textField", "rules": { "pattern": "[A-Z]{2}-[0-9]+" } },
              "nick": { "kind": "textField", "rules": { "minLength": 12 } },
              "short": { "kind": "textField", "rules": { "maxLength": 3 } },
              "mail": { "kind": "textField", "rules": { "pattern": "[^@ ]+@[^@ ]+" } },
              "note": { "kind": "note", "rules": { "required": true } },
              "agreed": { "kind": "switch", "rules": { "required": true } },
              "choice": { "kind": "filter", "options": ["A", "B"], "multiple": false, "rules": { "required": true } }
          } } } } } }
        """

    /// The lines of the preview model's `Model(...)` arguments.
    static func sampleLines() throws -> [String] {
        let output = try SwiftUIPreviewTests.output(of: definitions)
        let start = try #require(output.range(of: "static var previewModel: FormModel {"))
        let end = try #require(output.range(of: "))", range: start.upperBound..<output.endIndex))
        return output[start.upperBound..<end.lowerBound].split(separator: "\n").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
    }

    @Test func samplesPassTheRowsRules() throws {
        let lines = try Self.sampleLines()
        for expected in [
            #"tag: "","#, #"nick: "nick1xxxxxxx","#, #"short: "sho","#, #"mail: "mail1@example.com","#,
            #"note: "note 1","#, "agreed: true,", "choice: [0]",
        ] {
            #expect(lines.contains(expected), "\(expected) in \(lines)")
        }
    }

    /// A list picker row chooses among its picker's sample items, which the preview's
    /// `PickerModels` holds; a picker without sample items is left out, and its row chooses none.
    @Test func aPickerRowChoosesAmongItsPickersSampleItems() throws {
        let output = try SwiftUIPreviewTests.output(
            of: """
                { "options": { "platforms": ["swiftui"] },
                  "types": { "Badge": { "conformances": ["Hashable", "Sendable"] } },
                  "entities": { "Record": { "mutable": true, "fields": { "crew": "[Int]", "lead": "[Int]" } },
                    "Person": { "fields": { "name": "String", "badge": "Badge" }, "title": "name" },
                    "Tool": { "fields": { "name": "String" }, "title": "name" } },
                  "pickers": { "PersonPicker": { "entity": "Person", "mode": "index" },
                               "ToolPicker": { "entity": "Tool", "mode": "index" } },
                  "forms": { "EntryForm": { "model": "Record", "sections": { "s": { "rows": {
                    "crew": { "kind": "listPicker", "picker": "PersonPicker", "rules": { "required": true } },
                    "lead": { "kind": "listPicker", "picker": "ToolPicker", "rules": { "required": true } } } } } } } }
                """)
        let start = try #require(output.range(of: "static var previewModel: FormModel {"))
        let lines = output[start.upperBound...].prefix { $0 != "}" }.split(separator: "\n").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        let crew = try #require(lines.firstIndex(of: "crew: [],"), "\(lines)")
        #expect(lines[crew - 1] == "// the picker has no sample items, so the preview chooses none")
        #expect(lines.contains("lead: [0]"))
        #expect(lines.contains("lead: ToolPicker.Model(items: ToolPicker.previewItems)"), "\(lines)")
        #expect(!output.contains("PersonPicker.previewItems"))
    }

    @Test func aRequiredTextNoSampleMatchesKeepsItsSampleAndSaysWhy() throws {
        let lines = try Self.sampleLines()
        let code = try #require(lines.firstIndex(of: #"code: "code 1","#), "\(lines)")
        #expect(lines[code - 1].hasPrefix("// no sample matches the row's pattern"))
    }
}

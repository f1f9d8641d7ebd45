import DataSourceGenCore
import Testing

/// A Boolean option is read as its value, not as being there: `false` means what leaving it out
/// means wherever that is the default, and only `true` turns on what it names. Each test writes
/// the option out, `false` and `true`, and compares what is generated or refused.
@Suite struct FlagValueTests {
    func at(_ token: String, _ text: String, _ occurrence: Int = 1) -> String {
        "T.datasources.json:" + DiagnosticsTesting.position(of: token, in: text, occurrence: occurrence)
    }

    func output(_ text: String) throws -> String {
        let result = GenerationPipeline().run([DefinitionsInput(path: DiagnosticsTesting.file, contents: text)])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        return try #require(result.files.first?.contents)
    }

    static func form(fields: String, rows: String, platforms: String = #"["fiori", "swiftui"]"#) -> String {
        """
        { "options": { "platforms": \(platforms) },
          "entities": {
            "Request": { "mutable": true, "fields": { \(fields) } },
            "Technician": { "fields": { "name": "String" }, "title": "name" } },
          "pickers": { "TechnicianPicker": { "entity": "Technician", "mode": "index", "selection": "multiple" } },
          "forms": { "F": { "model": "Request", "sections": { "s": { "rows": { \(rows) } } } } } }
        """
    }

    /// `"mutable": false` declares constants, as no `mutable` does, so no form can edit them.
    @Test func aFormOverAModelSaidNotMutableIsRefused() throws {
        let row = #""sections": { "s": { "rows": { "title": { "kind": "title" } } } }"#
        func text(_ mutable: String) -> String {
            """
            { "entities": { "Sheet": { \(mutable)"fields": { "title": "String" } } },
              "forms": { "F": { "model": "Sheet", \(row) } } }
            """
        }
        for mutable in [#""mutable": false, "#, ""] {
            let refused = text(mutable)
            #expect(
                DiagnosticsTesting.diagnose(refused) == [
                    "\(at("\"Sheet\"", refused, 2)): error: `forms.F.model` is `Sheet`, whose generated fields are constants (`let`), so the form cannot write them; add \"mutable\": true to `entities.Sheet`"
                ])
        }
        #expect(try output(text(#""mutable": true, "#)).contains("    var title: String\n"))
    }

    /// `"required": false` on a number or a date, which always has a value, asks nothing and is
    /// accepted; `true` there is refused (FormControlRuleTests).
    @Test func requiredFalseOnAValueThatAlwaysHasOneChecksNothing() throws {
        let code = try output(
            Self.form(
                fields: #""hours": "Double", "due": "Date", "notes": "String?""#,
                rows: """
                    "hours": { "kind": "stepper", "rules": { "required": false } },
                    "due": { "kind": "datePicker", "rules": { "required": false } },
                    "notes": { "kind": "note", "rules": { "required": false } }
                    """))
        #expect(
            code.contains(
                "case .hours:\n            // the kind's default range: no \"min\" or \"max\" given\n            FormRules.range(model.hours, min: 0.0, max: 100.0)\n"
            ))
        #expect(!code.contains("FormRules.required"))
    }

    /// A list picker row searches its picker's items only where it says `"search": true`.
    @Test func aListPickerRowSearchesOnlyWhenSaidTrue() throws {
        let code = try output(
            Self.form(
                fields: #""a": "[Int]", "b": "[Int]", "c": "[Int]""#,
                rows: """
                    "a": { "kind": "listPicker", "picker": "TechnicianPicker" },
                    "b": { "kind": "listPicker", "picker": "TechnicianPicker", "search": false },
                    "c": { "kind": "listPicker", "picker": "TechnicianPicker", "search": true }
                    """))
        #expect(!code.contains(".searchable(text: Bindable(model.pickers.a)"))
        #expect(!code.contains(".searchable(text: Bindable(model.pickers.b)"))
        #expect(code.contains(".searchable(text: Bindable(model.pickers.c).searchText)"))
        // FormKit's cell is told what was written, b's then c's (the picker's own glue comes first).
        let form = try #require(code.components(separatedBy: "enum F: FormDefinition").last)
        let settings = form.components(separatedBy: "cell.listPicker.isSearchEnabled = ").dropFirst().map(\.first)
        #expect(settings == ["f", "t"])
    }

    /// A text row tracks live changes as it says, and FormKit's default where it says nothing.
    @Test func liveChangesAreWhatTheRowSays() throws {
        let code = try output(
            Self.form(
                fields: #""a": "String", "b": "String", "c": "String""#,
                rows: """
                    "a": { "kind": "note" }, "b": { "kind": "note", "liveChanges": false },
                    "c": { "kind": "note", "liveChanges": true }
                    """))
        let settings = code.components(separatedBy: "cell.isTrackingLiveChanges = ").dropFirst().map(\.first)
        #expect(settings == ["f", "t"])
    }

    /// `"allowsZero": true` is what leaving it out means; `false` starts a duration at one interval.
    @Test func aDurationIsAtLeastOneIntervalOnlyWhenZeroIsSaidNotAllowed() throws {
        let code = try output(
            Self.form(
                fields: #""a": "TimeInterval", "b": "TimeInterval", "c": "TimeInterval""#,
                rows: """
                    "a": { "kind": "durationPicker" }, "b": { "kind": "durationPicker", "allowsZero": true },
                    "c": { "kind": "durationPicker", "allowsZero": false }
                    """, platforms: #"["fiori", "swiftui", "fiori-swiftui"]"#))
        #expect(
            code.contains(
                "case .a:\n            // in seconds: whole minute intervals within 23 h 59 min\n            FormRules.durationRange(model.a, min: 0.0, max: 86340.0)\n"
            ))
        #expect(
            code.contains(
                "case .b:\n            // in seconds: whole minute intervals within 23 h 59 min\n            FormRules.durationRange(model.b, min: 0.0, max: 86340.0)\n"
            ))
        #expect(
            code.contains(
                "case .c:\n            // in seconds: whole minute intervals within 23 h 59 min\n            FormRules.durationRange(model.c, min: 60.0, max: 86340.0)\n"
            ))
        let cells = code.components(separatedBy: "cell.allowsZeroDuration = ").dropFirst().map(\.first)
        #expect(cells == ["t", "t", "f"])
        #expect(code.contains("Stepper(value: $model.b, in: 0.0...86340.0, step: 60.0)"))
        #expect(code.contains("Stepper(value: $model.c, in: 60.0...86340.0, step: 60.0)"))
        #expect(code.contains("maximumMinutes: 1439, minimumMinutes: 0, minuteInterval: 1,\n"))
        #expect(code.contains("maximumMinutes: 1439, minimumMinutes: 1, minuteInterval: 1,\n"))
    }

    /// A picker shows Select All only where it says `"selectAll": true`, and says so.
    @Test func selectAllIsShownOnlyWhenSaidTrue() throws {
        let pickers = ["A": "", "B": #", "selectAll": false"#, "C": #", "selectAll": true"#]
        for (name, selectAll) in pickers {
            let code = try output(
                """
                { "entities": { "Technician": { "fields": { "id": "Int", "name": "String" }, "id": "id", "title": "name" } },
                  "pickers": { "\(name)": { "entity": "Technician", "mode": "uniqueID", "selection": "multiple"\(selectAll) } } }
                """)
            let shows = name == "C"
            #expect(code.contains("showsSelectAll: true") == shows, "only a true differs from the default")
            #expect(code.contains("multiple selection, Select All.") == shows)
        }
    }

    /// A table row calls a selection handler only where it says `"select": true`.
    @Test func aTableRowIsSelectableOnlyWhenSaidTrue() throws {
        let code = try output(
            """
            { "tables": { "Settings": { "sections": { "s": { "rows": {
                "a": { "kind": "basic" }, "b": { "kind": "basic", "select": false },
                "c": { "kind": "basic", "select": true } } } } } } }
            """)
        #expect(!code.contains("func didSelectA(") && !code.contains("func didSelectB("))
        #expect(code.contains("func didSelectC("))
    }
}

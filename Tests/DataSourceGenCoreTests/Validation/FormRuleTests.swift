import Testing

@testable import DataSourceGenCore

/// Decoding, resolution and validation of `forms`: each mistake the issue lists — a kind bound to
/// a field of the wrong type, an unknown picker, options on a kind that takes none, two
/// attachments rows, a condition on an unknown field — is a located error with its fix, and a
/// complete form has no diagnostics.
@Suite struct FormRuleTests {
    let prefix = """
        { "entities": {
            "Request": { "mutable": true, "fields": {
              "title": "String", "notes": "String?", "urgent": "Bool", "distance": "Float", "hours": "Double",
              "rating": "Int", "due": "Date", "duration": "TimeInterval", "priority": "Int", "level": "Level",
              "tags": "[Int]", "products": "[String]", "code": "String", "photos": "[URL]",
              "summary": "String", "remark": "String" } },
            "Product": { "fields": { "sku": "String", "name": "String" }, "id": "sku", "title": "name" },
            "Fixed": { "fields": { "title": "String" } } },
          "sections": { "Level": { "cases": { "low": "Low", "high": "High" } } },
          "pickers": { "ProductPicker": { "entity": "Product", "mode": "uniqueID", "selection": "multiple" } },
        """

    func check(_ forms: String) -> (text: String, output: [String]) {
        let text = prefix + "\n  \"forms\": {\n" + forms + "\n} }"
        return (text, DiagnosticsTesting.diagnose(text))
    }

    func at(_ token: String, _ text: String, _ occurrence: Int = 1) -> String {
        "T.datasources.json:" + DiagnosticsTesting.position(of: token, in: text, occurrence: occurrence)
    }

    @Test func aFormWithEveryKindHasNoDiagnostics() {
        let result = check(
            """
            "RequestForm": { "model": "Request", "sections": {
              "main": { "header": "Work Request", "rows": {
                "title": { "kind": "title", "placeholder": "Title", "rules": { "required": true, "maxLength": 80 } },
                "notes": { "kind": "note", "placeholder": "Notes", "liveChanges": true },
                "code": { "kind": "keyValue", "key": "Code", "rules": { "pattern": "^WR-[0-9]+$", "validator": "checkCode" } },
                "urgent": { "kind": "switch" },
                "distance": { "kind": "slider", "min": 0, "max": 30, "unit": "km", "visibleWhen": "urgent" },
                "hours": { "kind": "stepper", "min": 0, "max": 12, "step": 0.5, "rules": { "min": 1 } },
                "rating": { "kind": "rating", "editableWhen": { "field": "level", "equals": "high" } },
                "due": { "kind": "datePicker", "mode": "date", "format": "dd MMM yyyy" },
                "duration": { "kind": "durationPicker", "minuteInterval": 15, "allowsZero": false },
                "priority": { "kind": "segmentedControl", "options": ["Low", "Medium", "High"] },
                "level": { "kind": "valuePicker", "options": { "enum": "Level" } },
                "tags": { "kind": "filter", "options": ["A", "B"], "multiple": true, "emptyAllowed": true },
                "products": { "kind": "listPicker", "picker": "ProductPicker", "multiple": true, "search": true },
                "photos": { "kind": "attachments", "maxItems": 8 } } },
              "extra": { "visibleWhen": "!urgent", "rows": { "summary": { "kind": "simpleProperty", "field": "remark" } } } } }
            """)
        #expect(result.output == [])
    }

    /// Seed 002: a simple property shows a value, and is edited (like a text field) only when the
    /// definitions say so.
    /// Forms and tables share one condition grammar, so a form's `hidden` is the same located
    /// error as a table's, naming `visibleWhen`; rows of a form do take `editableWhen`.
    @Test func hiddenIsReplacedByVisibleWhenInFormsToo() {
        let result = check(
            """
            "F": { "model": "Request", "sections": {
              "s": { "hidden": "urgent", "rows": {
                "a": { "kind": "switch", "field": "urgent", "hidden": "!urgent", "editableWhen": "urgent" } } } } }
            """)
        let text = result.text
        #expect(
            result.output == [
                "\(at("\"urgent\"", text, 2)): error: `forms.F.sections.s.hidden` is replaced by `visibleWhen`; write \"visibleWhen\": \"!urgent\", which says when it shows",
                "\(at("\"!urgent\"", text)): error: `forms.F.sections.s.rows.a.hidden` is replaced by `visibleWhen`; write \"visibleWhen\": \"urgent\", which says when it shows",
            ])
    }

    @Test func simplePropertiesAreReadOnlyUnlessMadeEditable() throws {
        let text =
            prefix + """

                  "forms": { "F": { "model": "Request", "sections": { "s": { "rows": {
                    "title": { "kind": "simpleProperty" },
                    "summary": { "kind": "simpleProperty", "editable": true },
                    "note": { "kind": "simpleProperty", "field": "remark", "editableWhen": "urgent" } } } } } } }
                """
        let result = GenerationPipeline().run([DefinitionsInput(path: "T.datasources.json", contents: text)])
        let output = try #require(result.files.first?.contents, "\(result.diagnostics)")
        #expect(output.contains(".init(.title, isEditable: false)"))
        #expect(output.contains(".init(.summary))"))
        #expect(output.contains(".init(.note, isEditable: FormRules.hasValue(model.urgent)))"))
    }

    /// A row the user can never edit takes no value rule: its value is the app's, so a form that
    /// the rule refuses could never be saved. `"required": false` asks nothing, and a row that
    /// `editable` or `editableWhen` makes editable takes its rules.
    @Test func rowsTheUserCanNeverEditTakeNoValueRules() {
        let result = check(
            """
            "F": { "model": "Request", "sections": { "s": { "rows": {
              "title": { "kind": "simpleProperty", "rules": { "required": true } },
              "code": { "kind": "keyValue", "editable": false, "rules": { "pattern": "^WR$", "required": false } },
              "urgent": { "kind": "switch", "editable": false, "rules": { "validator": "checkUrgent" } },
              "shown": { "kind": "simpleProperty", "field": "notes", "editable": true, "rules": { "required": true } },
              "summary": { "kind": "simpleProperty", "field": "remark", "editableWhen": "urgent", "rules": { "minLength": 2 } } } } } }
            """)
        let text = result.text
        let readOnly = "judges a value the user can never edit"
        #expect(
            result.output == [
                "\(at("true }", text)): error: `forms.F.sections.s.rows.title.rules.required` \(readOnly) (a simpleProperty without `editable` or `editableWhen`), so a form it refuses could never be saved; remove it, or add \"editable\": true",
                "\(at("\"^WR$\"", text)): error: `forms.F.sections.s.rows.code.rules.pattern` \(readOnly) (\"editable\": false), so a form it refuses could never be saved; remove it, or remove \"editable\": false",
                "\(at("\"checkUrgent\"", text)): error: `forms.F.sections.s.rows.urgent.rules.validator` \(readOnly) (\"editable\": false), so a form it refuses could never be saved; remove it, or remove \"editable\": false",
            ])
    }

    @Test func kindsBoundToFieldsOfTheWrongType() {
        let result = check(
            """
            "F": { "model": "Request", "sections": { "s": { "rows": {
              "urgent": { "kind": "title" },
              "distance": { "kind": "stepper" },
              "products": { "kind": "listPicker", "options": ["A"] },
              "tags": { "kind": "listPicker", "picker": "ProductPicker" } } } } }
            """)
        let text = result.text
        #expect(
            result.output == [
                "\(at("\"title\" }", text, 1)): error: `forms.F.sections.s.rows.urgent` is a title row, which binds `String` or `String?`, but `urgent` is `Bool`; bind a field of that type or choose the kind for `Bool`",
                "\(at("\"stepper\"", text)): error: `forms.F.sections.s.rows.distance` is a stepper row, which binds `Double`, but `distance` is `Float`; bind a field of that type or choose the kind for `Float`",
                "\(at("\"listPicker\"", text)): error: `forms.F.sections.s.rows.products` is a listPicker row, which binds `[Int]` (indices, with an index-mode picker or titles) or `[ID]` / `Set<ID>` of the picker entity's unique identifiers, but `products` is `[String]`; bind a field of that type or choose the kind for `[String]`",
                "\(at("\"listPicker\"", text, 2)): error: `forms.F.sections.s.rows.tags` is a listPicker row, which binds `[Int]` (indices, with an index-mode picker or titles) or `[ID]` / `Set<ID>` of the picker entity's unique identifiers, but `tags` is `[Int]`; bind a field of that type or choose the kind for `[Int]`",
            ])
    }

    /// A rule on a row it does not apply to is refused naming the text rows or the number rows
    /// (`checkRules`), so each rule limited to some kinds takes exactly one of the two.
    @Test func everyLimitedRuleTakesTheTextRowsOrTheNumberRows() {
        for (key, kinds) in SchemaKeys.FormRules.appliesTo {
            #expect([FormKindRules.textKinds, FormKindRules.numberKinds].contains(Set(kinds)), "\(key)")
        }
    }

    /// Every kind refuses a field of a type it does not edit: a `String` for the kinds that do not
    /// edit text, a `Bool` for those that do.
    @Test(arguments: FormRowDefinition.Kind.allCases)
    func everyKindRefusesAFieldOfAnotherType(kind: FormRowDefinition.Kind) {
        let textKinds: Set<FormRowDefinition.Kind> = [.title, .note, .keyValue, .textField, .simpleProperty]
        let field = textKinds.contains(kind) ? "urgent" : "title"
        let choices =
            [.valuePicker, .segmentedControl, .filter, .listPicker].contains(kind) ? #", "options": ["A"]"# : ""
        let result = check(
            #""F": { "model": "Request", "sections": { "s": { "rows": { "r": { "kind": "\#(kind.rawValue)", "field": "\#(field)"\#(choices) } } } } }"#
        )
        #expect(result.output.count == 1, "\(result.output)")
        #expect(
            result.output.first?.contains(
                "`forms.F.sections.s.rows.r` is \(kind == .attachments ? "an" : "a") \(kind.rawValue) row, which binds")
                == true,
            "\(result.output)")
    }

    @Test func referencesThatNameNothing() {
        let result = check(
            """
            "F": { "model": "Requets", "sections": { "s": { "rows": { "a": { "kind": "switch" } } } } },
            "G": { "model": "Request", "sections": { "s": { "visibleWhen": "urgnt", "rows": {
              "titel": { "kind": "title" },
              "products": { "kind": "listPicker", "picker": "ProductPickr" },
              "level": { "kind": "valuePicker", "options": { "enum": "Levle" } } } } } }
            """)
        let text = result.text
        #expect(
            result.output == [
                "\(at("\"Requets\"", text)): error: `forms.F.model` names `Requets`, which is not an entity of this file (did you mean `Request`?); declare it under `entities` or fix the name",
                "\(at("\"urgnt\"", text)): error: `forms.G.sections.s.visibleWhen` reads the field `urgnt`, which `Request` does not have (did you mean `urgent`?); name a field of the form's model",
                "\(at("\"titel\"", text)): error: `forms.G.sections.s.rows.titel` binds the field `titel` (its name; set \"field\" to bind another), which `Request` does not have (did you mean `title`?); add the field to the entity or fix the name",
                "\(at("\"ProductPickr\"", text)): error: `forms.G.sections.s.rows.products.picker` names `ProductPickr`, which is not a list picker of this file (did you mean `ProductPicker`?); declare it under `pickers` or fix the name",
                "\(at("\"Levle\"", text)): error: `forms.G.sections.s.rows.level.options.enum` names `Levle`, which is not a declared section enum (did you mean `Level`?); declare it under `sections` or fix the name",
            ])
    }

    @Test func keysAndRulesOnKindsThatTakeNone() {
        let result = check(
            """
            "F": { "model": "Request", "sections": { "s": { "rows": {
              "urgent": { "kind": "switch", "options": ["A"], "placeholder": "x" },
              "title": { "kind": "simpleProperty", "editable": true, "rules": { "min": 2 } },
              "rating": { "kind": "rating", "rules": { "maxLength": 3, "max": 4.5 } },
              "files": { "kind": "attachments", "editable": true } } } } }
            """)
        let text = result.text
        #expect(
            result.output == [
                "\(at("[\"A\"]", text)): error: `forms.F.sections.s.rows.urgent.options` does not apply to a switch row (it applies to `filter`, `listPicker`, `segmentedControl`, `valuePicker`); remove it",
                "\(at("\"x\"", text)): error: `forms.F.sections.s.rows.urgent.placeholder` does not apply to a switch row (it applies to `keyValue`, `note`, `textField`, `title`); remove it",
                "\(at("2 }", text)): error: `forms.F.sections.s.rows.title.rules.min` applies to number rows (slider, stepper, rating, durationPicker), and this row is simpleProperty; remove it",
                "\(at("3,", text)): error: `forms.F.sections.s.rows.rating.rules.maxLength` applies to text rows (title, note, keyValue, textField, simpleProperty), and this row is rating; remove it",
                "\(at("4.5", text)): error: `forms.F.sections.s.rows.rating.rules` bounds an `Int` field with 4.5; use a whole number",
                "\(at("true", text, 3)): error: `forms.F.sections.s.rows.files.editable` does not apply to an attachments row (it applies to `datePicker`, `durationPicker`, `filter`, `keyValue`, `listPicker`, `note`, `rating`, `segmentedControl`, `simpleProperty`, `slider`, `stepper`, `switch`, `textField`, `title`, `valuePicker`); remove it",
            ])
    }

    @Test func formShapesFormKitRefuses() {
        let result = check(
            """
            "F": { "model": "Request", "sections": { "s": { "rows": {
              "a": { "kind": "attachments" },
              "b": { "kind": "attachments", "field": "title" },
              "code": { "kind": "textField", "rules": { "pattern": "([a-z", "validator": "do" } },
              "priority": { "kind": "valuePicker", "editableWhen": { "field": "level", "equals": "medium" } },
              "due": { "kind": "datePicker", "visibleWhen": { "field": "urgent", "equals": 1 } } } } } },
            "G": { "model": "Fixed", "sections": { "s": { "rows": { "title": { "kind": "title" } } } } }
            """)
        let text = result.text
        #expect(
            result.output == [
                "\(at("\"attachments\"", text, 2)): error: `forms.F` has a second attachments row (the first is at \(at("\"a\"", text).dropFirst("T.datasources.json:".count))); \"Each UITableViewController is allowed to have only one FUIAttachmentFormCell\" (FormKit), so remove one",
                "\(at("\"title\" }", text, 1)): error: `forms.F.sections.s.rows.b` is an attachments row, which binds an array `[T]` of the attachments the app keeps (`[URL]`, a type of its own, …), but `title` is `String`; make `title` an array (for example `[URL]`) or name an array field with \"field\"",
                "\(at("\"([a-z\"", text)): error: `forms.F.sections.s.rows.code.rules.pattern` is not a valid regular expression (NSRegularExpression refuses it); fix the pattern",
                "\(at("\"do\"", text)): error: `forms.F.sections.s.rows.code.rules.validator` must name a Swift method (letters, digits, `_`, not a keyword) or an app's static function (`Type.function`), found \"do\"; for example \"checkRequestID\" or \"RequestRules.checkRequestID\"",
                "\(at("\"valuePicker\"", text)): error: `forms.F.sections.s.rows.priority` is a valuePicker row without `options`; add \"options\": [\"First\", \"Second\"] or {\"enum\": \"<section enum>\"}",
                "\(at("\"medium\"", text)): error: `forms.F.sections.s.rows.priority.editableWhen.equals` is the string \"medium\", which cannot equal `level` (`Level`); write the name of a case of `Level` as a string",
                "\(at("1 }", text)): error: `forms.F.sections.s.rows.due.visibleWhen.equals` is the number 1, which cannot equal `urgent` (`Bool`); write true or false",
                "\(at("\"Fixed\"", text, 2)): error: `forms.G.model` is `Fixed`, whose generated fields are constants (`let`), so the form cannot write them; add \"mutable\": true to `entities.Fixed`",
            ])
    }
}

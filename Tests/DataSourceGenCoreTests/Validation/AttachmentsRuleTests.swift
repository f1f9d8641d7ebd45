import Testing

@testable import DataSourceGenCore

/// An attachments row binds an array field of the model, by its name where the model has one or
/// by `"field"`; `maxItems` and `rules` constrain that field, so without one they are located
/// errors that say how to bind it, and a field that is not an array is refused.
@Suite struct AttachmentsRuleTests {
    /// `types` declares the app's own attachment type `Photo`.
    func diagnose(fields: String, row: String, types: Bool = false) -> (text: String, output: [String]) {
        let photo = #""types": { "Photo": { "conformances": ["Hashable", "Sendable", "Codable"] } }, "#
        let text = """
            { \(types ? photo : "")"entities": { "Request": { "mutable": true, "fields": { "title": "String"\(fields) } } },
              "forms": { "F": { "model": "Request", "sections": { "s": { "rows": {
                "title": { "kind": "title" },
                \(row) } } } } } }
            """
        return (text, DiagnosticsTesting.diagnose(text))
    }

    func at(_ token: String, _ text: String, _ occurrence: Int = 1) -> String {
        "T.datasources.json:" + DiagnosticsTesting.position(of: token, in: text, occurrence: occurrence)
    }

    static let bindingFix =
        #"add the field to `entities.Request.fields` (for example "photos": { "type": "[URL]", "default": [] }), "#
        + #"or name an array field with "field""#

    @Test(arguments: [
        // The row's name binds the model's field of that name, of any element type.
        (#", "photos": "[URL]""#, #""photos": { "kind": "attachments", "maxItems": 8 }"#),
        (#", "photos": "[Photo]""#, #""photos": { "kind": "attachments", "rules": { "required": true } }"#),
        // `field` binds another; `required`, `message` and a validator apply to the array.
        (
            #", "scans": "[String]""#,
            #""photos": { "kind": "attachments", "field": "scans", "maxItems": 2, "rules": { "required": true, "message": "Attach a scan", "validator": "checkScans" } }"#
        ),
        // Without a field of its name, and without options that constrain it, it binds nothing.
        ("", #""photos": { "kind": "attachments" }"#),
    ])
    func boundRowsAndRowsWithoutConstraintsAreAccepted(fields: String, row: String) {
        #expect(diagnose(fields: fields, row: row, types: fields.contains("Photo")).output == [])
    }

    @Test func maxItemsAndRulesWithoutAFieldSayHowToBindOne() {
        let (text, output) = diagnose(
            fields: "",
            row: #""photos": { "kind": "attachments", "maxItems": 8, "rules": { "required": true } }"#)
        #expect(
            output == [
                "\(at("8,", text)): error: `forms.F.sections.s.rows.photos.maxItems` limits attachments that no field of `Request` holds (the row binds no `photos`), so no platform can check it; \(Self.bindingFix)",
                "\(at("true }", text)): error: `forms.F.sections.s.rows.photos.rules` checks the row's field, and this attachments row binds none; \(Self.bindingFix)",
            ])
    }

    @Test func aFieldThatIsNotAnArrayIsRefusedWhereItIsBound() {
        let expected = "which binds an array `[T]` of the attachments the app keeps (`[URL]`, a type of its own, …)"
        // By the row's name: at the kind, since no key names the field.
        let byName = diagnose(fields: #", "photos": "Set<URL>""#, row: #""photos": { "kind": "attachments" }"#)
        #expect(
            byName.output == [
                "\(at("\"attachments\"", byName.text)): error: `forms.F.sections.s.rows.photos` is an attachments row, \(expected), but `photos` is `Set<URL>`; make `photos` an array (for example `[URL]`) or name an array field with \"field\""
            ])
        // By `field`: at its value; an optional array is not an array either.
        let byField = diagnose(
            fields: #", "scans": "[URL]?""#, row: #""photos": { "kind": "attachments", "field": "scans" }"#)
        #expect(
            byField.output == [
                "\(at("\"scans\" }", byField.text)): error: `forms.F.sections.s.rows.photos` is an attachments row, \(expected), but `scans` is `[URL]?`; make `scans` an array (for example `[URL]`) or name an array field with \"field\""
            ])
        // A `field` that names nothing is the usual unknown-field error, and nothing more.
        let unknown = diagnose(
            fields: "", row: #""photos": { "kind": "attachments", "field": "scans", "maxItems": 2 }"#)
        #expect(
            unknown.output == [
                "\(at("\"scans\"", unknown.text)): error: `forms.F.sections.s.rows.photos.field` names `scans`, which `Request` does not have; add the field to the entity or fix the name"
            ])
    }

    /// Text and number rules stay refused on the array, as on any row that is not text or a number.
    @Test func textAndNumberRulesDoNotApplyToAttachments() {
        let (text, output) = diagnose(
            fields: #", "photos": "[URL]""#,
            row: #""photos": { "kind": "attachments", "rules": { "maxLength": 3, "max": 4 } }"#)
        #expect(
            output == [
                "\(at("3,", text)): error: `forms.F.sections.s.rows.photos.rules.maxLength` applies to text rows (title, note, keyValue, textField, simpleProperty), and this row is attachments; remove it",
                "\(at("4 }", text)): error: `forms.F.sections.s.rows.photos.rules.max` applies to number rows (slider, stepper, rating, durationPicker), and this row is attachments; remove it",
            ])
    }
}

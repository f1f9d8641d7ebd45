import DataSourceGenCore
import Testing

/// A `Date` field's `"default": "now"` and a `UUID` field's `"default": "new"` make a value when
/// the instance is made (`Date()`, `UUID()`), so a model with such fields can start as `Model()`;
/// any other default of those types is refused at its value, naming the word that fits.
@Suite struct FieldDefaultTests {
    func generate(_ fields: String) -> (code: String?, diagnostics: [String]) {
        let text = #"{ "entities": { "Visit": { "fields": { "# + fields + " } } } }"
        let result = GenerationPipeline().run([DefinitionsInput(path: DiagnosticsTesting.file, contents: text)])
        return (result.files.first?.contents, result.diagnostics.map(\.description))
    }

    @Test func nowAndNewMakeTheValueWhenTheInstanceIsMade() throws {
        let (code, diagnostics) = generate(
            """
            "at": { "type": "Date", "default": "now" }, "seen": { "type": "Date?", "default": "now" },
            "id": { "type": "Foundation.UUID", "default": "new" }, "other": { "type": "UUID?", "default": null }
            """)
        #expect(diagnostics.isEmpty)
        #expect(
            try #require(code).contains(
                "init(at: Date = Date(), seen: Date? = Date(), id: UUID = UUID(), other: UUID? = nil)"))
    }

    @Test func anyOtherDefaultOfADateOrAUUIDIsRefusedAtItsValue() {
        let fields = """
            "at": { "type": "Date", "default": "today" }, "id": { "type": "UUID", "default": "now" },
            "seen": { "type": "Date?", "default": "Now" }, "made": { "type": "Date", "default": 0 },
            "key": { "type": "UUID", "default": "" }
            """
        let text = #"{ "entities": { "Visit": { "fields": { "# + fields + " } } } }"
        let at = { (token: String) in "T.datasources.json:" + DiagnosticsTesting.position(of: token, in: text) }
        let date = "\"now\" (`Date()`, when the instance is made), or no default, so the app passes it"
        let uuid = "\"new\" (`UUID()`, a new identifier per instance), or no default, so the app passes it"
        #expect(
            generate(fields).diagnostics == [
                "\(at(#""today""#)): error: `entities.Visit.fields.at.default` does not fit the type `Date`; write \(date)",
                "\(at(#""now""#)): error: `entities.Visit.fields.id.default` does not fit the type `UUID`; write \(uuid)",
                "\(at(#""Now""#)): error: `entities.Visit.fields.seen.default` does not fit the type `Date?`; write null, or a default of the wrapped type",
                "\(at("0 }")): error: `entities.Visit.fields.made.default` does not fit the type `Date`; write \(date)",
                "\(at("\"\" }")): error: `entities.Visit.fields.key.default` does not fit the type `UUID`; write \(uuid)",
            ])
    }
}

import DataSourceGenCore
import Foundation

/// Broken inputs that between them reach every diagnostic of the generator (checked by
/// ``DiagnosticCoverageTests``), run through the entry points the tool uses:
/// ``GenerationPipeline`` for definitions text, ``GenerationInputs`` for files on disk and
/// `--templates` directories.
///
/// Each definitions text runs on its own, so a syntax error in one cannot hide the rest; the
/// texts are grouped by the part of the generator they reach (the `DiagnosticCorpus+…` files).
enum DiagnosticCorpus {
    /// Everything the corpus reports, in input order.
    static func run() throws -> [Diagnostic] {
        var fired: [Diagnostic] = []
        let texts = shared + DeclarationKinds.keysAndPluralNouns.flatMap { kinds[$0.key] ?? [] }
        for text in texts {
            fired +=
                GenerationPipeline().run([DefinitionsInput(path: DiagnosticsTesting.file, contents: text)])
                .diagnostics
        }
        fired += GenerationPipeline().run(crossFileInputs).diagnostics
        fired += try fileDiagnostics()
        fired += try templateDiagnostics()
        return fired
    }

    /// The texts of what every kind shares: JSON, type strings, entities and section enums.
    static let shared = jsonSyntax + typeStrings + declarations

    /// Each kind's texts (its `DiagnosticCorpus+…` file), by the kind's key in the registry;
    /// `everyKindHasADiagnosticCorpus` fails naming a registered kind missing here.
    static let kinds: [String: [String]] = [
        "pickers": pickers, "sectionControllers": sectionControllers, "tables": tables, "forms": forms,
        "lists": listScreens,
    ]

    /// Files whose generated names or types clash, or whose names clash with a framework another
    /// file's platform imports into the module they share.
    static let crossFileInputs = [
        DefinitionsInput(
            path: "A/Shop.datasources.json", contents: #"{ "sections": { "Kind": { "cases": { "a": "A" } } } }"#),
        DefinitionsInput(
            path: "B/Shop.datasources.json", contents: #"{ "sections": { "Kind": { "cases": { "a": "A" } } } }"#),
        DefinitionsInput(path: "C/shop.datasources.json", contents: "{}"),
        DefinitionsInput(path: "E/.datasources.json", contents: "{}"),
        DefinitionsInput(
            path: "D/Price.datasources.json",
            contents:
                #"{ "types": { "Money": { "conformances": ["Codable"] } }, "entities": { "Price": { "fields": { "m": "Money" } } } }"#
        ),
        DefinitionsInput(
            path: "D/Money.datasources.json",
            contents: #"{ "entities": { "Money": { "fields": { "c": "Character" }, "codable": false } } }"#),
        DefinitionsInput(
            path: "F/Gauges.datasources.json",
            contents:
                #"{ "options": { "platforms": ["uikit"] }, "entities": { "Gauge": { "fields": { "a": "Int" } } } }"#),
        DefinitionsInput(path: "F/Views.datasources.json", contents: #"{ "options": { "platforms": ["swiftui"] } }"#),
    ]

    /// Definitions paths that are missing, unreadable or not UTF-8, through what `generate` reads.
    static func fileDiagnostics() throws -> [Diagnostic] {
        let directory = try TemporaryDirectory()
        try directory.write("Folder.datasources.json/keep", "")
        try Data([0x7B, 0xFF, 0x7D]).write(to: URL(fileURLWithPath: directory.sub("Latin1.datasources.json")))
        let paths = ["Missing.datasources.json", "Folder.datasources.json", "Latin1.datasources.json"]
        return GenerationInputs(inputPaths: paths.map(directory.sub)).generate().diagnostics
    }
}

import DataSourceGenCore
import Foundation

/// `--templates` directories: templates that do not parse or cannot be read, partials that do
/// not exist, names the render context lacks, and runaway nesting or output while rendering.
extension DiagnosticCorpus {
    /// One parse error per file; every file of a directory is parsed.
    static let unparsableTemplates = [
        "{{<p}}{{$b}}{{/b}}{{$b}}{{/b}}{{/p}}", String(repeating: "{{#a}}", count: 257), "{{/a}}", "{{#a}}{{/b}}",
        "{{#a}}", "{{a", "{{=a=}}", "{{=a= b=}}", "{{}}", "{{a b}}", "{{a..b}}", "{{=<% %>",
    ]

    /// Each directory is one run, since an error in one stage stops the later ones.
    static func templateDiagnostics() throws -> [Diagnostic] {
        let directory = try TemporaryDirectory()
        try directory.write("Empty.datasources.json", "{}")
        var runs: [String: [String: String]] = [
            "typo": ["Typo.mustache": "{{> Typo2}}"],
            "names": ["DataSources.swift.mustache": "{{nope}}\n{{> Entity}}\n"],
            "partials": ["DataSources.swift.mustache": "{{> Loop}}", "Loop.mustache": "x{{> Loop}}"],
            "sections": [
                "DataSources.swift.mustache": "{{> Deep}}",
                "Deep.mustache": String(repeating: "{{#.}}", count: 10) + "{{> Deep}}"
                    + String(repeating: "{{/.}}", count: 10),
            ],
        ]
        // Partials that each include the next twice: 2^42 leaves, past the render budget.
        runs["budget"] = ["DataSources.swift.mustache": "{{> P0}}", "P41.mustache": "z\n"]
        for level in 0..<41 { runs["budget"]?["P\(level).mustache"] = "{{> P\(level + 1)}}{{> P\(level + 1)}}" }
        runs["unparsable"] = Dictionary(
            uniqueKeysWithValues: unparsableTemplates.enumerated().map { ("Broken\($0.offset).mustache", $0.element) })
        var fired: [Diagnostic] = []
        for (name, files) in runs.sorted(by: { $0.key < $1.key }) {
            for (file, text) in files { try directory.write("\(name)/\(file)", text) }
            if name == "unparsable" {
                try Data([0xFF, 0xFE]).write(to: URL(fileURLWithPath: directory.sub("\(name)/Latin1.mustache")))
            }
            fired += run(directory.sub("Empty.datasources.json"), templates: directory.sub(name))
        }
        fired += run(directory.sub("Empty.datasources.json"), templates: directory.sub("missing"))
        return fired
    }

    private static func run(_ definitions: String, templates: String) -> [Diagnostic] {
        GenerationInputs(inputPaths: [definitions], templateDirectories: [templates]).generate().diagnostics
    }
}

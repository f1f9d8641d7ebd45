import DataSourceGenCore
import Testing

@Suite struct DataSourceGenCommandTests {
    @Test func parsesEachVerbIntoTypedOptions() throws {
        #expect(
            try DataSourceGenCommand.parse([
                "generate", "A.datasources.json", "-o", "Gen",
                "--templates", "T1", "B.datasources.json", "--templates=T2",
            ])
                == .generate(
                    GenerateOptions(
                        definitions: ["A.datasources.json", "B.datasources.json"],
                        outputDirectory: "Gen", templateDirectories: ["T1", "T2"])))
        #expect(
            try DataSourceGenCommand.parse(["check", "--warnings-as-errors", "--output=Gen", "A.json"])
                == .check(
                    GenerateOptions(definitions: ["A.json"], outputDirectory: "Gen", warningsAsErrors: true),
                    format: .text))
        #expect(
            try DataSourceGenCommand.parse(["check", "-o", "Gen", "--format", "github", "A.json"])
                == .check(GenerateOptions(definitions: ["A.json"], outputDirectory: "Gen"), format: .github))
        #expect(
            try DataSourceGenCommand.parse(["init", "Sources/App/Products.datasources.json"])
                == .initialize(InitOptions(file: "Sources/App/Products.datasources.json")))
        #expect(try DataSourceGenCommand.parse(["schema"]) == .schema(SchemaOptions()))
        #expect(
            try DataSourceGenCommand.parse(["schema", "-o", "schema.json"])
                == .schema(SchemaOptions(outputFile: "schema.json")))
        #expect(try DataSourceGenCommand.parse(["--version"]) == .version)
    }

    @Test func wrongUsageNamesTheProblem() {
        func message(_ words: [String]) -> String? {
            do {
                _ = try DataSourceGenCommand.parse(words)
                return nil
            } catch {
                return error.message
            }
        }
        #expect(message(["generate", "A.json"]) == "missing required option '--output <directory>'; add it")
        #expect(message(["generate", "-o", "Gen"]) == "missing argument <definitions>; add it")
        #expect(
            message(["generate", "--ouput", "Gen", "A.json"])
                == "unknown option '--ouput' for 'generate'; did you mean '--output'?")
        #expect(message(["init"]) == "missing argument <file>; add it")
        #expect(
            message(["init", "--force", "x"])
                == "unknown option '--force' for 'init'; remove it, or use an option the usage lists")
        #expect(message(["chek"]) == "unknown verb 'chek'; did you mean 'check'?")
        #expect(
            message(["check", "-o", "Gen", "--format", "html", "A.json"])
                == "'--format' is 'html'; use one of text, github")
    }

    /// Names must be unique per verb, and only the last argument may take several values.
    @Test func specIsConsistent() {
        let spec = DataSourceGenCommand.spec
        #expect(Set(spec.verbs.map(\.name)).count == spec.verbs.count)
        #expect(!spec.verbs.contains { $0.name == "help" })
        for verb in spec.verbs {
            let names = verb.options.map(\.name) + ["help"]
            #expect(Set(names).count == names.count, "\(verb.name)")
            let shorts = verb.options.compactMap(\.shortName) + ["h"]
            #expect(Set(shorts).count == shorts.count, "\(verb.name)")
            for argument in verb.arguments.dropLast() {
                #expect(argument.arity == .one, "\(verb.name) <\(argument.name)>")
            }
        }
    }

    /// Every verb has generated help, and every help line fits in 80 columns.
    @Test func everyVerbHasHelp() throws {
        for verb in DataSourceGenCommand.spec.verbs.map(\.name) + ["help"] {
            guard case let .help(text) = try DataSourceGenCommand.parse([verb, "--help"]) else {
                Issue.record("no help for \(verb)")
                continue
            }
            #expect(text.hasPrefix("OVERVIEW: "))
            #expect(text.contains("USAGE: datasource-gen \(verb)"))
            #expect(text.contains("  -h, --help              Show this help."))
            for line in text.split(separator: "\n") { #expect(line.count <= 80, "\(verb): \(line)") }
        }
    }

    @Test func helpLayout() throws {
        guard case let .help(text) = try DataSourceGenCommand.parse(["help", "generate"]) else {
            Issue.record("expected help")
            return
        }
        #expect(
            text == """
                OVERVIEW: Generate Swift data sources into an output directory.

                Reads every definitions file and reports all problems as file:line:column
                diagnostics; if any is an error, nothing is written. Files are written
                atomically and only when their contents change, so a run with nothing new
                touches nothing. Exits with 1 on errors.

                USAGE: datasource-gen generate --output <directory>
                                               [--templates <directory> ...]
                                               [--warnings-as-errors] <definitions> ...

                ARGUMENTS:
                  <definitions>           Definitions files to read (*.datasources.json, JSON or
                                          JSON5).

                OPTIONS:
                  -o, --output <directory>
                                          Directory the generated Swift files go into; created
                                          when missing.
                  --templates <directory> ...
                                          Directory of .mustache files that replace the built-in
                                          templates of the same name. Repeat to search several;
                                          the first match wins.
                  --warnings-as-errors    Treat warnings in the definitions as errors.
                  -h, --help              Show this help.

                """)
    }

    /// The verbs and options are written out; the overview, whose list of kinds follows the
    /// registry (`CommandOverviewTests`), is the spec's, wrapped as the help wraps text.
    @Test func toolHelpListsTheVerbs() throws {
        guard case let .help(text) = try DataSourceGenCommand.parse(["--help"]) else {
            Issue.record("expected help")
            return
        }
        #expect(
            text == Self.wrapped("OVERVIEW: " + DataSourceGenCommand.spec.overview) + "\n\n" + """
                USAGE: datasource-gen <verb> [<options>]

                VERBS:
                  generate                Generate Swift data sources into an output directory.
                  check                   Check that the generated files in an output directory
                                          are up to date.
                  init                    Create a starter definitions file.
                  schema                  Print the JSON Schema that describes definitions
                                          files.
                  help                    Show help for the tool or one of its verbs.

                OPTIONS:
                  -h, --help              Show this help.
                  --version               Show the version.

                Run 'datasource-gen help <verb>' for a verb's arguments and options.

                """)
    }

    /// `text` wrapped between words at 80 columns, the lines after the first indented by 10.
    static func wrapped(_ text: String) -> String {
        var lines = [""]
        for word in text.split(separator: " ") {
            let last = lines[lines.count - 1]
            if !last.isEmpty, last.count + 1 + word.count > 80 {
                lines.append(String(repeating: " ", count: 10) + word)
            } else {
                lines[lines.count - 1] += (last.isEmpty ? "" : " ") + word
            }
        }
        return lines.joined(separator: "\n")
    }
}

/// The help's overview promises exactly the kinds a definitions file can declare: one per
/// top-level key of the schema that is not shared vocabulary (options, types, entities, sections).
@Suite struct CommandOverviewTests {
    @Test func theRegisteredKindsAreTheSchemas() throws {
        let schema = try JSONParser.parse(SchemaCommand.schema, file: "schema")
        guard case .object(let members) = schema.value,
            case .object(let properties)? = members.first(where: { $0.key == "properties" })?.value.value
        else {
            Issue.record("the schema has no properties")
            return
        }
        let keys = Set(properties.map(\.key)).subtracting(["$schema", "options", "types", "entities", "sections"])
        #expect(keys == Set(DeclarationKinds.keysAndPluralNouns.map(\.key)))
    }

    @Test func theOverviewNamesEveryKindAndNoOther() {
        var rest = DataSourceGenCommand.spec.overview
        let nouns = DeclarationKinds.keysAndPluralNouns.map(\.pluralNoun)
        for noun in nouns.sorted(by: { $0.count > $1.count }) {
            #expect(rest.contains(noun), "the overview does not name \(noun)")
            rest = rest.replacingOccurrences(of: noun, with: "")
        }
        let separators = Array(repeating: ", ", count: nouns.count - 2).joined() + " and "
        #expect(rest == "Generates typed Swift \(separators) from *.datasources.json definitions.")
    }
}

/// The `datasource-gen` command line: its verbs, declared once in `spec`, parsed into typed
/// values. The verbs' behaviour lives elsewhere; exit codes follow `ExitStatus`.
package enum DataSourceGenCommand: Sendable, Hashable {
    /// `generate <definitions>... --output <directory>`: write the generated files.
    case generate(GenerateOptions)
    /// `check <definitions>... --output <directory> [--format text|github] [--fix-command <command>]`:
    /// report drift, write nothing.
    case check(GenerateOptions, format: CheckCommand.Format, fixCommand: String? = nil)
    /// `init <file>`: scaffold a starter definitions file.
    case initialize(InitOptions)
    /// `schema [--output <file>]`: print the JSON Schema of definitions files.
    case schema(SchemaOptions)
    /// Print this text to standard output and exit with 0.
    case help(String)
    /// Print the version to standard output and exit with 0.
    case version

    /// The command line of `datasource-gen` `arguments` (without the executable's name) ask for.
    package static func parse(_ arguments: [String]) throws(UsageError) -> DataSourceGenCommand {
        switch try CommandLineParser(spec: spec).parse(arguments) {
        case let .help(text):
            return .help(text)
        case .version:
            return .version
        case let .run(parsed):
            return try command(from: parsed)
        }
    }

    private static func command(from parsed: ParsedArguments) throws(UsageError) -> DataSourceGenCommand {
        switch parsed.verb {
        case "check":
            let text = parsed.value("format") ?? CheckCommand.Format.text.rawValue
            guard let format = CheckCommand.Format(rawValue: text) else {
                let allowed = CheckCommand.Format.allCases.map(\.rawValue).joined(separator: ", ")
                throw UsageError(
                    message: "'--format' is '\(text)'; use one of \(allowed)",
                    usage:
                        "usage: datasource-gen check <definitions>... --output <directory> [--format text|github] [--fix-command <command>]",
                    helpCommand: "datasource-gen help check")
            }
            return .check(GenerateOptions(parsed), format: format, fixCommand: parsed.value("fix-command"))
        case "init":
            return .initialize(InitOptions(file: parsed.argument("file") ?? ""))
        case "schema":
            return .schema(SchemaOptions(outputFile: parsed.value("output")))
        default:
            // `generate`, the only other verb `spec` declares.
            return .generate(GenerateOptions(parsed))
        }
    }

    /// The verbs, options and help texts of `datasource-gen`.
    package static let spec = CommandSpec(
        toolName: "datasource-gen",
        overview: "Generates typed Swift \(DeclarationKinds.pluralNouns(joinedBy: "and")) "
            + "from *.datasources.json definitions.",
        verbs: [
            VerbSpec(
                name: "generate",
                summary: "Generate Swift data sources into an output directory.",
                discussion: """
                    Reads every definitions file and reports all problems as \
                    file:line:column diagnostics; if any is an error, nothing is written. \
                    Files are written atomically and only when their contents change, so a \
                    run with nothing new touches nothing. Exits with 1 on errors.
                    """,
                options: generateOptions,
                arguments: [definitionsArgument]),
            VerbSpec(
                name: "check",
                summary: "Check that the generated files in an output directory are up to date.",
                discussion: """
                    Generates in memory and compares with the output directory without writing \
                    anything. Reports changed and missing files, and orphans (files marked as \
                    generated that are no longer produced), each with a unified diff, then one \
                    line with the command that brings the directory up to date. Exits with 1 \
                    when anything differs or the definitions have errors.
                    """,
                options: generateOptions + [
                    .value(
                        "format", valueName: "text|github",
                        help: "How drift is printed: text (default), or github to add GitHub Actions "
                            + "annotations: one at the first changed line of each hunk, one per missing "
                            + "or orphaned file, one per definitions error at its line and column."),
                    .value(
                        "fix-command", valueName: "command",
                        help: "The command the report names as the fix. Default: this datasource-gen "
                            + "generate command with the same inputs. The check-data-sources plugin "
                            + "passes its generate-data-sources command."),
                ],
                arguments: [definitionsArgument]),
            VerbSpec(
                name: "init",
                summary: "Create a starter definitions file.",
                discussion: "Never overwrites: fails when the file already exists.",
                arguments: [
                    ArgumentSpec(
                        name: "file",
                        help: "Path of the definitions file to create, e.g. Sources/App/Products.datasources.json.")
                ]),
            VerbSpec(
                name: "schema",
                summary: "Print the JSON Schema that describes definitions files.",
                options: [
                    .value(
                        "output", short: "o", valueName: "file",
                        help: "Write the schema to this file instead of standard output.")
                ]),
        ])

    private static let definitionsArgument = ArgumentSpec(
        name: "definitions", arity: .oneOrMore,
        help: "Definitions files to read (*.datasources.json, JSON or JSON5).")

    private static let generateOptions: [OptionSpec] = [
        .value(
            "output", short: "o", valueName: "directory", required: true,
            help: "Directory the generated Swift files go into; created when missing."),
        .repeatable(
            "templates", valueName: "directory",
            help: "Directory of .mustache files that replace the built-in templates of the "
                + "same name. Repeat to search several; the first match wins."),
        .flag("warnings-as-errors", help: "Treat warnings in the definitions as errors."),
    ]
}

/// Options of `generate` and `check`.
package struct GenerateOptions: Sendable, Hashable {
    /// The definitions files, in the order given.
    package var definitions: [String]
    /// The output directory.
    package var outputDirectory: String
    /// Template override directories, first match wins.
    package var templateDirectories: [String]
    /// Whether warnings stop the run like errors.
    package var warningsAsErrors: Bool

    /// Creates options.
    package init(
        definitions: [String], outputDirectory: String, templateDirectories: [String] = [],
        warningsAsErrors: Bool = false
    ) {
        self.definitions = definitions
        self.outputDirectory = outputDirectory
        self.templateDirectories = templateDirectories
        self.warningsAsErrors = warningsAsErrors
    }

    init(_ parsed: ParsedArguments) {
        self.init(
            definitions: parsed.arguments("definitions"), outputDirectory: parsed.value("output") ?? "",
            templateDirectories: parsed.values("templates"),
            warningsAsErrors: parsed.isSet("warnings-as-errors"))
    }
}

/// Options of `init`.
package struct InitOptions: Sendable, Hashable {
    /// The definitions file to create.
    package var file: String

    /// Creates options.
    package init(file: String) {
        self.file = file
    }
}

/// Options of `schema`.
package struct SchemaOptions: Sendable, Hashable {
    /// Where to write the schema; nil for standard output.
    package var outputFile: String?

    /// Creates options.
    package init(outputFile: String? = nil) {
        self.outputFile = outputFile
    }
}

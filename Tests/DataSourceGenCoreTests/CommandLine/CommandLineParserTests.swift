import DataSourceGenCore
import Testing

/// The generic parser, against a small spec of its own.
@Suite struct CommandLineParserTests {
    static let spec = CommandSpec(
        toolName: "tool", overview: "Does things.",
        verbs: [
            VerbSpec(
                name: "build", summary: "Builds.",
                options: [
                    .value("output", short: "o", valueName: "dir", required: true, help: "Where."),
                    .repeatable("include", short: "I", valueName: "path", help: "Search path."),
                    .flag("verbose", short: "v", help: "Talk more."),
                    .value("level", valueName: "n", help: "How much."),
                ],
                arguments: [
                    ArgumentSpec(name: "target", help: "What."),
                    ArgumentSpec(name: "extra", arity: .zeroOrMore, help: "More."),
                ]),
            VerbSpec(
                name: "clean", summary: "Cleans.",
                options: [.flag("force", help: "Really.")],
                arguments: [ArgumentSpec(name: "path", arity: .optional, help: "Which.")]),
        ])
    let parser = CommandLineParser(spec: spec)

    private func run(_ words: String...) throws -> ParsedArguments {
        guard case let .run(parsed) = try parser.parse(words) else {
            Issue.record("expected a run request")
            return ParsedArguments(verb: "")
        }
        return parsed
    }

    private func message(_ words: String...) -> String? {
        do {
            _ = try parser.parse(words)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func parsesOptionsInEveryForm() throws {
        let parsed = try run(
            "build", "-I", "a", "app", "--output", "out", "--include=b", "-v", "x", "--level=3",
            "--include", "c", "y")
        #expect(
            parsed
                == ParsedArguments(
                    verb: "build",
                    optionValues: ["output": ["out"], "include": ["a", "b", "c"], "level": ["3"]],
                    flags: ["verbose"],
                    argumentValues: ["target": ["app"], "extra": ["x", "y"]]))
        #expect(parsed.value("output") == "out")
        #expect(parsed.values("include") == ["a", "b", "c"])
        #expect(parsed.values("missing").isEmpty)
        #expect(parsed.isSet("verbose"))
        #expect(parsed.argument("target") == "app")
        #expect(parsed.arguments("extra") == ["x", "y"])
        #expect(try run("build", "-o=out", "t").value("output") == "out")
        #expect(try run("build", "-v", "-v", "-o", "out", "t").flags == ["verbose"])
    }

    @Test func doubleDashEndsOptionsAndLoneDashIsAnArgument() throws {
        let parsed = try run("build", "-o", "out", "-", "--", "--verbose", "-h", "--level=2")
        #expect(parsed.arguments("target") == ["-"])
        #expect(parsed.arguments("extra") == ["--verbose", "-h", "--level=2"])
        #expect(parsed.flags.isEmpty)
        #expect(try run("build", "--output=-weird", "t").value("output") == "-weird")
        #expect(try run("build", "-o", "-", "t").value("output") == "-")
    }

    @Test func missingValuesAreUsageErrors() {
        let needsValue =
            "option '--output' needs a value; write --output <dir> (or --output=<dir> if the value starts with '-')"
        #expect(message("build", "t", "--output") == needsValue)
        #expect(message("build", "t", "--output", "--verbose") == needsValue)
        #expect(message("build", "t", "--output=") == needsValue)
        #expect(message("build", "t", "-o") == needsValue)
        #expect(message("build", "t") == "missing required option '--output <dir>'; add it")
        #expect(message("build", "-o", "x") == "missing argument <target>; add it")
    }

    @Test func misuseIsReported() {
        #expect(
            message("build", "-o", "a", "-o", "b", "t") == "option '--output' was given more than once; give it once")
        #expect(
            message("build", "-o", "a", "--verbose=yes", "t")
                == "flag '--verbose' does not take a value; write '--verbose' alone")
        #expect(message("clean", "a", "b") == "unexpected argument 'b'; remove it")
        #expect(
            message("clean", "-vf") == "unknown option '-vf' for 'clean'; remove it, or use an option the usage lists")
    }

    @Test func unknownOptionsGetSuggestions() {
        #expect(message("build", "--ouptut", "x") == "unknown option '--ouptut' for 'build'; did you mean '--output'?")
        #expect(message("build", "--includ=x") == "unknown option '--includ' for 'build'; did you mean '--include'?")
        #expect(message("build", "--verb") == "unknown option '--verb' for 'build'; did you mean '--verbose'?")
        #expect(message("build", "-output", "x") == "unknown option '-output' for 'build'; did you mean '--output'?")
        #expect(message("build", "--hepl") == "unknown option '--hepl' for 'build'; did you mean '--help'?")
        #expect(
            message("build", "--zzz")
                == "unknown option '--zzz' for 'build'; remove it, or use an option the usage lists")
        #expect(
            message("clean", "--level", "2")
                == "unknown option '--level' for 'clean'; '--level' is an option of 'build'")
        #expect(message("buidl") == "unknown verb 'buidl'; did you mean 'build'?")
        #expect(message("cl") == "unknown verb 'cl'; did you mean 'clean'?")
        #expect(message("zzz") == "unknown verb 'zzz'; expected one of 'build', 'clean', 'help'")
        #expect(message("--verison") == "unknown option '--verison'; did you mean '--version'?")
        #expect(message("--output", "x") == "unknown option '--output'; a verb's options go after the verb")
        #expect(message() == "missing verb; expected one of 'build', 'clean', 'help'")
        #expect(message("help", "biuld") == "unknown verb 'biuld'; did you mean 'build'?")
        #expect(message("help", "build", "clean") == "unexpected argument 'clean'; 'help' takes one topic")
        #expect(message("--version", "now") == "unexpected argument 'now' after '--version'; remove it")
    }

    @Test func helpAndVersionAreBuiltIn() throws {
        let toolHelp = parser.helpText()
        let buildHelp = parser.helpText(for: "build")
        #expect(try parser.parse(["--help"]) == .help(toolHelp))
        #expect(try parser.parse(["-h"]) == .help(toolHelp))
        #expect(try parser.parse(["help"]) == .help(toolHelp))
        #expect(try parser.parse(["help", "build"]) == .help(buildHelp))
        #expect(try parser.parse(["build", "--help"]) == .help(buildHelp))
        #expect(try parser.parse(["build", "--bogus", "-h"]) == .help(buildHelp))
        #expect(try parser.parse(["--version"]) == .version)
        #expect(try parser.parse(["help", "help"]) == .help(parser.helpText(for: "help")))
        #expect(parser.helpText(for: "nope") == toolHelp)
        #expect(buildHelp != toolHelp)
    }

    @Test func usageErrorsPrintMessageUsageAndWhereToReadMore() throws {
        let error = try #require(throws: UsageError.self) { try parser.parse(["clean", "--forse"]) }
        #expect(
            error.description == """
                error: unknown option '--forse' for 'clean'; did you mean '--force'?
                USAGE: tool clean [--force] [<path>]
                Run 'tool help clean' for more information.

                """)
        #expect(ExitStatus.success.rawValue == 0)
        #expect(ExitStatus.failure.rawValue == 1)
        #expect(ExitStatus.usage.rawValue == 2)
    }

    /// Help is generated from the spec: every option, argument and verb appears with its text.
    @Test func helpListsEverythingTheSpecDeclares() {
        let toolHelp = parser.helpText()
        for verb in Self.spec.verbs {
            #expect(toolHelp.contains("  \(verb.name)"))
            #expect(toolHelp.contains(verb.summary))
            let help = parser.helpText(for: verb.name)
            for option in verb.options {
                #expect(help.contains("--\(option.name)"))
                #expect(help.contains(option.help))
            }
            for argument in verb.arguments {
                #expect(help.contains("<\(argument.name)>"))
            }
        }
        let flattened = parser.helpText(for: "build").split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(
            flattened.contains(
                "USAGE: tool build --output <dir> [--include <path> ...] "
                    + "[--verbose] [--level <n>] <target> [<extra> ...]"))
    }
}

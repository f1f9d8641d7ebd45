/// Parses a command line against a `CommandSpec` and produces its help and usage text.
///
/// Grammar: `tool <verb> [arguments and options in any order]`, where
/// - `--name value` and `--name=value` give an option's value; a following word that starts
///   with `-` is not taken as a value (write `--name=-value` for that), and an empty value counts
///   as missing;
/// - `-x value` and `-x=value` use a one-letter short name; letters cannot be bundled (`-ab`);
/// - a single-value option may appear once, a repeatable one any number of times, a flag takes
///   no value;
/// - `--` ends the options: every later word is a positional argument, as is a lone `-`;
/// - `-h` or `--help` anywhere before `--` asks for the verb's help, and wins over other errors;
/// - `tool --version`, `tool --help`/`-h`, `tool help [<verb>]` are built in.
package struct CommandLineParser: Sendable {
    /// The tool being parsed for.
    package let spec: CommandSpec

    package init(spec: CommandSpec) {
        self.spec = spec
    }

    /// What `arguments` (without the executable's own name) ask for.
    package func parse(_ arguments: [String]) throws(UsageError) -> CommandLineRequest {
        guard let first = arguments.first else {
            throw toolError("missing verb; expected one of \(verbList())")
        }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "-h", "--help":
            return .help(helpText())
        case "--version":
            if let extra = rest.first { throw toolError("unexpected argument '\(extra)' after '--version'; remove it") }
            return .version
        case "help":
            return try parseHelpVerb(rest)
        default:
            break
        }
        if first.hasPrefix("-") {
            guard let suggestion = Suggestions.closest(to: Self.bareName(first), among: ["help", "version"]) else {
                throw toolError("unknown option '\(first)'; a verb's options go after the verb")
            }
            throw toolError("unknown option '\(first)'" + Self.didYouMean("'--\(suggestion)'"))
        }
        guard let verb = spec.verb(named: first) else {
            guard let suggestion = Suggestions.closest(to: first, among: spec.verbs.map(\.name) + ["help"]) else {
                throw toolError("unknown verb '\(first)'; expected one of \(verbList())")
            }
            throw toolError("unknown verb '\(first)'" + Self.didYouMean("'\(suggestion)'"))
        }
        let beforeEnd = rest.prefix { $0 != "--" }
        if beforeEnd.contains("-h") || beforeEnd.contains("--help") {
            return .help(HelpFormatter(spec: spec).verbHelp(verb))
        }
        return .run(try VerbArgumentsParser(tool: spec, verb: verb).parse(rest))
    }

    /// The help of the verb named `verb`; the tool's help when `verb` is nil or names no verb.
    package func helpText(for verb: String? = nil) -> String {
        let formatter = HelpFormatter(spec: spec)
        guard let verb else { return formatter.toolHelp() }
        if verb == HelpFormatter.helpVerb.name { return formatter.verbHelp(HelpFormatter.helpVerb) }
        return spec.verb(named: verb).map(formatter.verbHelp) ?? formatter.toolHelp()
    }

    private func parseHelpVerb(_ rest: [String]) throws(UsageError) -> CommandLineRequest {
        let formatter = HelpFormatter(spec: spec)
        let helpUsage = formatter.usage(HelpFormatter.helpVerb)
        let helpCommand = "\(spec.toolName) help help"
        guard let topic = rest.first else { return .help(formatter.toolHelp()) }
        if rest.count > 1 {
            throw UsageError(
                message: "unexpected argument '\(rest[1])'; 'help' takes one topic", usage: helpUsage,
                helpCommand: helpCommand)
        }
        if [HelpFormatter.helpVerb.name, "-h", "--help"].contains(topic) {
            return .help(formatter.verbHelp(HelpFormatter.helpVerb))
        }
        guard let verb = spec.verb(named: topic) else {
            guard let suggestion = Suggestions.closest(to: topic, among: spec.verbs.map(\.name) + ["help"]) else {
                throw UsageError(
                    message: "unknown verb '\(topic)'; expected one of \(verbList())", usage: helpUsage,
                    helpCommand: helpCommand)
            }
            throw UsageError(
                message: "unknown verb '\(topic)'" + Self.didYouMean("'\(suggestion)'"), usage: helpUsage,
                helpCommand: helpCommand)
        }
        return .help(formatter.verbHelp(verb))
    }

    private func toolError(_ message: String, siteFile: String = #fileID, siteLine: Int = #line) -> UsageError {
        UsageError(
            message: message, usage: HelpFormatter(spec: spec).toolUsage(), helpCommand: "\(spec.toolName) --help",
            siteFile: siteFile, siteLine: siteLine)
    }

    private func verbList() -> String {
        (spec.verbs.map(\.name) + ["help"]).map { "'\($0)'" }.joined(separator: ", ")
    }

    /// `--name=value` → `name`; `-x` → `x`.
    private static func bareName(_ token: String) -> String {
        let withoutDashes = token.drop { $0 == "-" }
        return String(withoutDashes.prefix { $0 != "=" })
    }

    /// `; did you mean X?`, or nothing.
    private static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean \($0)?" } ?? ""
    }
}

/// Builds help and usage text from a `CommandSpec`, so help can never disagree with parsing.
///
/// Layout: sections `OVERVIEW`, `USAGE`, `ARGUMENTS`, `OPTIONS` (and `VERBS` at the top level);
/// entries indented by 2, descriptions in a column starting at 26 (on the next line when the
/// entry is wider), everything wrapped at 80 columns.
struct HelpFormatter {
    let spec: CommandSpec

    private static let width = 80
    private static let column = 26

    /// The built-in verb that prints help.
    static let helpVerb = VerbSpec(
        name: "help", summary: "Show help for the tool or one of its verbs.",
        arguments: [ArgumentSpec(name: "verb", arity: .optional, help: "The verb to explain.")])

    /// The built-in `-h, --help` entry every verb accepts.
    private static let helpOption = OptionSpec.flag("help", short: "h", help: "Show this help.")

    /// Help for the whole tool.
    func toolHelp() -> String {
        var text =
            Self.wrap("OVERVIEW: \(spec.overview)", indent: 10, firstLineIndent: 0)
            .joined(separator: "\n") + "\n\n"
        text += "USAGE: \(spec.toolName) <verb> [<options>]\n\n"
        text += "VERBS:\n"
        for verb in spec.verbs + [Self.helpVerb] {
            text += Self.entry(verb.name, verb.summary)
        }
        text += "\nOPTIONS:\n"
        text += Self.entry("-h, --help", "Show this help.")
        text += Self.entry("--version", "Show the version.")
        text += "\nRun '\(spec.toolName) help <verb>' for a verb's arguments and options.\n"
        return text
    }

    /// Help for one verb.
    func verbHelp(_ verb: VerbSpec) -> String {
        var text =
            Self.wrap("OVERVIEW: \(verb.summary)", indent: 10, firstLineIndent: 0)
            .joined(separator: "\n") + "\n\n"
        if !verb.discussion.isEmpty {
            for paragraph in verb.discussion.components(separatedBy: "\n\n") {
                text += Self.wrap(paragraph, indent: 0, firstLineIndent: 0).joined(separator: "\n") + "\n\n"
            }
        }
        text += usage(verb) + "\n"
        if !verb.arguments.isEmpty {
            text += "\nARGUMENTS:\n"
            for argument in verb.arguments { text += Self.entry("<\(argument.name)>", argument.help) }
        }
        text += "\nOPTIONS:\n"
        for option in verb.options + [Self.helpOption] {
            text += Self.entry(Self.label(option), option.help)
        }
        return text
    }

    /// `USAGE: tool verb ...`, listing options in declaration order, then arguments.
    func usage(_ verb: VerbSpec) -> String {
        var words: [String] = []
        for option in verb.options {
            switch option.kind {
            case .flag: words.append("[\(option.spelling)]")
            case let .value(valueName) where option.isRequired: words.append("\(option.spelling) <\(valueName)>")
            case let .value(valueName): words.append("[\(option.spelling) <\(valueName)>]")
            case let .repeatable(valueName): words.append("[\(option.spelling) <\(valueName)> ...]")
            }
        }
        for argument in verb.arguments {
            switch argument.arity {
            case .one: words.append("<\(argument.name)>")
            case .optional: words.append("[<\(argument.name)>]")
            case .oneOrMore: words.append("<\(argument.name)> ...")
            case .zeroOrMore: words.append("[<\(argument.name)> ...]")
            }
        }
        let head = "USAGE: \(spec.toolName) \(verb.name)"
        return Self.wrap(words: [head] + words, indent: head.count + 1, firstLineIndent: 0)
            .joined(separator: "\n")
    }

    /// The usage line of the tool itself.
    func toolUsage() -> String {
        "USAGE: \(spec.toolName) <verb> [<options>]"
    }

    /// `-o, --output <directory>` / `--templates <directory> ...` / `--quiet`.
    private static func label(_ option: OptionSpec) -> String {
        var label = option.shortName.map { "-\($0), " } ?? ""
        label += option.spelling
        switch option.kind {
        case .flag: break
        case let .value(valueName): label += " <\(valueName)>"
        case let .repeatable(valueName): label += " <\(valueName)> ..."
        }
        return label
    }

    /// One `  name   description` entry, wrapped.
    private static func entry(_ name: String, _ description: String) -> String {
        let left = "  " + name
        let lines = wrap(description, indent: column, firstLineIndent: column)
        if left.count + 2 <= column, let first = lines.first {
            let padded = left + String(repeating: " ", count: column - left.count)
            let rest = lines.dropFirst().map { $0 + "\n" }.joined()
            return padded + first.dropFirst(column) + "\n" + rest
        }
        return left + "\n" + lines.map { $0 + "\n" }.joined()
    }

    /// Word-wraps `text` to `width` columns; lines after the first are indented by `indent`.
    private static func wrap(_ text: String, indent: Int, firstLineIndent: Int) -> [String] {
        let words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        return wrap(words: words, indent: indent, firstLineIndent: firstLineIndent)
    }

    /// Wraps between `words` (which may contain spaces, like `[--name <value> ...]`).
    private static func wrap(words: [String], indent: Int, firstLineIndent: Int) -> [String] {
        var lines: [String] = []
        var line = String(repeating: " ", count: firstLineIndent)
        var lineHasWord = false
        for word in words {
            if lineHasWord, line.count + 1 + word.count > width {
                lines.append(line)
                line = String(repeating: " ", count: indent)
                lineHasWord = false
            }
            line += (lineHasWord ? " " : "") + word
            lineHasWord = true
        }
        lines.append(line)
        return lines
    }
}

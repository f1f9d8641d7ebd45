/// An option of a verb, declared once and used both to parse and to print help.
package struct OptionSpec: Sendable, Hashable {
    /// What the option takes.
    package enum Kind: Sendable, Hashable {
        /// A boolean switch without a value (`--quiet`); giving it twice is the same as once.
        case flag
        /// One value (`--output <directory>` or `--output=<directory>`), given at most once.
        case value(valueName: String)
        /// A value that may be given any number of times; values keep their order.
        case repeatable(valueName: String)
    }

    /// The long name without dashes: `output` for `--output`.
    package var name: String
    /// The one-letter short name without its dash (`o` for `-o`), if any.
    package var shortName: Character?
    /// Flag, single value or repeatable value.
    package var kind: Kind
    /// Whether parsing fails when the option is absent (only meaningful for `.value`).
    package var isRequired: Bool
    /// One sentence or two for `--help`.
    package var help: String

    package init(name: String, shortName: Character? = nil, kind: Kind, isRequired: Bool = false, help: String) {
        self.name = name
        self.shortName = shortName
        self.kind = kind
        self.isRequired = isRequired
        self.help = help
    }

    /// A boolean switch.
    package static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
        OptionSpec(name: name, shortName: short, kind: .flag, help: help)
    }

    /// An option with one value.
    package static func value(
        _ name: String, short: Character? = nil, valueName: String,
        required: Bool = false, help: String
    ) -> OptionSpec {
        OptionSpec(name: name, shortName: short, kind: .value(valueName: valueName), isRequired: required, help: help)
    }

    /// An option that may be repeated.
    package static func repeatable(
        _ name: String, short: Character? = nil, valueName: String,
        help: String
    ) -> OptionSpec {
        OptionSpec(name: name, shortName: short, kind: .repeatable(valueName: valueName), help: help)
    }

    /// `--name`, the spelling used in messages.
    package var spelling: String { "--" + name }
}

/// A positional argument of a verb.
package struct ArgumentSpec: Sendable, Hashable {
    /// How many values the argument takes. Only the last argument of a verb may take a variable
    /// number, and optional arguments must follow required ones.
    package enum Arity: Sendable, Hashable {
        /// Exactly one.
        case one
        /// Zero or one.
        case optional
        /// At least one.
        case oneOrMore
        /// Any number.
        case zeroOrMore
    }

    /// The name shown as `<name>` in help.
    package var name: String
    /// How many values it takes.
    package var arity: Arity
    /// One sentence or two for `--help`.
    package var help: String

    package init(name: String, arity: Arity = .one, help: String) {
        self.name = name
        self.arity = arity
        self.help = help
    }
}

/// A verb (`generate`, `check` ...) with its options and positional arguments.
package struct VerbSpec: Sendable, Hashable {
    /// The word typed after the tool name.
    package var name: String
    /// One line for the verb list and the top of the verb's help.
    package var summary: String
    /// Further paragraphs for the verb's help, separated by blank lines; may be empty.
    package var discussion: String
    /// Options, in the order help lists them.
    package var options: [OptionSpec]
    /// Positional arguments, in order.
    package var arguments: [ArgumentSpec]

    package init(
        name: String, summary: String, discussion: String = "", options: [OptionSpec] = [],
        arguments: [ArgumentSpec] = []
    ) {
        self.name = name
        self.summary = summary
        self.discussion = discussion
        self.options = options
        self.arguments = arguments
    }
}

/// A whole command-line tool: its verbs. `help`, `-h`/`--help` and `--version` are built in.
package struct CommandSpec: Sendable, Hashable {
    /// The executable's name, as shown in usage lines.
    package var toolName: String
    /// What the tool does, for the top of its help.
    package var overview: String
    /// The verbs, in the order help lists them (the built-in `help` verb comes last).
    package var verbs: [VerbSpec]

    package init(toolName: String, overview: String, verbs: [VerbSpec]) {
        self.toolName = toolName
        self.overview = overview
        self.verbs = verbs
    }

    /// The verb named `name`, if declared.
    package func verb(named name: String) -> VerbSpec? {
        verbs.first { $0.name == name }
    }
}

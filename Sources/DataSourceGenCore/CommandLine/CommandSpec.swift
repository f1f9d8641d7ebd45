/// An option of a verb, declared once and used both to parse and to print help.
public struct OptionSpec: Sendable, Hashable {
    /// What the option takes.
    public enum Kind: Sendable, Hashable {
        /// A boolean switch without a value (`--quiet`); giving it twice is the same as once.
        case flag
        /// One value (`--output <directory>` or `--output=<directory>`), given at most once.
        case value(valueName: String)
        /// A value that may be given any number of times; values keep their order.
        case repeatable(valueName: String)
    }

    /// The long name without dashes: `output` for `--output`.
    public var name: String
    /// The one-letter short name without its dash (`o` for `-o`), if any.
    public var shortName: Character?
    /// Flag, single value or repeatable value.
    public var kind: Kind
    /// Whether parsing fails when the option is absent (only meaningful for `.value`).
    public var isRequired: Bool
    /// One sentence or two for `--help`.
    public var help: String

    /// Creates an option.
    public init(name: String, shortName: Character? = nil, kind: Kind, isRequired: Bool = false, help: String) {
        self.name = name
        self.shortName = shortName
        self.kind = kind
        self.isRequired = isRequired
        self.help = help
    }

    /// A boolean switch.
    public static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
        OptionSpec(name: name, shortName: short, kind: .flag, help: help)
    }

    /// An option with one value.
    public static func value(_ name: String, short: Character? = nil, valueName: String,
                             required: Bool = false, help: String) -> OptionSpec {
        OptionSpec(name: name, shortName: short, kind: .value(valueName: valueName), isRequired: required, help: help)
    }

    /// An option that may be repeated.
    public static func repeatable(_ name: String, short: Character? = nil, valueName: String,
                                  help: String) -> OptionSpec {
        OptionSpec(name: name, shortName: short, kind: .repeatable(valueName: valueName), help: help)
    }

    /// `--name`, the spelling used in messages.
    public var spelling: String { "--" + name }
}

/// A positional argument of a verb.
public struct ArgumentSpec: Sendable, Hashable {
    /// How many values the argument takes. Only the last argument of a verb may take a variable
    /// number, and optional arguments must follow required ones.
    public enum Arity: Sendable, Hashable {
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
    public var name: String
    /// How many values it takes.
    public var arity: Arity
    /// One sentence or two for `--help`.
    public var help: String

    /// Creates a positional argument.
    public init(name: String, arity: Arity = .one, help: String) {
        self.name = name
        self.arity = arity
        self.help = help
    }
}

/// A verb (`generate`, `check` ...) with its options and positional arguments.
public struct VerbSpec: Sendable, Hashable {
    /// The word typed after the tool name.
    public var name: String
    /// One line for the verb list and the top of the verb's help.
    public var summary: String
    /// Further paragraphs for the verb's help, separated by blank lines; may be empty.
    public var discussion: String
    /// Options, in the order help lists them.
    public var options: [OptionSpec]
    /// Positional arguments, in order.
    public var arguments: [ArgumentSpec]

    /// Creates a verb.
    public init(name: String, summary: String, discussion: String = "", options: [OptionSpec] = [],
                arguments: [ArgumentSpec] = []) {
        self.name = name
        self.summary = summary
        self.discussion = discussion
        self.options = options
        self.arguments = arguments
    }
}

/// A whole command-line tool: its verbs. `help`, `-h`/`--help` and `--version` are built in.
public struct CommandSpec: Sendable, Hashable {
    /// The executable's name, as shown in usage lines.
    public var toolName: String
    /// What the tool does, for the top of its help.
    public var overview: String
    /// The verbs, in the order help lists them (the built-in `help` verb comes last).
    public var verbs: [VerbSpec]

    /// Creates a tool description.
    public init(toolName: String, overview: String, verbs: [VerbSpec]) {
        self.toolName = toolName
        self.overview = overview
        self.verbs = verbs
    }

    /// The verb named `name`, if declared.
    public func verb(named name: String) -> VerbSpec? {
        verbs.first { $0.name == name }
    }
}

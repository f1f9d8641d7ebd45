/// The options and arguments given to one verb, checked against its `VerbSpec`.
package struct ParsedArguments: Sendable, Hashable {
    /// The verb's name.
    package var verb: String
    /// Values per option name (long name, no dashes), in the order given.
    package var optionValues: [String: [String]]
    /// Names of the flags that were given.
    package var flags: Set<String>
    /// Values per positional argument name, in the order given.
    package var argumentValues: [String: [String]]

    /// Creates parsed arguments.
    package init(
        verb: String, optionValues: [String: [String]] = [:], flags: Set<String> = [],
        argumentValues: [String: [String]] = [:]
    ) {
        self.verb = verb
        self.optionValues = optionValues
        self.flags = flags
        self.argumentValues = argumentValues
    }

    /// The value of a single-value option, nil when absent.
    package func value(_ option: String) -> String? { optionValues[option]?.last }

    /// Every value of a repeatable option, in order; empty when absent.
    package func values(_ option: String) -> [String] { optionValues[option] ?? [] }

    /// Whether a flag was given.
    package func isSet(_ flag: String) -> Bool { flags.contains(flag) }

    /// The value of a single positional argument, nil when absent.
    package func argument(_ name: String) -> String? { argumentValues[name]?.first }

    /// Every value of a positional argument, in order; empty when absent.
    package func arguments(_ name: String) -> [String] { argumentValues[name] ?? [] }
}

/// What the command line asks for.
package enum CommandLineRequest: Sendable, Hashable {
    /// Run a verb.
    case run(ParsedArguments)
    /// Print this help text to standard output and exit with 0.
    case help(String)
    /// Print the version to standard output and exit with 0.
    case version
}

/// The tool's exit codes.
package enum ExitStatus: Int32, Sendable, Hashable {
    /// Success.
    case success = 0
    /// The definitions have errors, or `check` found drift.
    case failure = 1
    /// The command line was wrong (`UsageError`).
    case usage = 2
}
